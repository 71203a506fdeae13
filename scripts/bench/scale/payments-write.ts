/**
 * The money of each booking, as payments and the cancellation service write it: one payment order per attempt
 * (`<PNR>-1`, `<PNR>-2` …, the failed ones before the paid one), each completed cancellation with its quote and
 * the provider's answer, and the refunds: `<order>-C<n>-R1` per cancellation, `<order>-R1` for a paid order
 * that got no ticket.
 */
import type pg from 'pg';
import { inEnglish, PAYMENT_MESSAGES } from '@jatra/shared';
import { userIdSql, uuidSql } from './people';

const SETTLED = "interval '3 days'";

const gatewayId = (prefix: string, instant: string, salt: string) =>
  `'${prefix}' || to_char(${instant} at time zone 'UTC', 'YYMMDDHH24MISS') || lpad(((hashint8extended(${salt}, 93) & 2147483647) % 10000000000)::text, 10, '0')`;

export async function writePayments(client: pg.ClientBase, at: Date): Promise<void> {
  // paid bookings (ticketed or not): failed attempts, then the paid one; expired holds: none to two failed ones;
  // holds still running: half of them have an order waiting at the gateway
  await client.query(
    `insert into payment_orders (merchant_order_id, booking_id, amount_paise, state, gateway_order_id, transaction_id,
       expires_at, created_at, updated_at)
     select t.pnr || '-' || j, ${uuidSql(`'scale-booking-' || t.g`)}, (t.base + t.gst) * 100, state,
       ${gatewayId('OMO', 'o.created', 't.g * 10 + j')},
       case when state <> 'PENDING' then ${gatewayId('OM', 'o.created', 't.g * 10 + j + 5')} end,
       o.created + interval '15 minutes', o.created,
       case when state = 'PENDING' then o.created else o.created + interval '40 seconds' end
     from scale_w t
     cross join lateral generate_series(1, case
       when t.ticketed or t.outcome = 'failed' then t.paid_tries
       when t.outcome = 'expired' then greatest(0, t.failed_tries - 1)
       when t.outcome = 'tentative' then t.failed_tries % 2 else 0 end) j
     cross join lateral (select case
       when t.outcome = 'tentative' then 'PENDING'
       when (t.ticketed or t.outcome = 'failed') and j = t.paid_tries then 'COMPLETED' else 'FAILED' end as state,
       case when t.outcome = 'tentative' then least(t.created + interval '20 seconds', $1::timestamptz)
            else t.first_order_at + (j - 1) * interval '2 minutes' end as created) o`,
    [at],
  );
  const cancellation = (step: number) => `
     select ${uuidSql(`'scale-cancellation-' || t.g || '-${step}'`)} as id, t.g, ${step} as step, t.pnr, t.user_n,
       t.c${step}_seats as seats, t.c${step}_list as list, t.c${step}_csv as csv, t.c${step}_quote as quote,
       t.c${step}_passengers as passengers, t.c${step}_provider as provider, t.c${step}_charge as charge,
       t.c${step}_paid as paid, t.pct${step} as pct, t.cancel${step}_at as at, t.travel_id, t.bus_name,
       t.pnr || '-' || t.paid_tries as paid_order
     from scale_w t where t.c${step}_seats is not null`;
  await client.query(`create temp table scale_c as ${cancellation(1)} union all ${cancellation(2)}`);
  const gst = `jsonb_build_object('gst_id', '18AAAC' || lpad((c.travel_id % 10000)::text, 4, '0') || 'R1Z5',
    'category', 'Passenger Transport', 'sale_type', 'B2C', 'trans_type', 'Cancellation', 'cgst_amount', 0, 'igst_amount', 0,
    'sgst_amount', 0, 'booking_amount', c.charge / 100, 'cgst_percentage', 0, 'igst_percentage', 5, 'sgst_percentage', 0,
    'registration_name', c.bus_name, 'cancellation_charges', c.charge / 100)`;
  await client.query(
    `insert into cancellations (id, booking_id, user_id, pnr, seat_numbers, status, cancel_percent, charge_paise,
       refund_paise, quote, provider_answer, claimed_until, created_at, updated_at, completed_at)
     select c.id, ${uuidSql(`'scale-booking-' || c.g`)}, ${userIdSql('c.user_n')}, c.pnr, c.seats, 'completed',
       c.pct, c.charge, c.paid - c.charge,
       jsonb_build_object('seats', c.quote, 'settled', c.quote, 'paidPaise', c.paid, 'passengers', c.passengers, 'operatorGst', ${gst}),
       jsonb_build_object('seat_numbers', c.csv, 'refund_amount', (c.paid - c.charge) / 100, 'cancel_seat_details', c.provider,
         'cancellation_charges', c.charge / 100, 'operator_gst_details', ${gst}),
       null, c.at - interval '2 seconds', c.at, c.at
     from scale_c c`,
  );
  const refundState = (instant: string) =>
    `case when ${instant} < $1::timestamptz - ${SETTLED} then 'COMPLETED' else 'PENDING' end`;
  await client.query(
    `insert into refunds (merchant_refund_id, merchant_order_id, booking_id, cancellation_id, amount_paise, state, refund_id,
       reason, created_at, updated_at)
     select c.paid_order || '-C' || c.step || '-R1', c.paid_order, ${uuidSql(`'scale-booking-' || c.g`)}, c.id, c.paid - c.charge,
       ${refundState('c.at')}, ${gatewayId('OMR', 'c.at', 'c.g * 10 + c.step')}, 'Cancelled seats ' || c.list, c.at,
       case when c.at < $1::timestamptz - ${SETTLED} then c.at + interval '2 days' + pg_temp.r(c.g, 91) * interval '1 day'
            else c.at + interval '1 second' end
     from scale_c c where c.paid > c.charge`,
    [at],
  );
  await client.query(
    `insert into refunds (merchant_refund_id, merchant_order_id, booking_id, cancellation_id, amount_paise, state, refund_id,
       reason, created_at, updated_at)
     select t.pnr || '-' || t.paid_tries || '-R1', t.pnr || '-' || t.paid_tries, ${uuidSql(`'scale-booking-' || t.g`)}, null,
       (t.base + t.gst) * 100, ${refundState('t.failed_at')}, ${gatewayId('OMR', 't.failed_at', 't.g * 10')},
       '${inEnglish(PAYMENT_MESSAGES.confirmFailed).replaceAll("'", "''")}', t.failed_at,
       case when t.failed_at < $1::timestamptz - ${SETTLED} then t.failed_at + interval '2 days' + pg_temp.r(t.g, 91) * interval '1 day'
            else t.failed_at + interval '1 second' end
     from scale_w t where t.outcome = 'failed'`,
    [at],
  );
}
