/**
 * Writes the timed bookings as the product writes them: the seats and passengers (`BookingRecord` JSON), the
 * provider's confirm answer kept whole, the payment orders (with failed attempts before the paid one), the
 * cancellations priced under the stored policy (per seat, GST shares by largest remainder, charges in whole
 * rupees, as `quoteFor` prices them) and their refunds, and the refunds of paid orders that got no ticket.
 */
import type pg from 'pg';
import { inEnglish, PAYMENT_MESSAGES } from '@jatra/shared';
import { passengerNameSql, userIdSql, uuidSql } from './people';

/** A refund the gateway has had this long is complete; younger ones are still on their way. */
const REFUND_SETTLES = "interval '3 days'";

export async function writeSeatLines(client: pg.ClientBase): Promise<void> {
  await client.query(
    `create temp table scale_line as
     select t.g, i, s.seat_number, s.deck, s.type, t.fare, share, step,
       case when i = 0 then coalesce(u.full_name, ${passengerNameSql('t.g * 10')}) else ${passengerNameSql('t.g * 10 + i')} end as name,
       case when i > 0 and hashint8extended(t.g * 10 + i, 81) % 10 = 0 then 4 + (hashint8extended(t.g * 10 + i, 82) & 7)::int
            else 18 + ((hashint8extended(t.g * 10 + i, 82) & 1023) % 55)::int end as age,
       case when hashint8extended(t.g * 10 + i, 83) % 2 = 0 then 'male' else 'female' end as gender,
       u.email, '9' || lpad(((t.user_n * 7919) % 1000000000)::text, 9, '0') as mobile,
       case step when 1 then least((t.fare + share) * 100, round(t.fare * t.pct1 / 100.0)::int * 100)
                 when 2 then least((t.fare + share2) * 100, round(t.fare * t.pct2 / 100.0)::int * 100) end as charge,
       case step when 1 then t.pct1 when 2 then t.pct2 end as pct,
       case step when 2 then share2 else share end as paid_share
     from scale_t t
     join scale_user u on u.n = t.user_n
     cross join lateral (select round(t.fare * t.k * 0.05)::int as gst) gg
     cross join lateral (select gst / t.k as q, gst % t.k as m) qm
     cross join generate_series(0, t.k - 1) i
     join scale_bus_seat s on s.bus_type_id = t.bus_type_id and s.position = t.pos0 + 1 + i
     cross join lateral (select q + (i < m)::int as share,
       case when i < t.c then 1 when t.outcome = 'cancelled2' then 2 else 0 end as step) st
     cross join lateral (select case when t.k > t.c then gst - t.c * q - least(t.c, m) end as gst_r) r
     cross join lateral (select case when step = 2 then gst_r / (t.k - t.c) + ((i - t.c) < gst_r % (t.k - t.c))::int end as share2) s2`,
  );
  const passenger = `jsonb_build_object('seat_number', seat_number, 'name', name, 'age', age, 'gender', gender, 'email', email, 'mobile', mobile)`;
  const quoted = `jsonb_build_object('seatNumber', seat_number, 'chargePaise', charge, 'refundPaise', (fare + paid_share) * 100 - charge, 'cancelPercent', pct)`;
  const providerSeat = `jsonb_build_object('cancel_seat_detail', jsonb_build_object('seat_number', seat_number,
    'refund_amount', (fare + paid_share) - charge / 100, 'cancel_percent', pct, 'cancelled_fare', charge / 100,
    'base_cancelled_fare', charge / 100, 'cancelled_service_tax', 0))`;
  const perStep = (step: number) => `
    jsonb_agg(to_jsonb(seat_number) order by i) filter (where step = ${step}) as c${step}_seats,
    string_agg(seat_number, ', ' order by i) filter (where step = ${step}) as c${step}_list,
    string_agg(seat_number, ',' order by i) filter (where step = ${step}) as c${step}_csv,
    jsonb_agg(${quoted} order by i) filter (where step = ${step}) as c${step}_quote,
    jsonb_agg(${passenger} order by i) filter (where step = ${step}) as c${step}_passengers,
    jsonb_agg(${providerSeat} order by i) filter (where step = ${step}) as c${step}_provider,
    sum(charge) filter (where step = ${step})::int as c${step}_charge,
    sum((fare + paid_share) * 100) filter (where step = ${step})::int as c${step}_paid`;
  await client.query(
    `create temp table scale_agg as
     select g,
       coalesce(jsonb_agg(jsonb_build_object('seat_number', seat_number, 'fare', fare, 'deck', deck, 'type', type) order by i)
         filter (where step = 0), '[]') as seats_left,
       coalesce(jsonb_agg(${passenger} order by i) filter (where step = 0), '[]') as passengers_left,
       coalesce(sum(share) filter (where step = 0), 0)::int as gst_left,
       count(*) filter (where step = 0)::int as seats_left_count,
       string_agg(seat_number, ',' order by i) as seat_csv,
       jsonb_agg(jsonb_build_object('seat_detail', jsonb_build_object('fare', fare, 'status', 'Confirmed', 'api_fare', fare,
         'discount', 0, 'floor_no', (deck = 'upper')::int, 'seat_type', case when type = 'sleeper' then 'SL' else 'ST' end,
         'seat_number', seat_number, 'service_tax', share, 'offer_discount', 0, 'additional_fare', 0, 'convenience_charge', 0))
         order by i) as seat_fares,
       (array_agg(jsonb_build_object('age', age, 'name', name, 'email', email, 'title', case gender when 'male' then 'Mr' else 'Ms' end,
         'gender', case gender when 'male' then 'M' else 'F' end, 'mobile', mobile) order by i))[1] as lead_passenger,
       (array_agg(email order by i))[1] as contact_email,
       ${perStep(1)},
       ${perStep(2)}
     from scale_line group by g`,
  );
  await client.query('create unique index on scale_agg (g)');
}

