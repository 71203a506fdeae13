import { BOOKING_MESSAGES, tentativeBookingRequestSchema, type TentativeBookingRequest, sayRule } from '@jatra/shared';
import type { SeatPassenger } from '../passengers/passenger-form';

export interface BookingChoices {
  travelDate: string;
  womenBooking: boolean;
  boardingPointId: string | null;
  droppingPointId: string | null;
  passengers: readonly SeatPassenger[];
}

/**
 * The body of `POST /api/tentative_booking/{id}.json`: seats, stages and passengers only. Fares and amounts
 * are the server's business, so none are sent. Checked with the contract's schema before it goes.
 */
export function bookingRequest(
  choices: BookingChoices,
): { ok: true; body: TentativeBookingRequest } | { ok: false; message: string } {
  const body: TentativeBookingRequest = {
    travelDate: choices.travelDate,
    womenBooking: choices.womenBooking,
    boardingPointId: choices.boardingPointId ?? '',
    droppingPointId: choices.droppingPointId ?? '',
    seats: choices.passengers.map(({ seatNumber, ...passenger }) => ({ seatNumber, passenger })),
  };
  const parsed = tentativeBookingRequestSchema.safeParse(body);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? sayRule(BOOKING_MESSAGES.createFailed) };
  return { ok: true, body };
}
