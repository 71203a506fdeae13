import { z } from 'zod';
import { OPERATOR_CANCELLATION_REFUND_DAYS } from '../pricing/cancellation-policy';
import { ruleMessage, ruleError } from '../rules/i18n/rule-catalogues';

/** The cancellation and ticket screens' words, defined once. */
export const CANCELLATION_MESSAGES = {
  fetchFailed: ruleMessage('cancellation.fetchFailed'),
  checkFailed: ruleMessage('cancellation.checkFailed'),
  cancelFailed: ruleMessage('cancellation.cancelFailed'),
  detailsNotFound: ruleMessage('cancellation.detailsNotFound'),
  unableToFetch: ruleMessage('cancellation.unableToFetch'),
  failed: ruleMessage('cancellation.failed'),
  notAuthenticated: ruleMessage('cancellation.notAuthenticated'),
  ticketRequired: ruleMessage('cancellation.ticketRequired'),
  success: ruleMessage('cancellation.success'),
  bookingCancelled: ruleMessage('cancellation.bookingCancelled'),
  notCancellableTitle: ruleMessage('cancellation.notCancellableTitle'),
  notCancellable: ruleMessage('cancellation.notCancellable'),
  confirm: ruleMessage('cancellation.confirm'),
  successTitle: ruleMessage('cancellation.successTitle'),
  inProgress: ruleMessage('cancellation.inProgress'),
  seatsNotOnTicket: ruleMessage('cancellation.seatsNotOnTicket'),
  seatsAlreadyCancelled: ruleMessage('cancellation.seatsAlreadyCancelled'),
  notConfirmed: ruleMessage('cancellation.notConfirmed'),
  useCancelPost: ruleMessage('cancellation.useCancelPost'),
  refundInitiated: ruleMessage('cancellation.refundInitiated'),
  refunded: ruleMessage('cancellation.refunded'),
  refundDone: ruleMessage('cancellation.refundDone'),
  refundFailed: ruleMessage('cancellation.refundFailed'),
} as const;

const REFUND_DAYS = OPERATOR_CANCELLATION_REFUND_DAYS;

/** 'Refunds are credited to the original payment method within 5-7 business days.' */
export const REFUND_TIMELINE = ruleMessage('refund.timeline', REFUND_DAYS);

/** How a refund reaches the traveller, wherever it is told. */
export const REFUND_MESSAGES = {
  operatorCancelled: ruleMessage('refund.operatorCancelled', REFUND_DAYS),
  paymentRefunding: ruleMessage('refund.paymentRefunding', REFUND_DAYS),
  paymentRefunded: ruleMessage('refund.paymentRefunded'),
  paidWithoutTicket: ruleMessage('refund.paidWithoutTicket', REFUND_DAYS),
  debitedWithoutTicket: ruleMessage('refund.debitedWithoutTicket', REFUND_DAYS),
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
  .regex(/^[A-Za-z0-9_-]{4,40}$/, ruleError(CANCELLATION_MESSAGES.detailsNotFound));

/** `GET /api/booking_details.json?pnr_number=` */
export const bookingDetailsQuerySchema = z.object({
  pnr_number: z.string(ruleError(CANCELLATION_MESSAGES.detailsNotFound)).pipe(pnrSchema),
});

/** `GET /api/can_cancel.json?ticket_number=&seat_numbers=` */
export const canCancelQuerySchema = z.object({
  ticket_number: z.string(ruleError(CANCELLATION_MESSAGES.ticketRequired)).pipe(pnrSchema),
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
