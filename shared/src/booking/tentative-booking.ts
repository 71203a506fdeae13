import { z } from 'zod';
import { isoDateSchema } from '../search/search-query';
import { BOOKING_MESSAGES } from './booking-messages';
import { MAX_SEATS_PER_BOOKING, passengerSchema } from './passenger';

/**
 * `POST /api/tentative_booking/{scheduleId}.json`. The client names seats, stages and
 * passengers only: fares, amounts and the provider's body are the server's business.
 */
export const tentativeBookingRequestSchema = z.object({
  travelDate: isoDateSchema,
  womenBooking: z.boolean().default(false),
  boardingPointId: z.string().trim().min(1, BOOKING_MESSAGES.selectBoarding).max(20),
  droppingPointId: z.string().trim().min(1, BOOKING_MESSAGES.selectDropping).max(20),
  seats: z
    .array(
      z.object({
        seatNumber: z.string().trim().min(1).max(10),
        passenger: passengerSchema,
      }),
    )
    .min(1, BOOKING_MESSAGES.selectSeat)
    .max(MAX_SEATS_PER_BOOKING, BOOKING_MESSAGES.tooManySeats.replace('{max}', String(MAX_SEATS_PER_BOOKING)))
    .refine((seats) => new Set(seats.map((seat) => seat.seatNumber)).size === seats.length, {
      message: BOOKING_MESSAGES.selectSeat,
    }),
});
export type TentativeBookingRequest = z.input<typeof tentativeBookingRequestSchema>;