const gstDetails = (
  trans: string,
  amount: string,
  extra = '',
) => `jsonb_build_object('gst_id', '18AAAC' || lpad((t.travel_id % 10000)::text, 4, '0') || 'R1Z5',
  'category', 'Passenger Transport', 'sale_type', 'B2C', 'trans_type', '${trans}', 'cgst_amount', 0, 'igst_amount', ${amount},
  'sgst_amount', 0, 'booking_amount', ${amount}, 'cgst_percentage', 0, 'igst_percentage', 5, 'sgst_percentage', 0,
  'registration_name', t.bus_name${extra})`;

const twelveHour = (hhmm: string) => `to_char(${hhmm}::time, 'HH12:MI AM')`;

export async function writeBookings(client: pg.ClientBase, at: Date): Promise<void> {
  await client.query(
    `create temp table scale_w as
     select *,
       'TS' || to_char(t.created at time zone 'Asia/Kolkata', 'YYMMDDHH24MISS') || lpad((t.g % 10000)::text, 4, '0')
         || chr(65 + (t.g / 10000 % 26)::int) || chr(65 + (t.g / 260000 % 26)::int) || chr(65 + (t.g / 6760000 % 26)::int)
         || chr(65 + (t.g / 175760000 % 26)::int) as pnr,
       round(t.fare * t.k * 0.05)::int as gst, t.fare * t.k as base,
       t.outcome in ('confirmed', 'partial', 'cancelled', 'cancelled2') as ticketed,
       t.paid_at + interval '3 minutes' as failed_at,
       coalesce(t.cancel2_at, t.cancel1_at) as last_cancel_at
     from scale_t t join scale_agg a using (g)`,
  );
  await client.query('create unique index on scale_w (g)');
  await client.query(
    `insert into bookings (id, user_id, pnr, operator_pnr, ticket_number, status, payment_status, schedule_id, origin,
       destination, origin_id, destination_id, travel_date, departure_time, arrival_time, bus_name, bus_type, travel_id,
       cancellation_policy, seats, passenger_details, contact_email, boarding_point, dropping_point, base_amount, gst_amount,
       total_amount, hold_expires_at, client_ip, ticket, failure_reason, confirm_attempts, paid_order_id, confirm_claimed_until,
       created_at, updated_at, confirmed_at, cancelled_at)
     select ${uuidSql(`'scale-booking-' || t.g`)}, ${userIdSql('t.user_n')}, t.pnr, operator_pnr,
       case when t.ticketed then t.pnr end,
       case t.outcome when 'confirmed' then 'confirmed' when 'partial' then 'confirmed' when 'cancelled' then 'cancelled'
         when 'cancelled2' then 'cancelled' else t.outcome end,
       case when t.outcome in ('confirmed', 'partial') then 'completed'
            when t.outcome in ('cancelled', 'cancelled2') then case when t.last_cancel_at < $1::timestamptz - ${REFUND_SETTLES} then 'refunded' else 'refund_pending' end
            when t.outcome = 'failed' then case when t.failed_at < $1::timestamptz - ${REFUND_SETTLES} then 'refunded' else 'refund_pending' end
            when t.outcome = 'expired' then 'failed' else 'pending' end,
       -- the provider's schedule id: the date, then the serial padded to five digits (lpad would cut a longer one)
       to_char(t.travel_date, 'YYYYMMDD') || case when sr.serial < 100000 then lpad(sr.serial::text, 5, '0') else sr.serial::text end,
       r.origin, r.destination, r.origin_id, r.destination_id, to_char(t.travel_date, 'YYYY-MM-DD'), t.departure_time,
       t.arrival_time, t.bus_name, t.bus_type, t.travel_id, t.policy, t.seats_left, t.passengers_left, t.contact_email,
       t.boarding, t.dropping,
       case when t.outcome in ('cancelled', 'cancelled2') then 0 else t.fare * t.seats_left_count end,
       case when t.outcome in ('cancelled', 'cancelled2') then 0 else t.gst_left end,
       case when t.outcome in ('cancelled', 'cancelled2') then 0 else t.fare * t.seats_left_count + t.gst_left end,
       t.created + interval '15 minutes',
       case when t.g % 9 = 0 then '2409:4060:' || to_hex((t.g % 65536)::int) || '::' else
         (array['49.37','106.212','157.41','117.199','223.181','27.62'])[1 + (t.g % 6)::int] || '.' || (t.g / 7 % 256) || '.' || (t.g / 1792 % 256) end,
       case when t.ticketed then jsonb_build_object('ticket_details', jsonb_build_object(
         'origin', r.origin, 'travels', t.bus_name, 'bus_type', t.bus_type, 'dep_time', ${twelveHour('t.departure_time')},
         'duration', t.duration, 'issued_on', extract(epoch from t.confirmed_at)::bigint, 'travel_id', t.travel_id,
         'commission', 0, 'pnr_number', t.pnr, 'total_fare', t.base + t.gst, 'destination', r.destination, 'no_of_seats', t.k,
         'travel_date', to_char(t.travel_date, 'YYYY-MM-DD'), 'operator_pnr', operator_pnr, 'seat_numbers', t.seat_csv,
         'ticket_number', t.pnr, 'ticket_status', 'Confirmed', 'service_number', t.service_number, 'agent_ref_number', null,
         'drop_off_details', jsonb_build_object('name', t.dropping->>'name', 'landmark', t.dropping->>'landmark',
           'stage_id', (t.dropping->>'id')::bigint, 'arrival_time', ${twelveHour("(t.dropping->>'time')")},
           'contact_numbers', t.dropping->>'contact', 'drop_off_address', t.dropping->>'address'),
         'passenger_details', t.lead_passenger, 'seat_fare_details', t.seat_fares, 'service_tax_percent', 5,
         'travel_operator_pnr', operator_pnr,
         'boarding_point_details', jsonb_build_object('name', t.boarding->>'name', 'dep_time', ${twelveHour("(t.boarding->>'time')")},
           'landmark', t.boarding->>'landmark', 'stage_id', (t.boarding->>'id')::bigint, 'op_stage_id', (t.boarding->>'id')::bigint,
           'contact_numbers', t.boarding->>'contact', 'boarding_stage_address', t.boarding->>'address'),
         'cancelled_seat_numbers', '',
         'dropping_point_details', jsonb_build_object('name', t.dropping->>'name', 'landmark', t.dropping->>'landmark',
           'stage_id', (t.dropping->>'id')::bigint, 'arrival_time', ${twelveHour("(t.dropping->>'time')")},
           'contact_numbers', t.dropping->>'contact', 'dropping_stage_address', t.dropping->>'address'),
         'operator_seat_pnr_hash', '{}'::jsonb, 'operator_reservation_id', operator_pnr::int,
         'ts_cancellation_policies', t.policy_text, 'convenience_charge_percent', 0),
         'operator_gst_details', ${gstDetails('Sale', 't.gst')}) end,
       case when t.outcome = 'failed' then '${inEnglish(PAYMENT_MESSAGES.confirmFailed).replaceAll("'", "''")}' end,
       case when t.ticketed then 1 when t.outcome = 'failed' then 3 else 0 end,
       case when t.ticketed then t.pnr || '-' || t.paid_tries end,
       null,
       t.created,
       case when t.outcome in ('cancelled', 'cancelled2') and t.last_cancel_at < $1::timestamptz - ${REFUND_SETTLES}
              then t.last_cancel_at + interval '2 days' + pg_temp.r(t.g, 91) * interval '1 day'
            when t.outcome in ('cancelled', 'cancelled2', 'partial') then t.last_cancel_at
            when t.outcome = 'failed' and t.failed_at < $1::timestamptz - ${REFUND_SETTLES}
              then t.failed_at + interval '2 days' + pg_temp.r(t.g, 91) * interval '1 day'
            when t.outcome = 'failed' then t.failed_at
            when t.outcome = 'confirmed' then t.confirmed_at
            when t.outcome = 'expired' then t.created + interval '15 minutes 20 seconds'
            else t.created end,
       case when t.ticketed then t.confirmed_at end,
       case when t.outcome in ('cancelled', 'cancelled2') then t.last_cancel_at end
     from scale_w t
     join (select route_no, origin_id, origin, destination_id, destination from scale_route
           union all select p.index, p.origin_id, p.origin, p.destination_id, p.destination from scale_real_route p) r
       on r.route_no = t.route_no
     cross join lateral (select lpad((100000 + (hashint8extended(t.g, 92) & 2147483647) % 900000)::text, 6, '0') as operator_pnr) o
     cross join lateral (select t.serial - t.s0 + t.service_index as serial) sr`,
    [at],
  );
}
