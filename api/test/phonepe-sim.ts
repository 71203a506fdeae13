/**
 * Test kit for whatever talks to the PhonePe simulator of a test API (the simulator's own tests, our
 * client's, PhonePe's SDK's): a merchant's webhook endpoint, the knobs, fresh ids.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  authorization: string | undefined;
  /** the body as sent, for a check that needs the very text (PhonePe's SDK takes it so) */
  raw: string;
  body: unknown;
  at: number;
}

/** The merchantRefundId or merchantOrderId a webhook body is about. */
export function webhookSubject(body: unknown): string | undefined {
  const payload = (body as { payload?: { merchantRefundId?: unknown; merchantOrderId?: unknown } } | undefined)
    ?.payload;
  const subject = payload?.merchantRefundId ?? payload?.merchantOrderId;
  return typeof subject === 'string' ? subject : undefined;
}

/** Calls about one order or refund: tests share a receiver, and webhooks of earlier tests may come late. */
export const about =
  (subject: string) =>
  (call: ReceivedWebhook): boolean =>
    webhookSubject(call.body) === subject;

/** A merchant's webhook endpoint: records every call; `status(body)` says what to answer. */
export async function startWebhookReceiver(status: (body: unknown) => number = () => 200) {
  const calls: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      calls.push({ authorization: req.headers.authorization, raw, body, at: Date.now() });
      res.writeHead(status(body), { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/phonepe/webhook`,
    calls,
    /** Resolves once `count` calls (that pass `filter`) have arrived; rejects after `timeoutMs`. */
    async waitFor(
      count: number,
      filter: (call: ReceivedWebhook) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<ReceivedWebhook[]> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const matching = calls.filter(filter);
        if (matching.length >= count) return matching.slice(0, count);
        if (Date.now() > until) throw new Error(`expected ${count} webhook calls, got ${matching.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

let serial = 0;
/** A merchantOrderId no other test uses. */
export const uniqueId = (prefix = 'T') => `${prefix}${Date.now().toString(36)}${(serial += 1)}`.toUpperCase();

export async function putKnobs(apiUrl: string, knobs: object): Promise<Response> {
  return fetch(`${apiUrl}/sim/phonepe/knobs`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(knobs),
  });
}
