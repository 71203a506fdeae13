/**
 * PhonePe's webhooks (docs/phonepe-wire.md, A7): `Authorization` is the lowercase hex SHA-256 of
 * `username:password` (the pair set on the Business Dashboard); the body is `{event, type, payload}`, where
 * `event` is the name PhonePe's docs tell receivers to read (`checkout.order.completed`) and `type` the older
 * one its SDKs read (`CHECKOUT_ORDER_COMPLETED`), the same name in capitals, being deprecated. We read `event`,
 * and `type` when a body carries only that. Only `payload.state` is to be trusted for the outcome: the event
 * name says why PhonePe called, not what the order now is.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ORDER_STATES, orderStatusSchema, refundStatusSchema } from './phonepe-wire';

/** Standard Checkout's order events, and the same under Custom Checkout's `pg.` names (A7) */
export const ORDER_WEBHOOK_EVENTS = [
  'checkout.order.completed',
  'checkout.order.failed',
  'pg.order.completed',
  'pg.order.failed',
] as const;
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

/** the deprecated name PhonePe still sends beside `event`, e.g. `CHECKOUT_ORDER_COMPLETED`; read only when alone */
const typeField = z.string().min(1).optional();

export const phonePeWebhookSchema = z.discriminatedUnion('event', [
  z.object({ event: z.enum(ORDER_WEBHOOK_EVENTS), type: typeField, payload: orderWebhookPayloadSchema }),
  z.object({ event: z.enum(REFUND_WEBHOOK_EVENTS), type: typeField, payload: refundWebhookPayloadSchema }),
]);
export type PhonePeWebhook = z.infer<typeof phonePeWebhookSchema>;

export type ParsedWebhook =
  | { ok: true; webhook: PhonePeWebhook }
  /** `unknown_event`: a well-formed call we do not handle (legacy or new event names), fine to acknowledge */
  | { ok: false; reason: 'unknown_event' | 'invalid_body'; event?: string };

/** `CHECKOUT_ORDER_COMPLETED` → `checkout.order.completed`: each `type` PhonePe documents is its event so written. */
const eventOfType = (type: string) => type.toLowerCase().replaceAll('_', '.');

const namesSchema = z.looseObject({ event: z.string().min(1).optional(), type: z.string().min(1).optional() });

/** Parse a webhook body (already JSON-decoded); never throws. */
export function parseWebhookBody(body: unknown): ParsedWebhook {
  const names = namesSchema.safeParse(body);
  if (!names.success) return { ok: false, reason: 'invalid_body' };
  const event = names.data.event ?? (names.data.type === undefined ? undefined : eventOfType(names.data.type));
  const parsed = phonePeWebhookSchema.safeParse({ ...names.data, event });
  if (parsed.success) return { ok: true, webhook: parsed.data };
  const known = (ORDER_WEBHOOK_EVENTS as readonly string[]).concat(REFUND_WEBHOOK_EVENTS).includes(event ?? '');
  if (event !== undefined && !known) return { ok: false, reason: 'unknown_event', event };
  return { ok: false, reason: 'invalid_body', event };
}
