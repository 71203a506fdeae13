import { z } from 'zod';

export const PAYMENT_EXPIRY_SECONDS = 900;
export const PAYMENT_POLL_INTERVAL_MS = 5000;
export const PAYMENT_MAX_POLLS = 60;
export const PAYMENT_POPUP = { width: 500, height: 700 } as const;
/** How long a tentative booking holds its seats unless the setting says otherwise. */
export const DEFAULT_HOLD_MINUTES = 15;
export const PAYMENT_MODES = ['UPI', 'CARD', 'NET_BANKING', 'WALLET'] as const;

/**
 * `POST /api/phonepe/create-payment`. The client names the booking (its PNR as `merchantOrderId`, as our
 * payment page does); `amount` and the rest may be sent but the server computes every figure itself.
 */
export const createPaymentRequestSchema = z.looseObject({
  merchantOrderId: z.string().trim().min(1).max(40),
});
export const createPaymentResponseSchema = z.object({
  orderId: z.string(),
  redirectUrl: z.url(),
  amount: z.number().int(),
  expireAt: z.number().int(),
});

export const PAYMENT_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;

/** `GET /api/phonepe/order-status/{orderId}`: `{success, code, data}`, plus where the booking now stands. */
export const orderStatusResponseSchema = z.object({
  success: z.boolean(),
  code: z.string(),
  data: z.object({
    orderId: z.string(),
    state: z.enum(PAYMENT_STATES),
    transactionId: z.string().optional(),
    pnr: z.string(),
    bookingStatus: z.string(),
    paymentStatus: z.string(),
    failureReason: z.string().nullable(),
  }),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

/**
 * Local storage key of the pending booking: `{ pnr }` only, since the server's
 * record is the truth. The booking page writes it before going to `/payment?pnr=…`; success removes it.
 */
export const PENDING_BOOKING_STORAGE_KEY = 'jatra.pendingBooking';
export const pendingBookingSchema = z.object({ pnr: z.string().min(1) });
