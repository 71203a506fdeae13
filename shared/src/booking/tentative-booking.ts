import { z } from 'zod';
import { isoDateSchema } from '../search/search-query';
import { BOOKING_MESSAGES } from './booking-messages';
import { MAX_SEATS_PER_BOOKING, passengerSchema } from './passenger';
import { ruleError, withValues } from '../rules/i18n/rule-catalogues';

/**
 * `POST /api/tentative_booking/{scheduleId}.json`. The client names seats, stages and
 * passengers only: fares, amounts and the provider's body are the server's business.
 */
export const tentativeBookingRequestSchema = z.object({
  travelDate: isoDateSchema,
  womenBooking: z.boolean().default(false),
  boardingPointId: z.string().trim().min(1, ruleError(BOOKING_MESSAGES.selectBoarding)).max(20),
  droppingPointId: z.string().trim().min(1, ruleError(BOOKING_MESSAGES.selectDropping)).max(20),
  seats: z
    .array(
      z.object({
        seatNumber: z.string().trim().min(1).max(10),
        passenger: passengerSchema,
      }),
    )
    .min(1, ruleError(BOOKING_MESSAGES.selectSeat))
    .max(MAX_SEATS_PER_BOOKING, ruleError(withValues(BOOKING_MESSAGES.tooManySeats, { max: MAX_SEATS_PER_BOOKING })))
    .refine(
      (seats) => new Set(seats.map((seat) => seat.seatNumber)).size === seats.length,
      ruleError(BOOKING_MESSAGES.selectSeat),
    ),
});
export type TentativeBookingRequest = z.input<typeof tentativeBookingRequestSchema>;
