import type { TicketDetails } from '@jatra/shared';

/** Gender codes M Male, F Female, anything else Other: the id of its word. */
export function genderLabel(code: string) {
  const normalised = code.trim().toUpperCase();
  return normalised === 'M' ? 'gender.male' : normalised === 'F' ? 'gender.female' : 'gender.other';
}

/**
 * A ticket no seat of which is valid any more: cancelled as a whole, or every seat cancelled, whoever did it.
 * It shows no boarding code, and says CANCELLED.
 */
export const isVoidTicket = (ticket: TicketDetails) =>
  ticket.status === 'cancelled' || ticket.passenger_details.length === 0 || ticket.qr_code === null;

/** The seats still valid: the passengers still booked, in the ticket's order. */
export const validSeats = (ticket: TicketDetails) => ticket.passenger_details.map((passenger) => passenger.seat_no);

/** Cancel Ticket only for a confirmed ticket whose bus has not left. */
export function canCancelTicket(ticket: TicketDetails, now: number): boolean {
  return ticket.status === 'confirmed' && Date.parse(ticket.departs_at) > now;
}

/** '+91 94350 12345, 0376 232 1111' → each number on its own, for tel: links. */
export const contactNumbers = (numbers: string) =>
  numbers
    .split(/[,;/]/)
    .map((number) => number.trim())
    .filter(Boolean);
