/**
 * What the simulated provider says when it refuses a booking call, in its own words: clients show
 * them to travellers, and a client that wants other words maps them. Only "Ticket Not Confirmed" is seen
 * in public code; the real texts of the rest are unknown (docs/gds-wire.md, Failures), so these are the
 * simulator's. Codes: 500 for a refused booking (the only tentative failure code seen), 411 for
 * an unconfirmed ticket (seen), 404 and 400 the simulator's.
 */
import { envelope } from '../wire/envelope';
import { CANCELLATION_CUTOFF_HOURS } from './cancellation';

export type Envelope = ReturnType<typeof envelope>;

const seatList = (seats: readonly string[]) => seats.join(', ');

export const BOOKING_ERRORS = {
  invalidRequest: (detail: string) => envelope(400, `Invalid booking request: ${detail}`),
  scheduleCancelled: envelope(500, 'This service has been cancelled by the operator'),
  scheduleNotBookable: envelope(500, 'This service is not open for booking'),
  departed: envelope(500, 'Service has already departed'),
  travelDateMismatch: envelope(500, 'Travel date does not match the schedule'),
  routeMismatch: envelope(500, 'Origin or destination does not match the schedule'),
  seatCountMismatch: (sent: number, listed: number) =>
    envelope(500, `no_of_seats is ${sent} but ${listed} seat(s) are listed`),
  tooManySeats: (max: number) => envelope(500, `Maximum ${max} seats allowed per ticket`),
  duplicateSeat: (seats: readonly string[]) => envelope(500, `Seat ${seatList(seats)} is listed more than once`),
  onePrimary: envelope(500, 'Exactly one passenger must be marked primary'),
  seatNotOnBus: (seats: readonly string[]) => envelope(500, `Invalid seat number: ${seatList(seats)}`),
  seatTaken: (seats: readonly string[]) => envelope(500, `Seat ${seatList(seats)} already booked`),
  ladiesSeat: (seats: readonly string[]) => envelope(500, `Seat ${seatList(seats)} is reserved for ladies`),
  fareMismatch: (seat: string, sent: string, fare: string) =>
    envelope(500, `Fare mismatch for seat ${seat}: sent ${sent}, current fare is ${fare}`),
  unknownStage: envelope(500, 'Invalid boarding or dropping point'),
  pnrRequired: envelope(400, 'pnr_number is required'),
  ticketRequired: envelope(400, 'ticket_number is required'),
  unknownPnr: (pnr: string) => envelope(404, `No ticket found for PNR ${pnr}`),
  /** seen from booking_details for a tentative PNR (docs/gds-wire.md, Bookings) */
  notConfirmed: envelope('411', 'Ticket Not Confirmed'),
  holdExpired: envelope(500, 'Tentative booking has expired'),
  alreadyCancelled: envelope(500, 'Ticket is already cancelled'),
  seatsNotOnTicket: (seats: readonly string[]) => envelope(500, `Seat ${seatList(seats)} is not on this ticket`),
  seatsAlreadyCancelled: (seats: readonly string[]) => envelope(500, `Seat ${seatList(seats)} is already cancelled`),
  cancelWindowClosed: envelope(500, `Cancellation not allowed: within ${CANCELLATION_CUTOFF_HOURS} hours of departure`),
  cancelAfterDeparture: envelope(500, 'Cancellation not allowed: the bus has departed'),
} as const;
