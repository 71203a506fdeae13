import { z } from 'zod';
import { cancellationPolicySchema } from '../pricing/cancellation-policy';
import { stagePointSchema } from '../search/bus-result';
import { PASSENGER_GENDERS } from './passenger';

/** `rescheduled`: a date change replaced the ticket with another booking (docs/reschedule.md); its seats are void. */
export const BOOKING_STATUSES = ['tentative', 'confirmed', 'cancelled', 'failed', 'expired', 'rescheduled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Who cancelled a whole booking: the traveller (or an admin for them), or the operator by cancelling the trip. */
export const CANCELLED_BY = ['traveller', 'operator'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** Green confirmed, red cancelled, yellow others. */
export function bookingBadgeTone(status: BookingStatus): 'success' | 'danger' | 'warning' {
  return status === 'confirmed' ? 'success' : status === 'cancelled' ? 'danger' : 'warning';
}

export const bookedSeatSchema = z.object({
  seat_number: z.string(),
  fare: z.number(),
  deck: z.enum(['lower', 'upper']),
  type: z.enum(['sleeper', 'regular', 'women']),
});

export const bookingPassengerSchema = z.object({
  seat_number: z.string(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(PASSENGER_GENDERS),
  email: z.string(),
  mobile: z.string(),
});

/** Where one refund stands for the traveller: on its way (initiated), back (done), or held up (failed). */
export const REFUND_STATES = ['initiated', 'done', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** One refund of a booking, in rupees: for cancelled seats, or (no seats) for a payment that got no ticket. */
export const bookingRefundSchema = z.object({
  amount: z.number(),
  state: z.enum(REFUND_STATES),
  seat_numbers: z.array(z.string()),
});
export type BookingRefund = z.infer<typeof bookingRefundSchema>;

/** Our stored booking as the API answers it to its owner. */
export const bookingRecordSchema = z.object({
  id: z.string(),
  pnr_number: z.string(),
  operator_pnr: z.string().nullable(),
  ticket_number: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  schedule_id: z.string(),
  origin: z.string(),
  destination: z.string(),
  origin_id: z.number().int(),
  destination_id: z.number().int(),
  travel_date: z.string(),
  departure_time: z.string(),
  arrival_time: z.string(),
  bus_name: z.string(),
  bus_type: z.string(),
  seats: z.array(bookedSeatSchema),
  passenger_details: z.array(bookingPassengerSchema),
  boarding_point: stagePointSchema,
  dropping_point: stagePointSchema,
  base_amount: z.number(),
  gst_amount: z.number(),
  total_amount: z.number(),
  hold_expires_at: z.string(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** who cancelled the whole booking; null while any seat stands */
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  /** `HH:MM` the ticket was sold with, when the operator moved the departure since (`departure_time` is the new one) */
  departure_changed_from: z.string().nullable(),
  /** the instant the bus leaves (ISO), so a client can tell a past trip without guessing the time zone */
  departs_at: z.string(),
  /** the PNR this booking replaced by a date change; null for a booking bought as such */
  rescheduled_from: z.string().nullable(),
  /** the PNR that replaced this booking (status `rescheduled`), or the one a date change under way holds */
  rescheduled_to: z.string().nullable(),
  /** fixed when the booking was made */
  cancellation_policy: cancellationPolicySchema,
  /** money going back for cancelled seats or a failed ticket, in rupees; status 'none' when there is none */
  refund: z.object({ amount: z.number(), status: z.enum(['none', 'pending', 'refunded', 'failed']) }),
  /** what the traveller paid at the gateway (fare + GST), in rupees; 0 when nothing was paid */
  amount_paid: z.number(),
  /** each refund, oldest first */
  refunds: z.array(bookingRefundSchema),
  /** the seats still booked (`seats` holds their fares) and those cancelled since */
  remaining_seats: z.array(z.string()),
  cancelled_seats: z.array(z.string()),
});
export type BookingRecord = z.infer<typeof bookingRecordSchema>;

/**
 * The part of the tentative booking answer the booking page reads: only the ticket details.
 * The seats are held once this answer comes, so nothing else in it may fail the check: extra or changed fields
 * pass, and a missing PNR is left to the caller, which has its own message for it.
 */
export const tentativeBookingAnswerSchema = z.looseObject({
  result: z.looseObject({
    ticket_details: z.looseObject({ pnr_number: z.string().nullish(), operator_pnr: z.string().nullish() }),
  }),
});

export const bookingListResponseSchema = z.object({ result: z.array(bookingRecordSchema) });

/** How many bookings one page of My Bookings holds. */
export const MY_BOOKINGS_PAGE = 20;

/** `GET /api/bookings`: `cursor` is the last page's `next_cursor` (the id of that page's last booking). */
export const myBookingsQuerySchema = z.object({
  cursor: z.uuid({ error: 'The page cursor is not valid' }).optional(),
});

/** One page of the caller's bookings, newest first; `next_cursor` is null on the last page. */
export const bookingPageResponseSchema = z.object({
  result: z.array(bookingRecordSchema),
  next_cursor: z.string().nullable(),
});
export type BookingPage = z.infer<typeof bookingPageResponseSchema>;
export const bookingResponseSchema = z.object({ result: bookingRecordSchema });
