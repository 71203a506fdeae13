/**
 * The simulator's webhook calls to the merchant (A7): POST `{type, event, payload}` with `Authorization` the
 * SHA-256 hex of `username:password`. Sent after the answer that caused them, retried on failure, as
 * PhonePe does; a receiver must therefore cope with late and repeated calls.
 */
import { WEBHOOK_EVENTS, webhookAuthorization, type WebhookBody, type WebhookEvent } from './sim-wire';

export interface WebhookTarget {
  url: string;
  username: string;
  password: string;
}

export interface WebhookDelivery {
  event: string;
  /** the merchantOrderId or merchantRefundId the call is about */
  subject: string;
  state: string;
  status: 'pending' | 'delivered' | 'failed' | 'dropped';
  attempts: number;
  lastHttpStatus?: number;
}

/** Retry waits after a failed attempt; four attempts in all. */
const DEFAULT_RETRY_DELAYS_MS = [500, 2000, 5000];
const ATTEMPT_TIMEOUT_MS = 5000;
/** how far apart the copies of a duplicated webhook go */
const DUPLICATE_GAP_MS = 250;
/** the latest deliveries, newest last, for `GET /sim/phonepe/webhooks` */
const KEPT = 100;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    // never keep a process (or a test run) alive for a webhook
    setTimeout(resolve, ms).unref();
  });

export function createWebhookSender(options: {
  target: WebhookTarget;
  settings: () => { webhookDelayMs: number; dropWebhooks: boolean; duplicateWebhooks: number };
  retryDelaysMs?: readonly number[];
  onError?: (error: unknown, delivery: WebhookDelivery) => void;
}) {
  const deliveries: WebhookDelivery[] = [];
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const authorization = webhookAuthorization(options.target.username, options.target.password);

  async function deliver(delivery: WebhookDelivery, body: string, delayMs: number) {
    if (delayMs > 0) await sleep(delayMs);
    for (let attempt = 0; attempt <= retryDelays.length; attempt += 1) {
      if (attempt > 0) await sleep(retryDelays[attempt - 1] ?? 0);
      delivery.attempts += 1;
      try {
        const response = await fetch(options.target.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: authorization },
          body,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        delivery.lastHttpStatus = response.status;
        await response.body?.cancel();
        if (response.ok) {
          delivery.status = 'delivered';
          return;
        }
      } catch (error) {
        delivery.lastHttpStatus = undefined;
        options.onError?.(error, delivery);
      }
    }
    delivery.status = 'failed';
  }

  return {
    /** Queue a webhook; returns at once. */
    send(event: WebhookEvent, payload: WebhookBody['payload'], subject: string): WebhookDelivery {
      const { webhookDelayMs, dropWebhooks, duplicateWebhooks } = options.settings();
      const body = JSON.stringify({ type: WEBHOOK_EVENTS[event], event, payload } satisfies WebhookBody);
      const copies = Array.from({ length: 1 + duplicateWebhooks }, (_, copy) => {
        const delivery: WebhookDelivery = {
          event,
          subject,
          state: payload.state,
          status: dropWebhooks ? 'dropped' : 'pending',
          attempts: 0,
        };
        deliveries.push(delivery);
        if (deliveries.length > KEPT) deliveries.shift();
        if (!dropWebhooks) void deliver(delivery, body, webhookDelayMs + copy * DUPLICATE_GAP_MS);
        return delivery;
      });
      return copies[0]!;
    },
    deliveries: (): readonly WebhookDelivery[] => deliveries,
    clear: () => {
      deliveries.length = 0;
    },
  };
}
