/**
 * Our own PhonePe Standard Checkout v2 client (the production adapter), on fetch. The official Node SDK
 * is a process singleton with fixed hosts (A10); this one takes two bases, so the same code talks to the
 * simulator, the sandbox and production.
 */
import type { z } from 'zod';
import { paymentModeConfig, type PaymentMode } from './payment-modes';
import { PHONEPE_CLIENT_CODES, PhonePeError } from './phonepe-error';
import {
  errorBodySchema,
  orderStatusSchema,
  payResponseSchema,
  refundResponseSchema,
  refundStatusSchema,
  tokenResponseSchema,
  type MetaInfo,
  type OrderStatus,
  type PayRequest,
  type PayResponse,
  type RefundResponse,
  type RefundStatus,
} from './phonepe-wire';

export * from './payment-modes';
export * from './phonepe-error';
export * from './phonepe-wire';
export * from './phonepe-webhook';

export interface PhonePeClientOptions {
  clientId: string;
  clientSecret: string;
  /** `1` in the sandbox; production's comes with the credentials (A1) */
  clientVersion: number | string;
  /** OAuth base: `…/apis/pg-sandbox` (sandbox), `…/apis/identity-manager` (production) */
  tokenBaseUrl: string;
  /** PG base: `…/apis/pg-sandbox` (sandbox), `…/apis/pg` (production) */
  pgBaseUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** epoch ms; for tests of the token cache */
  now?: () => number;
}

export interface PayInput {
  merchantOrderId: string;
  amountPaise: number;
  /** 300–3600; the product's 900 */
  expireAfterSeconds?: number;
  /** where the hosted page sends the browser back, on success and failure alike */
  redirectUrl: string;
  message?: string;
  metaInfo?: MetaInfo;
  /** the modes to offer; all (or none given) leaves the choice to PhonePe's defaults */
  paymentModes?: readonly PaymentMode[];
}

export interface RefundInput {
  merchantRefundId: string;
  originalMerchantOrderId: string;
  amountPaise: number;
}

export interface PhonePeClient {
  pay(input: PayInput): Promise<PayResponse>;
  /** `details`: every attempt instead of the latest only */
  orderStatus(merchantOrderId: string, options?: { details?: boolean }): Promise<OrderStatus>;
  refund(input: RefundInput): Promise<RefundResponse>;
  refundStatus(merchantRefundId: string): Promise<RefundStatus>;
  /** A valid access token, from the cache when it is fresh enough; `force` fetches a new one. */
  accessToken(force?: boolean): Promise<string>;
}

interface CachedToken {
  authorization: string;
  /** local epoch ms after which a refresh is due (half the lifetime, A2) */
  refreshAt: number;
  /** local epoch ms after which the token is no use */
  expiresAt: number;
}

const trimBase = (url: string) => url.replace(/\/+$/, '');
const segment = (value: string) => encodeURIComponent(value);

