import type http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { about, putKnobs, startWebhookReceiver, uniqueId, type WebhookReceiver } from '../../../../test/phonepe-sim';
import { startFakeProvider, startTestApi, type TestApi } from '../../../../test/api-test-kit';
import { DEV_PHONEPE, loadConfig } from '../../../config';
import {
  createPhonePeClient,
  parseWebhookBody,
  PhonePeError,
  paymentModeConfig,
  verifyWebhookAuthorization,
  type PhonePeClientOptions,
} from './phonepe-client';

const REDIRECT = 'http://localhost:5175/payment/callback';

/** Our client pointed at the simulator of a test API, counting the token requests it makes. */
function simClient(apiUrl: string, overrides: Partial<PhonePeClientOptions> = {}) {
  const requests: { method: string; url: string }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    requests.push({ method: init?.method ?? 'GET', url: String(input) });
    return fetch(input, init);
  };
  const client = createPhonePeClient({
    clientId: DEV_PHONEPE.clientId,
    clientSecret: DEV_PHONEPE.clientSecret,
    clientVersion: DEV_PHONEPE.clientVersion,
    tokenBaseUrl: `${apiUrl}/sim/phonepe`,
    pgBaseUrl: `${apiUrl}/sim/phonepe`,
    timeoutMs: 5000,
    fetchImpl,
    ...overrides,
  });
  return {
    client,
    requests,
    tokenRequests: () => requests.filter((request) => request.url.endsWith('/v1/oauth/token')).length,
  };
}

