import { z } from 'zod';
import { SETTLE_MODES } from './hosted-page';

/**
 * Test controls of the PhonePe simulator (`GET/PUT /sim/phonepe/knobs`). A PUT replaces them all, so
 * `PUT {}` is a reset. Unknown names are refused: a misspelt knob would otherwise pass silently.
 */
export const phonePeKnobsSchema = z.strictObject({
  /** added before every gateway call (token, pay, status, refund) */
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  /** share of gateway calls answered with HTTP 500 */
  failureRate: z.number().min(0).max(1).default(0),
  /** overrides the button pressed on the hosted page (and the outcome of `autoComplete`) */
  forceOutcome: z.enum(['COMPLETED', 'FAILED']).nullable().default(null),
  /** orders created while set settle by themselves, without the page (API tests) */
  autoComplete: z.boolean().default(false),
  autoCompleteDelayMs: z.number().int().min(0).max(600_000).default(0),
  /** wait before the first webhook attempt */
  webhookDelayMs: z.number().int().min(0).max(600_000).default(0),
  /** lose every webhook (the merchant must fall back on order status) */
  dropWebhooks: z.boolean().default(false),
  /** send every webhook this many extra times, a moment apart, as PhonePe may repeat a call already answered */
  duplicateWebhooks: z.number().int().min(0).max(5).default(0),
  /** lifetime of new access tokens */
  tokenTtlSeconds: z.number().int().min(2).max(86_400).default(3600),
  /** how refunds made while set end */
  refundOutcome: z.enum(['COMPLETED', 'FAILED']).default('COMPLETED'),
  /** a refund moves one step (PENDING → CONFIRMED → final) per this many ms, or per status read */
  refundStepMs: z.number().int().min(0).max(600_000).default(2000),
});
export type PhonePeKnobs = z.infer<typeof phonePeKnobsSchema>;

export const defaultPhonePeKnobs = (): PhonePeKnobs => phonePeKnobsSchema.parse({});

/** `POST /sim/phonepe/orders/{merchantOrderId}/settle`: as if the traveller had pressed a button on the page. */
export const settleRequestSchema = z.strictObject({
  state: z.enum(['COMPLETED', 'FAILED']),
  paymentMode: z.enum(SETTLE_MODES).default('UPI'),
  /** FAILED by the Cancel button rather than a failed payment */
  cancelled: z.boolean().default(false),
});