export function createPhonePeClient(options: PhonePeClientOptions): PhonePeClient {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  const tokenBase = trimBase(options.tokenBaseUrl);
  const pgBase = trimBase(options.pgBaseUrl);
  let cached: CachedToken | undefined;
  // one refresh at a time: concurrent callers wait for the same answer instead of each asking
  let refreshing: Promise<CachedToken> | undefined;

  async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown; text: string }> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PhonePeError(
          0,
          PHONEPE_CLIENT_CODES.timeout,
          `PhonePe did not answer within ${options.timeoutMs} ms`,
        );
      }
      throw new PhonePeError(0, PHONEPE_CLIENT_CODES.network, 'PhonePe could not be reached');
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new PhonePeError(response.status, PHONEPE_CLIENT_CODES.network, 'PhonePe answer was cut short');
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) throw errorFrom(response.status, body);
    return { status: response.status, body, text };
  }

  /** A9: code = errorCode ‖ code, message = the body's, data = context ‖ data; bodies may be not JSON. */
  function errorFrom(status: number, body: unknown): PhonePeError {
    const parsed = errorBodySchema.safeParse(body);
    const fields = parsed.success ? parsed.data : {};
    const code = fields.errorCode ?? fields.code ?? `HTTP_${status}`;
    return new PhonePeError(
      status,
      String(code),
      fields.message?.trim() || `PhonePe answered HTTP ${status}`,
      fields.context ?? fields.data,
    );
  }

  function parseAnswer<S extends z.ZodType>(schema: S, answer: { status: number; body: unknown }, what: string) {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      throw new PhonePeError(
        answer.status,
        PHONEPE_CLIENT_CODES.invalidResponse,
        `Unexpected ${what} answer from PhonePe`,
      );
    }
    return parsed.data as z.infer<S>;
  }

  async function fetchToken(): Promise<CachedToken> {
    const form = new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      client_version: String(options.clientVersion),
      grant_type: 'client_credentials',
    });
    const answer = await send(`${tokenBase}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
    });
    const token = parseAnswer(tokenResponseSchema, answer, 'token');
    // the lifetime comes from PhonePe's two instants; counting it from our own clock ignores clock skew
    const received = now();
    const lifetimeMs = token.issued_at
      ? (token.expires_at - token.issued_at) * 1000
      : token.expires_at * 1000 - received;
    if (lifetimeMs <= 0) {
      throw new PhonePeError(answer.status, PHONEPE_CLIENT_CODES.invalidResponse, 'PhonePe issued an expired token');
    }
    return {
      // A2: the header is token_type + space + token, so `O-Bearer` comes from PhonePe itself
      authorization: `${token.token_type} ${token.access_token}`,
      refreshAt: received + lifetimeMs / 2,
      expiresAt: received + lifetimeMs,
    };
  }

  function refresh(): Promise<CachedToken> {
    refreshing ??= fetchToken()
      .then((token) => {
        cached = token;
        return token;
      })
      .catch((error: unknown) => {
        // as the SDK does: a failed refresh keeps a token that still works
        if (cached && now() < cached.expiresAt) return cached;
        throw error;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  async function token(force = false): Promise<CachedToken> {
    if (!force && cached && now() < cached.refreshAt) return cached;
    return refresh();
  }

  /** A PG call with the token; on 401 one forced refresh and one more try (A2). */
  async function authorized(url: string, init: RequestInit): Promise<{ status: number; body: unknown; text: string }> {
    const first = await token();
    const call = (authorization: string) =>
      send(url, { ...init, headers: { ...init.headers, Accept: 'application/json', Authorization: authorization } });
    try {
      return await call(first.authorization);
    } catch (error) {
      if (!(error instanceof PhonePeError) || error.httpStatus !== 401) throw error;
      // another caller may have refreshed meanwhile: only a token we already tried needs replacing
      const second = cached && cached !== first ? cached : await forceRefresh(first);
      return call(second.authorization);
    }
  }

  async function forceRefresh(stale: CachedToken): Promise<CachedToken> {
    if (cached === stale) cached = undefined;
    const fresh = await refresh();
    if (fresh === stale) throw new PhonePeError(401, 'UNAUTHORIZED', 'PhonePe rejected the access token');
    return fresh;
  }

  /** Status reads are safe to repeat: one more try after a dropped connection or a 5xx. */
  async function readWithRetry(url: string) {
    try {
      return await authorized(url, { method: 'GET' });
    } catch (error) {
      const transient = error instanceof PhonePeError && (error.httpStatus === 0 || error.httpStatus >= 500);
      if (!transient) throw error;
      return authorized(url, { method: 'GET' });
    }
  }

  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  return {
    async pay(input) {
      const request: PayRequest = {
        merchantOrderId: input.merchantOrderId,
        amount: input.amountPaise,
        expireAfter: input.expireAfterSeconds,
        metaInfo: input.metaInfo,
        paymentFlow: {
          type: 'PG_CHECKOUT',
          message: input.message,
          merchantUrls: { redirectUrl: input.redirectUrl },
          paymentModeConfig: paymentModeConfig(input.paymentModes),
        },
      };
      return parseAnswer(payResponseSchema, await authorized(`${pgBase}/checkout/v2/pay`, json(request)), 'pay');
    },

    async orderStatus(merchantOrderId, statusOptions = {}) {
      const details = statusOptions.details ? 'true' : 'false';
      const url = `${pgBase}/checkout/v2/order/${segment(merchantOrderId)}/status?details=${details}`;
      return parseAnswer(orderStatusSchema, await readWithRetry(url), 'order status');
    },

    async refund(input) {
      const request = {
        merchantRefundId: input.merchantRefundId,
        originalMerchantOrderId: input.originalMerchantOrderId,
        amount: input.amountPaise,
      };
      return parseAnswer(
        refundResponseSchema,
        await authorized(`${pgBase}/payments/v2/refund`, json(request)),
        'refund',
      );
    },

    async refundStatus(merchantRefundId) {
      const url = `${pgBase}/payments/v2/refund/${segment(merchantRefundId)}/status`;
      return parseAnswer(refundStatusSchema, await readWithRetry(url), 'refund status');
    },

    async accessToken(force = false) {
      const current = await (force ? refresh() : token());
      return current.authorization.slice(current.authorization.indexOf(' ') + 1);
    },
  };
}
