/**
 * PhonePe Standard Checkout v2 on the wire, as the simulator reads and writes it: written from
 * docs/phonepe-wire.md and from what PhonePe's own Node SDK (pg-sdk-node) sends and reads, never from
 * our client, so that a misreading on our side shows up as a failing test instead of being copied here.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

export const ORDER_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export const REFUND_STATES = ['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** letters, digits, `_` and `-`, at most 63 characters (A3, A6) */
export const merchantIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'letters, digits, _ and -, at most 63');

/** `POST /v1/oauth/token`, form-urlencoded (A2). */
export const tokenFormSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  client_version: z.string().min(1),
  grant_type: z.literal('client_credentials'),
});

const freeUdf = z.string().max(256);
const strictUdf = z
  .string()
  .max(50)
  .regex(/^[A-Za-z0-9_\-+@. ]*$/, 'udf11–udf15 allow letters, digits, _ - + @ . and space');
/** `udf1`–`udf15` only; 1–10 free text ≤256, 11–15 ≤50 of a few characters (A3). */
const metaInfoSchema = z.strictObject(
  Object.fromEntries(
    Array.from({ length: 15 }, (_, index) => [`udf${index + 1}`, (index < 10 ? freeUdf : strictUdf).optional()]),
  ),
);

/** A `paymentModeConfig` entry; unknown types are accepted and ignored (A4). */
const paymentModeEntrySchema = z.looseObject({ type: z.string().min(1) });

const paymentFlowFields = {
  type: z.literal('PG_CHECKOUT'),
  message: z.string().max(256).optional(),
  paymentModeConfig: z
    .object({
      version: z.string().optional(),
      enabledPaymentModes: z.array(paymentModeEntrySchema).optional(),
      disabledPaymentModes: z.array(paymentModeEntrySchema).optional(),
    })
    .refine((config) => !(config.enabledPaymentModes && config.disabledPaymentModes), {
      message: 'enabledPaymentModes and disabledPaymentModes cannot both be given',
    })
    .optional(),
};
const redirectUrlSchema = z.url({ protocol: /^https?$/ });

const orderRequestFields = {
  merchantOrderId: merchantIdSchema,
  amount: z.number().int().min(100, 'amount must be at least 100 paise').max(1_000_000_000),
  expireAfter: z.number().int().min(300).max(3600).optional(),
  metaInfo: metaInfoSchema.optional(),
  disablePaymentRetry: z.boolean().optional(),
  prefillUserLoginDetails: z.object({ phoneNumber: z.string().max(15) }).optional(),
};

/** `POST /checkout/v2/pay` (A3): the hosted page sends the browser back to `merchantUrls.redirectUrl`. */
export const payRequestSchema = z.object({
  ...orderRequestFields,
  paymentFlow: z.object({ ...paymentFlowFields, merchantUrls: z.object({ redirectUrl: redirectUrlSchema }) }),
});
export type PayRequest = z.infer<typeof payRequestSchema>;
export type PaymentModeConfig = PayRequest['paymentFlow']['paymentModeConfig'];

/**
 * `POST /checkout/v2/sdk/order` (A3, mobile): the app's PhonePe SDK opens the checkout with the answer's
 * `token` and learns the outcome itself, so a way back is optional (the SDK's builder may send none).
 */
export const sdkOrderRequestSchema = z.object({
  ...orderRequestFields,
  paymentFlow: z.object({
    ...paymentFlowFields,
    merchantUrls: z.object({ redirectUrl: redirectUrlSchema.optional() }).optional(),
  }),
});

/** `POST /payments/v2/refund` (A6). */
export const refundRequestSchema = z.object({
  merchantRefundId: merchantIdSchema,
  originalMerchantOrderId: merchantIdSchema,
  amount: z.number().int().min(1),
});

/** `paymentDetails[].paymentMode` (A5); a wallet is paid inside PhonePe's app, `PPE_INTENT`. */
export const PAYMENT_MODES = [
  'UPI_INTENT',
  'UPI_COLLECT',
  'UPI_QR',
  'CARD',
  'TOKEN',
  'NET_BANKING',
  'PPE_INTENT',
] as const;

/** The bank's references of a card or net-banking payment, as the SDK's card and net-banking instruments carry them. */
const bankReferences = {
  bankTransactionId: z.string().min(1),
  bankId: z.string().min(1),
  brn: z.string().min(1),
  arn: z.string().min(1),
};

