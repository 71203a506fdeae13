/**
 * PhonePe's webhooks (A7): `Authorization` is the lowercase hex SHA-256 of `username:password` (the pair
 * set on the Business Dashboard), the body is `{event, payload}` (and the deprecated `type`, which we
 * ignore). Only `payload.state` is to be trusted for the outcome: the event name says why PhonePe called,
 * not what the order now is.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ORDER_STATES, orderStatusSchema, refundStatusSchema } from './phonepe-wire';

export const ORDER_WEBHOOK_EVENTS = ['checkout.order.completed', 'checkout.order.failed'] as const;
export const REFUND_WEBHOOK_EVENTS = ['pg.refund.accepted', 'pg.refund.completed', 'pg.refund.failed'] as const;

/** The header value PhonePe sends: lowercase hex SHA-256 of `username:password`, no scheme prefix. */
export function webhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

/** Whether a webhook's `Authorization` header is ours; compared in constant time. */
export function verifyWebhookAuthorization(
  header: string | string[] | null | undefined,
  username: string,
  password: string,
): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(webhookAuthorization(username, password), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; the length of a SHA-256 hex digest is no secret
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An order event's payload mirrors the order status, with `merchantOrderId` always present. */
export const orderWebhookPayloadSchema = orderStatusSchema.extend({
  merchantOrderId: z.string().min(1),
  state: z.enum(ORDER_STATES),
});

/** A refund event's payload: the refund status plus both merchant ids. */
export const refundWebhookPayloadSchema = refundStatusSchema.extend({
  merchantRefundId: z.string().min(1),
  merchantId: z.string().nullish(),
});

export const phonePeWebhookSchema = z.discriminatedUnion('event', [
  z.object({ event: z.enum(ORDER_WEBHOOK_EVENTS), payload: orderWebhookPayloadSchema }),
  z.object({ event: z.enum(REFUND_WEBHOOK_EVENTS), payload: refundWebhookPayloadSchema }),
]);
export type PhonePeWebhook = z.infer<typeof phonePeWebhookSchema>;

export type ParsedWebhook =
  | { ok: true; webhook: PhonePeWebhook }
  /** `unknown_event`: a well-formed call we do not handle (legacy or new event names), fine to acknowledge */
  | { ok: false; reason: 'unknown_event' | 'invalid_body'; event?: string };

/** Parse a webhook body (already JSON-decoded); never throws. */
export function parseWebhookBody(body: unknown): ParsedWebhook {
  const parsed = phonePeWebhookSchema.safeParse(body);
  if (parsed.success) return { ok: true, webhook: parsed.data };
  const event = z.object({ event: z.string() }).safeParse(body);
  const known = (ORDER_WEBHOOK_EVENTS as readonly string[])
    .concat(REFUND_WEBHOOK_EVENTS)
    .includes(event.data?.event ?? '');
  if (event.success && !known) return { ok: false, reason: 'unknown_event', event: event.data.event };
  return { ok: false, reason: 'invalid_body', event: event.data?.event };
}
