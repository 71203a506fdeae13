import {
  CANCELLATION_MESSAGES,
  pageRoutes,
  type CancelTicket,
  type TicketDetails,
  sayRule,
  withValues,
} from '@jatra/shared';

/** Where the ticket is shown (and where Keep Ticket goes). */
export const detailsPath = (pnr: string) => pageRoutes.ticket.link({ pnr });

/** 'L4,L5' → 'L4, L5' */
export const seatText = (seats: string) =>
  seats
    .split(',')
    .map((seat) => seat.trim())
    .filter(Boolean)
    .join(', ');

/** The seats still booked on the ticket, in the ticket's order. */
export const bookedSeats = (ticket: TicketDetails) => ticket.passenger_details.map((passenger) => passenger.seat_no);

/**
 * The seats to send: none means every seat still booked, and so does ticking all of them (one question, one
 * answer cached). Seats no longer on the ticket are dropped.
 */
export function seatsToCancel(chosen: readonly string[], booked: readonly string[]): string[] {
  const seats = booked.filter((seat) => chosen.includes(seat));
  return seats.length === booked.length ? [] : seats;
}

/** 'Refund of ₹1,710 initiated', 'Refunded' … or null when nothing is paid back. */
export function refundStatusText(
  result: Pick<CancelTicket, 'refund_status' | 'refund_amount'>,
  rupees: (amount: number) => string,
): string | null {
  const amount = rupees(result.refund_amount);
  switch (result.refund_status) {
    case 'pending':
      return sayRule(withValues(CANCELLATION_MESSAGES.refundInitiated, { amount: amount }));
    case 'refunded':
      return sayRule(CANCELLATION_MESSAGES.refunded);
    case 'failed':
      return sayRule(withValues(CANCELLATION_MESSAGES.refundFailed, { amount: amount }));
    case 'none':
      return null;
  }
}