describe('PhonePe client against the simulator', () => {
  let api: TestApi;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    api = await startTestApi({ env: { PHONEPE_WEBHOOK_URL: receiver.url } });
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await receiver.close();
  });
  afterEach(async () => {
    await putKnobs(api.url, {});
  });

  const settle = (merchantOrderId: string, body: object) =>
    fetch(`${api.url}/sim/phonepe/orders/${merchantOrderId}/settle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('pays, reads the order status and sees the settlement', async () => {
    const { client } = simClient(api.url);
    const merchantOrderId = uniqueId('PAY');
    const before = Date.now();
    const paid = await client.pay({
      merchantOrderId,
      amountPaise: 52_500,
      expireAfterSeconds: 900,
      redirectUrl: REDIRECT,
      message: 'Bus ticket',
      metaInfo: { udf1: 'Asha Das', udf2: 'asha@example.com', udf3: '9876543210' },
    });
    expect(paid.orderId).toMatch(/^OMO\d{22}$/);
    expect(paid.state).toBe('PENDING');
    // ms, not seconds: 900 s from now
    expect(paid.expireAt).toBeGreaterThanOrEqual(before + 899_000);
    expect(paid.expireAt).toBeLessThan(Date.now() + 901_000);
    expect(paid.redirectUrl).toMatch(new RegExp(`^${api.url}/sim/phonepe/transact\\?token=`));

    const pending = await client.orderStatus(merchantOrderId);
    expect(pending).toMatchObject({ orderId: paid.orderId, state: 'PENDING', amount: 52_500, paymentDetails: [] });
    expect(pending.metaInfo).toEqual({ udf1: 'Asha Das', udf2: 'asha@example.com', udf3: '9876543210' });

    expect((await settle(merchantOrderId, { state: 'COMPLETED', paymentMode: 'CARD' })).status).toBe(200);
    const done = await client.orderStatus(merchantOrderId);
    expect(done.state).toBe('COMPLETED');
    expect(done.paymentDetails).toHaveLength(1);
    expect(done.paymentDetails[0]).toMatchObject({ paymentMode: 'CARD', state: 'COMPLETED', amount: 52_500 });
    expect(done.paymentDetails[0]?.transactionId).toMatch(/^OM\d{22}$/);
  });

  it('reads the status of a payment made in every way the checkout offers', async () => {
    const { client } = simClient(api.url);
    for (const paymentMode of ['UPI', 'UPI_INTENT', 'UPI_QR', 'CARD', 'NET_BANKING', 'WALLET']) {
      const merchantOrderId = uniqueId('MODE');
      await client.pay({ merchantOrderId, amountPaise: 1000, redirectUrl: REDIRECT });
      expect((await settle(merchantOrderId, { state: 'COMPLETED', paymentMode })).status).toBe(200);
      const done = await client.orderStatus(merchantOrderId, { details: true });
      expect({ paymentMode, state: done.state, attempts: done.paymentDetails.length }).toEqual({
        paymentMode,
        state: 'COMPLETED',
        attempts: 1,
      });
    }
  });

  it('accepts the webhooks the simulator sends, order and refund alike', async () => {
    const { client } = simClient(api.url);
    await putKnobs(api.url, { refundStepMs: 0 });
    const id = uniqueId('HOOK');
    await client.pay({ merchantOrderId: id, amountPaise: 2000, redirectUrl: REDIRECT });
    await settle(id, { state: 'COMPLETED', paymentMode: 'CARD' });
    await client.refund({ merchantRefundId: `${id}-R`, originalMerchantOrderId: id, amountPaise: 500 });
    await client.refundStatus(`${id}-R`);
    const calls = [...(await receiver.waitFor(1, about(id))), ...(await receiver.waitFor(1, about(`${id}-R`)))];
    for (const call of calls) {
      expect(
        verifyWebhookAuthorization(call.authorization, DEV_PHONEPE.webhookUsername, DEV_PHONEPE.webhookPassword),
      ).toBe(true);
    }
    expect(calls.map((call) => parseWebhookBody(call.body))).toMatchObject([
      {
        ok: true,
        webhook: { event: 'checkout.order.completed', payload: { merchantOrderId: id, state: 'COMPLETED' } },
      },
      {
        ok: true,
        webhook: {
          event: 'pg.refund.accepted',
          payload: { merchantRefundId: `${id}-R`, originalMerchantOrderId: id, state: 'CONFIRMED' },
        },
      },
    ]);
  });

  it('asks for one token for many calls, concurrent ones included', async () => {
    const { client, tokenRequests, requests } = simClient(api.url);
    const id = uniqueId('TOK');
    await client.pay({ merchantOrderId: id, amountPaise: 100, redirectUrl: REDIRECT });
    await Promise.all(Array.from({ length: 8 }, () => client.orderStatus(id)));
    await client.orderStatus(id);
    expect(tokenRequests()).toBe(1);
    expect(requests).toHaveLength(11);
  });

  it('refreshes the token once half its life has passed', async () => {
    let clock = Date.now();
    const { client, tokenRequests } = simClient(api.url, { now: () => clock });
    await putKnobs(api.url, { tokenTtlSeconds: 600 });
    const first = await client.accessToken();
    clock += 299_000;
    expect(await client.accessToken()).toBe(first);
    clock += 2000;
    const [a, b] = await Promise.all([client.accessToken(), client.accessToken()]);
    expect(a).not.toBe(first);
    expect(b).toBe(a);
    expect(tokenRequests()).toBe(2);
  });

  it('on a 401 fetches a new token and tries once more', async () => {
    const { client, tokenRequests } = simClient(api.url);
    const id = uniqueId('REV');
    await client.pay({ merchantOrderId: id, amountPaise: 1000, redirectUrl: REDIRECT });
    const revoked = await fetch(`${api.url}/sim/phonepe/tokens`, { method: 'DELETE' });
    expect((await revoked.json()).revoked).toBeGreaterThanOrEqual(1);
    // concurrent callers with the same rejected token share one refresh
    const statuses = await Promise.all([client.orderStatus(id), client.orderStatus(id), client.orderStatus(id)]);
    expect(statuses.map((status) => status.state)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(tokenRequests()).toBe(2);
  });

  it('gets a 401 from a token that really expired, and recovers', async () => {
    await putKnobs(api.url, { tokenTtlSeconds: 2 });
    const clock = Date.now();
    // a frozen clock: the client believes its token is fresh, only the server knows better
    const { client, tokenRequests } = simClient(api.url, { now: () => clock });
    const id = uniqueId('EXP');
    await client.pay({ merchantOrderId: id, amountPaise: 1000, redirectUrl: REDIRECT });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await client.orderStatus(id)).state).toBe('PENDING');
    expect(tokenRequests()).toBe(2);
  });

  it('refunds and follows the refund to COMPLETED', async () => {
    const { client } = simClient(api.url);
    await putKnobs(api.url, { refundStepMs: 0 });
    const id = uniqueId('REF');
    await client.pay({ merchantOrderId: id, amountPaise: 10_000, redirectUrl: REDIRECT });
    await settle(id, { state: 'COMPLETED' });
    const refund = await client.refund({
      merchantRefundId: `${id}-R1`,
      originalMerchantOrderId: id,
      amountPaise: 7500,
    });
    expect(refund).toEqual({ refundId: expect.stringMatching(/^OMR\d{22}$/), amount: 7500, state: 'PENDING' });
    const confirmed = await client.refundStatus(`${id}-R1`);
    expect(confirmed).toMatchObject({
      originalMerchantOrderId: id,
      refundId: refund.refundId,
      amount: 7500,
      state: 'CONFIRMED',
    });
    expect((await client.refundStatus(`${id}-R1`)).state).toBe('COMPLETED');
    expect((await client.refundStatus(`${id}-R1`)).state).toBe('COMPLETED');

    const over = await client
      .refund({ merchantRefundId: `${id}-R2`, originalMerchantOrderId: id, amountPaise: 2501 })
      .catch((error: unknown) => error);
    expect(over).toBeInstanceOf(PhonePeError);
    expect(over).toMatchObject({ httpStatus: 400, code: 'REFUND_AMOUNT_EXCEEDED' });
  });

  it('maps gateway errors to PhonePeError with status, code and message', async () => {
    const { client } = simClient(api.url);
    const tooSmall = await client
      .pay({ merchantOrderId: uniqueId('ERR'), amountPaise: 99, redirectUrl: REDIRECT })
      .catch((error: unknown) => error);
    expect(tooSmall).toBeInstanceOf(PhonePeError);
    expect(tooSmall).toMatchObject({ httpStatus: 400, code: 'BAD_REQUEST' });
    expect((tooSmall as Error).message).toContain('amount');

    const missing = await client.orderStatus('NO-SUCH-ORDER').catch((error: unknown) => error);
    expect(missing).toMatchObject({ httpStatus: 404, code: 'ORDER_NOT_FOUND' });

    const id = uniqueId('DUP');
    await client.pay({ merchantOrderId: id, amountPaise: 500, redirectUrl: REDIRECT });
    const duplicate = await client
      .pay({ merchantOrderId: id, amountPaise: 500, redirectUrl: REDIRECT })
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ httpStatus: 409, code: 'DUPLICATE_ORDER' });

    const wrongSecret = simClient(api.url, { clientSecret: 'not-the-secret' }).client;
    const refused = await wrongSecret.orderStatus(id).catch((error: unknown) => error);
    expect(refused).toMatchObject({ httpStatus: 401, code: 'INVALID_CLIENT' });
  });

  it('retries a status read once after a 5xx, but not a payment', async () => {
    const { client, requests } = simClient(api.url);
    const id = uniqueId('FLR');
    await client.pay({ merchantOrderId: id, amountPaise: 500, redirectUrl: REDIRECT });
    await putKnobs(api.url, { failureRate: 1 });
    const before = requests.length;
    const failed = await client.orderStatus(id).catch((error: unknown) => error);
    expect(failed).toMatchObject({ httpStatus: 500, code: 'INTERNAL_SERVER_ERROR' });
    expect(requests.length - before).toBe(2);
    const payFailed = await client
      .pay({ merchantOrderId: uniqueId('FLR'), amountPaise: 500, redirectUrl: REDIRECT })
      .catch((error: unknown) => error);
    expect(payFailed).toMatchObject({ httpStatus: 500 });
    expect(requests.length - before).toBe(3);
  });

  it('asks for the chosen payment modes only when not all are wanted', () => {
    expect(paymentModeConfig(undefined)).toBeUndefined();
    expect(paymentModeConfig(['UPI', 'CARD', 'NET_BANKING', 'WALLET'])).toBeUndefined();
    expect(paymentModeConfig(['UPI', 'NET_BANKING'])).toEqual({
      enabledPaymentModes: [
        { type: 'UPI_INTENT' },
        { type: 'UPI_COLLECT' },
        { type: 'UPI_QR' },
        { type: 'NET_BANKING' },
      ],
    });
  });

  it('is configured for the simulator by loadConfig when no PhonePe client is set', async () => {
    const port = new URL(api.url).port;
    const config = loadConfig({ NODE_ENV: 'test', API_PORT: port, DATA_DIR: 'memory://' }).payments.phonepe;
    expect(config.simulated).toBe(true);
    expect(config.pgBaseUrl).toBe(`http://127.0.0.1:${port}/sim/phonepe`);
    const client = createPhonePeClient(config);
    const paid = await client.pay({ merchantOrderId: uniqueId('CFG'), amountPaise: 100, redirectUrl: REDIRECT });
    expect(paid.state).toBe('PENDING');
  });
});