/** What paid (A5, the SDK's `paymentinstruments`). */
export const instrumentSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ACCOUNT'),
    maskedAccountNumber: z.string().optional(),
    ifsc: z.string().optional(),
    accountHolderName: z.string().optional(),
    accountType: z.string().optional(),
  }),
  z.object({ type: z.literal('CREDIT_CARD'), ...bankReferences }),
  z.object({ type: z.literal('DEBIT_CARD'), ...bankReferences }),
  z.object({ type: z.literal('NET_BANKING'), ...bankReferences }),
  z.object({ type: z.literal('WALLET'), walletId: z.string().min(1) }),
  z.object({ type: z.literal('EGV'), cardNumber: z.string().min(1), programId: z.string().min(1) }),
]);
export type Instrument = z.infer<typeof instrumentSchema>;

/** How the money moved (A5, the SDK's `rails`): UPI, a card or bank gateway (PG), or PhonePe's wallet or gift card. */
export const railSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('UPI'), utr: z.string().min(1), upiTransactionId: z.string().min(1), vpa: z.string() }),
  z.object({
    type: z.literal('PG'),
    transactionId: z.string().min(1),
    authorizationCode: z.string().min(1),
    serviceTransactionId: z.string().min(1),
  }),
  z.object({ type: z.literal('PPI_WALLET') }),
  z.object({ type: z.literal('PPI_EGV') }),
]);
export type Rail = z.infer<typeof railSchema>;

/** One payment attempt (`paymentDetails[]`, A5); a refund's `paymentDetails[]` has the same shape. */
export const paymentDetailSchema = z.object({
  transactionId: z.string().min(1),
  paymentMode: z.enum(PAYMENT_MODES),
  timestamp: z.number().int(),
  amount: z.number().int(),
  state: z.enum([...ORDER_STATES, ...REFUND_STATES]),
  payableAmount: z.number().int().optional(),
  feeAmount: z.number().int().optional(),
  errorCode: z.string().optional(),
  detailedErrorCode: z.string().optional(),
  instrument: instrumentSchema.optional(),
  rail: railSchema.optional(),
  splitInstruments: z
    .array(z.object({ instrument: instrumentSchema, rail: railSchema, amount: z.number().int() }))
    .optional(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** Order status (and transaction status): a bare object, times in epoch ms (A5). */
export const orderStatusSchema = z.object({
  merchantId: z.string().optional(),
  merchantOrderId: z.string().optional(),
  orderId: z.string().min(1),
  state: z.enum(ORDER_STATES),
  amount: z.number().int(),
  payableAmount: z.number().int().optional(),
  feeAmount: z.number().int().optional(),
  expireAt: z.number().int(),
  metaInfo: z.record(z.string(), z.string()).optional(),
  errorCode: z.string().optional(),
  detailedErrorCode: z.string().optional(),
  paymentDetails: z.array(paymentDetailSchema),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Refund status (A6), with the refund's own `paymentDetails` as the SDK reads them. */
export const refundStatusSchema = z.object({
  merchantId: z.string().optional(),
  merchantRefundId: z.string().min(1),
  originalMerchantOrderId: z.string().min(1),
  refundId: z.string().min(1),
  amount: z.number().int(),
  state: z.enum(REFUND_STATES),
  timestamp: z.number().int(),
  errorCode: z.string().optional(),
  detailedErrorCode: z.string().optional(),
  paymentDetails: z.array(paymentDetailSchema),
});
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/**
 * Webhook events (docs/phonepe-wire.md A7) with the older `type` name PhonePe still sends beside `event`: the
 * SDK's `validateCallback` reads `type` (its CallbackType), PhonePe's docs tell receivers to read `event`. Each
 * `type` is its event in capitals with `_` for `.`.
 */
export const WEBHOOK_EVENTS = {
  'checkout.order.completed': 'CHECKOUT_ORDER_COMPLETED',
  'checkout.order.failed': 'CHECKOUT_ORDER_FAILED',
  'pg.refund.accepted': 'PG_REFUND_ACCEPTED',
  'pg.refund.completed': 'PG_REFUND_COMPLETED',
  'pg.refund.failed': 'PG_REFUND_FAILED',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
const webhookEventNames = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];

/** A webhook body: the payload mirrors order status, or refund status for refund events (A7). */
export const webhookBodySchema = z
  .object({
    type: z.enum(Object.values(WEBHOOK_EVENTS) as [string, ...string[]]),
    event: z.enum(webhookEventNames),
    payload: z.union([orderStatusSchema.extend({ merchantOrderId: z.string().min(1) }), refundStatusSchema]),
  })
  .refine((body) => WEBHOOK_EVENTS[body.event] === body.type, { message: 'type does not match event' });
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** The webhook's `Authorization`: lowercase hex SHA-256 of `username:password`, no scheme (A7). */
export function webhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}
