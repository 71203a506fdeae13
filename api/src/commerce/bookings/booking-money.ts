import { getTableName, sql } from 'drizzle-orm';
import type { BookingRecord, BookingRefund, RefundState } from '@jatra/shared';
import type { RefundRow } from '../payments/payments.schema';
import { bookings, type BookingRow } from './bookings.schema';
import { latestAttempts, refundSummary } from './ticket-details';

/** One refund row as the bookings list reads it, with the seats of the cancellation it pays back. */
export type RefundLine = Pick<
  RefundRow,
  'merchantRefundId' | 'amountPaise' | 'state' | 'cancellationId' | 'bookingId'
> & {
  seatNumbers: string[] | null;
};

export interface BookingWithMoney {
  row: BookingRow;
  paidPaise: number;
  refunds: RefundLine[];
  cancelledSeats: string[];
}

/**
 * Columns read beside a booking row: the completed payments, the refunds (each with its cancellation's seats)
 * and the seats cancelled. Each is a subquery on one booking's rows, served by an index on booking_id.
 */
// qualified by hand: drizzle names a column of the one table selected from bare, and a bare "id" inside these
// subqueries would be their own table's
const bookingId = sql`${sql.identifier(getTableName(bookings))}.${sql.identifier(bookings.id.name)}`;

export const moneyColumns = {
  paidPaise: sql<number>`coalesce((
    select sum(o.amount_paise) from payment_orders o
    where o.booking_id = ${bookingId} and o.state = 'COMPLETED'
  ), 0)::int`,
  refunds: sql<RefundLine[]>`coalesce((
    select json_agg(json_build_object(
      'merchantRefundId', r.merchant_refund_id, 'amountPaise', r.amount_paise, 'state', r.state,
      'cancellationId', r.cancellation_id, 'bookingId', r.booking_id, 'seatNumbers', c.seat_numbers
    ) order by r.created_at, r.merchant_refund_id)
    from refunds r left join cancellations c on c.id = r.cancellation_id
    where r.booking_id = ${bookingId}
  ), '[]'::json)`,
  cancelledSeats: sql<string[]>`coalesce((
    select json_agg(seat.value order by c.created_at, seat.ordinality)
    from cancellations c cross join jsonb_array_elements_text(c.seat_numbers) with ordinality as seat(value, ordinality)
    where c.booking_id = ${bookingId} and c.status = 'completed'
  ), '[]'::json)`,
};

const STATE: Record<RefundRow['state'], RefundState> = {
  NEW: 'initiated',
  PENDING: 'initiated',
  CONFIRMED: 'initiated',
  COMPLETED: 'done',
  FAILED: 'failed',
};

/** What the traveller paid, each refund (its latest attempt) and which seats remain, for the bookings list. */
export function moneyOf(
  booking: BookingWithMoney,
): Pick<BookingRecord, 'refund' | 'amount_paid' | 'refunds' | 'remaining_seats' | 'cancelled_seats'> {
  const latest = latestAttempts(booking.refunds);
  const refunds: BookingRefund[] = latest.map((refund) => ({
    amount: refund.amountPaise / 100,
    state: STATE[refund.state],
    seat_numbers: refund.seatNumbers ?? [],
  }));
  return {
    refund: refundSummary(booking.refunds),
    amount_paid: booking.paidPaise / 100,
    refunds,
    remaining_seats: booking.row.seats.map((seat) => seat.seat_number),
    cancelled_seats: booking.cancelledSeats,
  };
}
