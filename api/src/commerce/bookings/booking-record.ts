import { SITE_CANCELLATION_POLICY, type BookingRecord } from '@jatra/shared';
import type { BookingRow } from './bookings.schema';
import { departsAt } from './cancellation-quote';

type Money = Pick<BookingRecord, 'refund' | 'amount_paid' | 'refunds' | 'remaining_seats' | 'cancelled_seats'>;

/** A booking nothing has been paid for yet: no refunds, every seat still on it. */
const unpaid = (row: BookingRow): Money => ({
  refund: { amount: 0, status: 'none' },
  amount_paid: 0,
  refunds: [],
  remaining_seats: row.seats.map((seat) => seat.seat_number),
  cancelled_seats: [],
});

/** Who cancelled a whole booking: every one cancelled before the operator's cancellations existed was the traveller's. */
export const cancelledBy = (row: Pick<BookingRow, 'status' | 'cancelledBy'>) =>
  row.cancelledBy ?? (row.status === 'cancelled' ? 'traveller' : null);

/** A stored booking as the API answers it to its owner, with its money: paid, refunds, seats left. */
export function toBookingRecord(row: BookingRow, money: Money = unpaid(row)): BookingRecord {
  return {
    id: row.id,
    pnr_number: row.pnr,
    operator_pnr: row.operatorPnr,
    ticket_number: row.ticketNumber,
    status: row.status,
    payment_status: row.paymentStatus,
    schedule_id: row.scheduleId,
    origin: row.origin,
    destination: row.destination,
    origin_id: row.originId,
    destination_id: row.destinationId,
    travel_date: row.travelDate,
    departure_time: row.departureTime,
    arrival_time: row.arrivalTime,
    bus_name: row.busName,
    bus_type: row.busType,
    seats: row.seats,
    passenger_details: row.passengers,
    boarding_point: row.boardingPoint,
    dropping_point: row.droppingPoint,
    base_amount: row.baseAmount,
    gst_amount: row.gstAmount,
    total_amount: row.totalAmount,
    hold_expires_at: row.holdExpiresAt.toISOString(),
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancelled_by: cancelledBy(row),
    departure_changed_from: row.departureChangedFrom,
    departs_at: departsAt(row).toISOString(),
    rescheduled_from: row.rescheduledFrom,
    rescheduled_to: row.rescheduledTo,
    cancellation_policy: row.cancellationPolicy ?? SITE_CANCELLATION_POLICY,
    ...money,
  };
}
