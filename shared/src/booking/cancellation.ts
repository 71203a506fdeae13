import { z } from 'zod';
import { OPERATOR_CANCELLATION_REFUND_DAYS } from '../pricing/cancellation-policy';

/** The cancellation and ticket screens' words, defined once. */
export const CANCELLATION_MESSAGES = {
  fetchFailed: 'Failed to fetch booking details',
  checkFailed: 'Failed to check cancellation status',
  cancelFailed: 'Failed to cancel booking',
  detailsNotFound: 'Booking details not found',
  unableToFetch: 'Unable to fetch cancellation details',
  failed: 'Cancellation failed',
  notAuthenticated: 'User not authenticated',
  ticketRequired: 'Please give the ticket number to check',
  success: 'Ticket cancelled successfully!',
  bookingCancelled: 'Booking cancelled successfully',
  notCancellableTitle: 'Ticket Not Cancellable',
  notCancellable:
    'The cancellation period for this ticket has expired or the ticket is not eligible for cancellation. Please contact customer support for assistance.',
  confirm: 'Are you sure you want to cancel this booking?',
  successTitle: 'Cancellation Successful',
  inProgress: 'This ticket is already being cancelled. Please wait a moment and look again.',
  seatsNotOnTicket: 'Seat {seats} is not on this ticket',
  seatsAlreadyCancelled: 'Seat {seats} is already cancelled',
  notConfirmed: 'Only a confirmed ticket can be cancelled',
  useCancelPost: 'Cancelling a ticket is a POST to /api/cancel_booking/{pnr}.json',
  refundInitiated: 'Refund of {amount} initiated',
  refunded: 'Refunded',
  refundDone: '{amount} refunded',
  refundFailed: 'Refund of {amount} is delayed; our team is on it',
} as const;

const { min, max } = OPERATOR_CANCELLATION_REFUND_DAYS;
/** 'within 5-7 business days': how long a refund takes to reach the original payment method */
const WITHIN_REFUND_DAYS = `within ${min}-${max} business days`;

/** 'Refunds are credited to the original payment method within 5-7 business days.' */
export const REFUND_TIMELINE = `Refunds are credited to the original payment method ${WITHIN_REFUND_DAYS}.`;

/** How a refund reaches the traveller, wherever it is told. */
export const REFUND_MESSAGES = {
  operatorCancelled: `If the operator cancels your trip, you get a full refund to the original payment method in ${min}–${max} days.`,
  paymentRefunding: `Your payment is being refunded to the original payment method ${WITHIN_REFUND_DAYS}.`,
  paymentRefunded: 'Your payment has been refunded to the original payment method.',
  paidWithoutTicket: `Your payment was received. A refund will be started for it; it reaches the original payment method ${WITHIN_REFUND_DAYS}.`,
  debitedWithoutTicket: `If money is debited but no ticket is issued, it is refunded to the original payment method ${WITHIN_REFUND_DAYS}.`,
} as const;

const seatList = z
  .string()
  .trim()
  .max(400)
  .regex(/^[A-Za-z0-9]+(\s*,\s*[A-Za-z0-9]+)*$/, 'Seat numbers must be a comma-separated list')
  .transform((value) => [...new Set(value.split(',').map((seat) => seat.trim()))]);

/** Absent or empty seat lists mean every seat still booked. */
const optionalSeats = z
  .union([z.literal(''), seatList])
  .optional()
  .transform((value) => (Array.isArray(value) ? value : []));

export const pnrSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,40}$/, CANCELLATION_MESSAGES.detailsNotFound);

/** `GET /api/booking_details.json?pnr_number=` */
export const bookingDetailsQuerySchema = z.object({
  pnr_number: z.string({ error: CANCELLATION_MESSAGES.detailsNotFound }).pipe(pnrSchema),
});

/** `GET /api/can_cancel.json?ticket_number=&seat_numbers=` */
export const canCancelQuerySchema = z.object({
  ticket_number: z.string({ error: CANCELLATION_MESSAGES.ticketRequired }).pipe(pnrSchema),
  seat_numbers: optionalSeats,
});

/** `POST /api/cancel_booking/{pnr}.json` body. */
export const cancelBookingBodySchema = z.object({ seat_numbers: optionalSeats }).strict();
export const cancelBookingParamsSchema = z.object({ pnr: pnrSchema });

/** Cancellation check result, amounts in rupees. */
export const cancellabilitySchema = z.object({
  is_cancellable: z.boolean(),
  cancellation_charges: z.number(),
  cancel_percent: z.number(),
  refund_amount: z.number(),
  /** the seats the check covers */
  seat_numbers: z.string(),
  /** why not, in the traveller's words, when not cancellable */
  reason: z.string().nullable(),
});
export type Cancellability = z.infer<typeof cancellabilitySchema>;
export const canCancelResponseSchema = z.object({ result: z.object({ is_ticket_cancellable: cancellabilitySchema }) });

/** Cancel result, amounts in rupees. */
export const cancelTicketSchema = z.object({
  seat_numbers: z.string(),
  cancellation_charges: z.number(),
  refund_amount: z.number(),
  cancel_seat_details: z.array(
    z.object({
      cancel_seat_detail: z.object({
        seat_number: z.string(),
        cancelled_fare: z.number(),
        cancel_percent: z.number(),
        refund_amount: z.number(),
      }),
    }),
  ),
  operator_gst_details: z.record(z.string(), z.unknown()),
  /** where the refund stands: 'pending' until the gateway has paid it back */
  refund_status: z.enum(['none', 'pending', 'refunded', 'failed']),
  /** the booking after this cancellation */
  booking_status: z.enum(['confirmed', 'cancelled']),
});
export type CancelTicket = z.infer<typeof cancelTicketSchema>;
export const cancelResponseSchema = z.object({ result: z.object({ cancel_ticket: cancelTicketSchema }) });