describe('PhonePe client against odd answers', () => {
  const tokenAnswer = JSON.stringify({
    access_token: 'abc',
    token_type: 'O-Bearer',
    issued_at: Math.floor(Date.now() / 1000),
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  });
  const clientFor = (baseUrl: string, timeoutMs = 2000) =>
    createPhonePeClient({
      clientId: 'id',
      clientSecret: 'secret',
      clientVersion: 1,
      tokenBaseUrl: `${baseUrl}/identity`,
      pgBaseUrl: `${baseUrl}/pg`,
      timeoutMs,
    });
  const fake = (pg: http.RequestListener) =>
    startFakeProvider((req, res) => {
      if (req.url === '/identity/v1/oauth/token') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(tokenAnswer);
        return;
      }
      pg(req, res);
    });

  it('uses the two bases and sends O-Bearer from token_type', async () => {
    let authorization: string | undefined;
    const provider = await fake((req, res) => {
      authorization = req.headers.authorization;
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ orderId: 'OMO1', state: 'PENDING', amount: 100, expireAt: 1, paymentDetails: [] }));
    });
    try {
      await clientFor(provider.baseUrl).orderStatus('A-1');
      expect(provider.requests).toEqual(['/identity/v1/oauth/token', '/pg/checkout/v2/order/A-1/status?details=false']);
      expect(authorization).toBe('O-Bearer abc');
    } finally {
      await provider.close();
    }
  });

  it('reports a body that is not JSON, an unexpected shape and a timeout', async () => {
    let mode: 'html' | 'shape' | 'hang' = 'html';
    const provider = await fake((_req, res) => {
      if (mode === 'html') res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html>Bad gateway</html>');
      else if (mode === 'shape')
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"state":"SOMETHING"}');
      // 'hang': never answer
    });
    try {
      const client = clientFor(provider.baseUrl, 300);
      const html = await client
        .refund({ merchantRefundId: 'R', originalMerchantOrderId: 'O', amountPaise: 1 })
        .catch((e: unknown) => e);
      expect(html).toMatchObject({ httpStatus: 502, code: 'HTTP_502' });
      mode = 'shape';
      const shape = await client.orderStatus('O').catch((e: unknown) => e);
      expect(shape).toMatchObject({ httpStatus: 200, code: 'INVALID_RESPONSE' });
      mode = 'hang';
      const hang = await client.refundStatus('R').catch((e: unknown) => e);
      expect(hang).toMatchObject({ httpStatus: 0, code: 'TIMEOUT' });
    } finally {
      await provider.close();
    }
  });
});
