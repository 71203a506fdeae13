import {
  CANCELLATION_MESSAGES,
  type CancellationQuote,
  cancelsFreeAfterMove,
  withValues,
  paidSeats,
  policyChargePercent,
  quoteCancellation,
  RESCHEDULE_MESSAGES,
  sayRule,
  SITE_CANCELLATION_POLICY,
} from '@jatra/shared';
import { badRequest } from '../../http/app-error';
import type { BookingRow } from './bookings.schema';
import { departureInstant } from './tentative-booking';

export type Quote =
  | ({ cancellable: true; seatNumbers: string[]; paidPaise: number } & CancellationQuote)
  | { cancellable: false; seatNumbers: string[]; reason: string };

/** The instant a booking's bus leaves. */
export const departsAt = (row: Pick<BookingRow, 'travelDate' | 'departureTime'>) =>
  departureInstant(row.travelDate, row.departureTime);

/**
 * What cancelling these seats of a booking costs now under the policy stored with it (all seats still
 * booked when none are named). Seats that are not on the ticket, or were cancelled before, are a 400.
 */
export function quoteFor(row: BookingRow, named: readonly string[], cancelled: readonly string[], now: Date): Quote {
  const booked = new Map(row.seats.map((seat) => [seat.seat_number, seat]));
  const wanted = named.length > 0 ? [...named] : [...booked.keys()];
  const gone = wanted.filter((seat) => !booked.has(seat) && cancelled.includes(seat));
  if (gone.length)
    throw badRequest(withValues(CANCELLATION_MESSAGES.seatsAlreadyCancelled, { seats: gone.join(', ') }));
  const strangers = wanted.filter((seat) => !booked.has(seat));
  if (strangers.length)
    throw badRequest(withValues(CANCELLATION_MESSAGES.seatsNotOnTicket, { seats: strangers.join(', ') }));
  if (row.status !== 'confirmed') {
    return { cancellable: false, seatNumbers: wanted, reason: sayRule(CANCELLATION_MESSAGES.notConfirmed) };
  }
  // the seats are on their way to another bus: cancelling them now would refund what the new ticket is paid with
  if (row.rescheduledTo !== null)
    return { cancellable: false, seatNumbers: wanted, reason: sayRule(RESCHEDULE_MESSAGES.inProgress) };
  const hoursLeft = (departsAt(row).getTime() - now.getTime()) / 3_600_000;
  const byPolicy = policyChargePercent(row.cancellationPolicy ?? SITE_CANCELLATION_POLICY, hoursLeft);
  // a departure the operator moved far enough is the operator's doing: cancelling is free, inside the same window
  const movedFar =
    row.departureChangedFrom !== null && cancelsFreeAfterMove(row.departureChangedFrom, row.departureTime);
  const percent = byPolicy !== null && movedFar ? 0 : byPolicy;
  if (percent === null)
    return { cancellable: false, seatNumbers: wanted, reason: sayRule(CANCELLATION_MESSAGES.notCancellable) };
  const seats = paidSeats(row.seats, row.gstAmount).filter((seat) => wanted.includes(seat.seatNumber));
  const quote = quoteCancellation(seats, percent);
  return {
    cancellable: true,
    seatNumbers: wanted,
    paidPaise: seats.reduce((sum, seat) => sum + (seat.fare + seat.gst) * 100, 0),
    ...quote,
  };
}

/** The booking as it stands once these seats are gone: fewer seats and passengers, a lower total. */
export function remainingAfter(row: BookingRow, seatNumbers: readonly string[]) {
  const shares = paidSeats(row.seats, row.gstAmount);
  const kept = shares.filter((seat) => !seatNumbers.includes(seat.seatNumber));
  const baseAmount = kept.reduce((sum, seat) => sum + seat.fare, 0);
  const gstAmount = kept.reduce((sum, seat) => sum + seat.gst, 0);
  return {
    seats: row.seats.filter((seat) => !seatNumbers.includes(seat.seat_number)),
    passengers: row.passengers.filter((passenger) => !seatNumbers.includes(passenger.seat_number)),
    baseAmount,
    gstAmount,
    totalAmount: baseAmount + gstAmount,
  };
}
