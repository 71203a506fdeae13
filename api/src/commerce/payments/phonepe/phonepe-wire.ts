/**
 * PhonePe Standard Checkout v2 on the wire (docs/phonepe-wire.md). The client parses every answer
 * with these schemas; the simulator builds its answers to match them. Optional fields are `nullish`
 * because PhonePe's samples send `null` for absent values (e.g. `expires_in`).
 */
import { z } from 'zod';

export const ORDER_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export const REFUND_STATES = ['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'] as const;

/** letters, digits, `_` and `-`, at most 63 characters (A3, A6) */
export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;
export const merchantIdSchema = z.string().regex(MERCHANT_ID_PATTERN, 'letters, digits, _ and -, at most 63');

/** `udf1`–`udf15` only; 1–10 free text ≤256, 11–15 ≤50 of alphanumerics and `_ - + @ .` and space (A3). */
const freeUdf = z.string().max(256);
const strictUdf = z
  .string()
  .max(50)
  .regex(/^[A-Za-z0-9_\-+@. ]*$/, 'udf11–udf15 allow letters, digits, _ - + @ . and space');
export const metaInfoSchema = z.strictObject({
  udf1: freeUdf.optional(),
  udf2: freeUdf.optional(),
  udf3: freeUdf.optional(),
  udf4: freeUdf.optional(),
  udf5: freeUdf.optional(),
  udf6: freeUdf.optional(),
  udf7: freeUdf.optional(),
  udf8: freeUdf.optional(),
  udf9: freeUdf.optional(),
  udf10: freeUdf.optional(),
  udf11: strictUdf.optional(),
  udf12: strictUdf.optional(),
  udf13: strictUdf.optional(),
  udf14: strictUdf.optional(),
  udf15: strictUdf.optional(),
});
export type MetaInfo = z.infer<typeof metaInfoSchema>;

/** `POST /v1/oauth/token` answer (A2): `expires_at` and `issued_at` are epoch seconds. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().min(1),
  expires_at: z.number().int().positive(),
  issued_at: z.number().int().positive().nullish(),
  expires_in: z.number().nullish(),
  session_expires_at: z.number().nullish(),
  encrypted_access_token: z.string().nullish(),
});

/** A payment mode entry of `paymentModeConfig`; unknown types pass (A4: accept and ignore). */
export const paymentModeEntrySchema = z.looseObject({ type: z.string().min(1) });
export type PaymentModeEntry = z.infer<typeof paymentModeEntrySchema>;

/** `POST /checkout/v2/pay` request (A3). */
export const payRequestSchema = z.object({
  merchantOrderId: merchantIdSchema,
  amount: z.number().int().min(100, 'amount must be at least 100 paise').max(1_000_000_000),
  expireAfter: z.number().int().min(300).max(3600).optional(),
  metaInfo: metaInfoSchema.optional(),
  disablePaymentRetry: z.boolean().optional(),
  prefillUserLoginDetails: z.object({ phoneNumber: z.string().max(15) }).optional(),
  paymentFlow: z.object({
    type: z.literal('PG_CHECKOUT'),
    message: z.string().max(256).optional(),
    merchantUrls: z.object({ redirectUrl: z.url({ protocol: /^https?$/ }) }),
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
  }),
});
export type PayRequest = z.infer<typeof payRequestSchema>;

/** `POST /checkout/v2/pay` answer: `expireAt` in epoch ms, `redirectUrl` the hosted checkout page. */
export const payResponseSchema = z.object({
  orderId: z.string().min(1),
  state: z.enum(ORDER_STATES),
  expireAt: z.number().int(),
  redirectUrl: z.url(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

/**
 * One payment attempt of an order (A5). `instrument` (what paid: account, card, bank, wallet) and `rail` (how:
 * UPI, PG, PhonePe's wallet) carry references such as `utr` or `bankTransactionId` that we keep but do not read.
 */
const paymentDetailFields = {
  transactionId: z.string().min(1),
  paymentMode: z.string().min(1),
  timestamp: z.number().int(),
  amount: z.number().int(),
  payableAmount: z.number().int().nullish(),
  feeAmount: z.number().int().nullish(),
  errorCode: z.string().nullish(),
  detailedErrorCode: z.string().nullish(),
  instrument: z.looseObject({ type: z.string() }).nullish(),
  rail: z.looseObject({ type: z.string() }).nullish(),
  splitInstruments: z.array(z.looseObject({})).nullish(),
};
export const paymentDetailSchema = z.object({ ...paymentDetailFields, state: z.enum(ORDER_STATES) });

/** `GET /checkout/v2/order/{merchantOrderId}/status`: a bare object, no envelope (A5). */
export const orderStatusSchema = z.object({
  orderId: z.string().min(1),
  state: z.enum(ORDER_STATES),
  amount: z.number().int(),
  expireAt: z.number().int(),
  merchantOrderId: z.string().nullish(),
  merchantId: z.string().nullish(),
  payableAmount: z.number().int().nullish(),
  feeAmount: z.number().int().nullish(),
  metaInfo: z.record(z.string(), z.string()).nullish(),
  errorCode: z.string().nullish(),
  detailedErrorCode: z.string().nullish(),
  paymentDetails: z.array(paymentDetailSchema).default([]),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** `POST /payments/v2/refund` request and answer (A6). */
export const refundRequestSchema = z.object({
  merchantRefundId: merchantIdSchema,
  originalMerchantOrderId: merchantIdSchema,
  amount: z.number().int().min(1),
});

export const refundResponseSchema = z.object({
  refundId: z.string().min(1),
  amount: z.number().int(),
  state: z.enum(REFUND_STATES),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** `GET /payments/v2/refund/{merchantRefundId}/status` (A6). */
export const refundStatusSchema = z.object({
  originalMerchantOrderId: z.string().min(1),
  refundId: z.string().min(1),
  amount: z.number().int(),
  state: z.enum(REFUND_STATES),
  merchantRefundId: z.string().nullish(),
  timestamp: z.number().int().nullish(),
  errorCode: z.string().nullish(),
  detailedErrorCode: z.string().nullish(),
  splitInstruments: z.array(z.looseObject({})).nullish(),
  /** the money going back: the refund's own attempt, on the instrument and rail that paid */
  paymentDetails: z.array(z.object({ ...paymentDetailFields, state: z.enum(REFUND_STATES) })).default([]),
});
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** Error bodies carry some of these (A9); they may also be not JSON at all. */
export const errorBodySchema = z.looseObject({
  success: z.boolean().optional(),
  code: z.union([z.string(), z.number()]).optional(),
  errorCode: z.union([z.string(), z.number()]).optional(),
  message: z.string().optional(),
  data: z.unknown().optional(),
  context: z.unknown().optional(),
});
