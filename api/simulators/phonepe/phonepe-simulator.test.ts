import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  about,
  putKnobs,
  startWebhookReceiver,
  uniqueId,
  webhookSubject,
  type WebhookReceiver,
} from '../../test/phonepe-sim';
import { freshStore, startApiOn, startTestApi, type TestApi } from '../../test/api-test-kit';
import { orderStatusSchema, webhookAuthorization, webhookBodySchema } from './sim-wire';

const MERCHANT_REDIRECT = 'http://localhost:5175/payment/callback?pnr=JT1';

/** The hidden page token of a checkout page, as the browser would post it back. */
const pageToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The token form the app's credentials fill in (A2). */
const tokenForm = (api: TestApi, overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: api.config.payments.phonepe.clientId,
    client_secret: api.config.payments.phonepe.clientSecret,
    client_version: String(api.config.payments.phonepe.clientVersion),
    grant_type: 'client_credentials',
    ...overrides,
  }).toString();

async function issueToken(api: TestApi): Promise<string> {
  const response = await fetch(`${api.url}/sim/phonepe/v1/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: tokenForm(api),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('PhonePe simulator', () => {
  let api: TestApi;
  let receiver: WebhookReceiver;
  /** orders whose first webhook call the receiver refuses with 503 */
  const refuseOnce = new Set<string>();
  let accessToken: string;
  /** the simulator's clock runs with real time, shifted by this much */
  let offset = 0;
  const sim = (suffix: string) => `${api.url}/sim/phonepe${suffix}`;

  const gateway = (suffix: string, body?: unknown, token: string | null = accessToken) =>
    fetch(sim(suffix), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token === null ? {} : { Authorization: `O-Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const payBody = (overrides: Record<string, unknown> = {}) => ({
    merchantOrderId: uniqueId('SIM'),
    amount: 12_345_600,
    expireAfter: 900,
    paymentFlow: {
      type: 'PG_CHECKOUT',
      message: 'Jorhat to Guwahati',
      merchantUrls: { redirectUrl: MERCHANT_REDIRECT },
    },
    ...overrides,
  });

  async function createOrder(overrides: Record<string, unknown> = {}) {
    const body = payBody(overrides);
    const response = await gateway('/checkout/v2/pay', body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { orderId: string; redirectUrl: string; expireAt: number };
    return { merchantOrderId: body.merchantOrderId, ...answer };
  }

  /** Order status, checked against the simulator's own description of the answer. */
  const status = async (merchantOrderId: string) => {
    const response = await gateway(`/checkout/v2/order/${merchantOrderId}/status?details=true`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(orderStatusSchema.safeParse(body).error).toBeUndefined();
    return body;
  };

  const submit = (form: Record<string, string>) =>
    fetch(sim('/transact'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });

  async function openPage(redirectUrl: string) {
    const response = await fetch(redirectUrl);
    expect(response.status).toBe(200);
    return { response, html: await response.text() };
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver((body) => (refuseOnce.delete(webhookSubject(body) ?? '') ? 503 : 200));
    api = await startTestApi({ env: { PHONEPE_WEBHOOK_URL: receiver.url }, now: () => new Date(Date.now() + offset) });
    accessToken = await issueToken(api);
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await receiver.close();
  });
  beforeEach(() => {
    offset = 0;
  });
  afterEach(async () => {
    await putKnobs(api.url, {});
  });

  describe('token endpoint', () => {
    it('issues an O-Bearer token with times in seconds', async () => {
      const response = await fetch(sim('/v1/oauth/token'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: tokenForm(api),
      });
      expect(response.status).toBe(200);
      const token = await response.json();
      expect(token.token_type).toBe('O-Bearer');
      expect(token.access_token.length).toBeGreaterThan(20);
      expect(token.expires_at - token.issued_at).toBe(3600);
      expect(Math.abs(token.issued_at - Date.now() / 1000)).toBeLessThan(5);
    });

    it('refuses an unknown client with 401 and a malformed form with 400', async () => {
      const form = (fields: Record<string, string>) =>
        fetch(sim('/v1/oauth/token'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: tokenForm(api, fields),
        });
      expect((await form({ client_id: 'SOMEONE_ELSE' })).status).toBe(401);
      expect((await form({ client_version: '2' })).status).toBe(401);
      expect((await form({ grant_type: 'password' })).status).toBe(400);
    });
  });

  describe('pay validations', () => {
    it('needs a live O-Bearer token', async () => {
      expect((await gateway('/checkout/v2/pay', payBody(), null)).status).toBe(401);
      expect((await gateway('/checkout/v2/pay', payBody(), 'made-up')).status).toBe(401);
      const bearer = await fetch(sim('/checkout/v2/pay'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(payBody()),
      });
      expect(bearer.status).toBe(401);
      expect(await bearer.json()).toMatchObject({ success: false, code: 'AUTHORIZATION_FAILED' });
    });

    it('checks merchantOrderId, amount, expireAfter, metaInfo and payment modes', async () => {
      const cases: [Record<string, unknown>, number][] = [
        [{ merchantOrderId: 'has space' }, 400],
        [{ merchantOrderId: 'A'.repeat(64) }, 400],
        [{ merchantOrderId: `A${uniqueId()}`.padEnd(63, 'x') }, 200],
        [{ amount: 99 }, 400],
        [{ amount: 100.5 }, 400],
        [{ amount: 100 }, 200],
        [{ expireAfter: 299 }, 400],
        [{ expireAfter: 3601 }, 400],
        [{ expireAfter: 300 }, 200],
        [{ metaInfo: { udf16: 'x' } }, 400],
        [{ metaInfo: { udf11: 'not#allowed' } }, 400],
        [{ metaInfo: { udf1: 'Asha Das, seat 4', udf11: 'asha@example.com' } }, 200],
        [{ paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'javascript:alert(1)' } } }, 400],
        [{ paymentFlow: { type: 'PAY_PAGE', merchantUrls: { redirectUrl: MERCHANT_REDIRECT } } }, 400],
        [
          {
            paymentFlow: {
              type: 'PG_CHECKOUT',
              merchantUrls: { redirectUrl: MERCHANT_REDIRECT },
              paymentModeConfig: {
                enabledPaymentModes: [{ type: 'UPI_QR' }],
                disabledPaymentModes: [{ type: 'CARD' }],
              },
            },
          },
          400,
        ],
      ];
      for (const [overrides, expected] of cases) {
        const response = await gateway('/checkout/v2/pay', payBody(overrides));
        expect({ overrides, status: response.status }).toEqual({ overrides, status: expected });
      }
    });

    it('refuses a second order with the same merchantOrderId', async () => {
      const body = payBody();
      expect((await gateway('/checkout/v2/pay', body)).status).toBe(200);
      const again = await gateway('/checkout/v2/pay', { ...body, amount: 500 });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ success: false, code: 'DUPLICATE_ORDER' });
    });

    it('answers an unknown order with 404', async () => {
      expect((await gateway('/checkout/v2/order/NOPE-1/status')).status).toBe(404);
    });
  });

  describe('hosted checkout page', () => {
    it('shows merchant, amount in rupees and the four modes under a strict CSP', async () => {
      const order = await createOrder();
      const { response, html } = await openPage(order.redirectUrl);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("form-action 'self' http://localhost:5175");
      expect(csp).not.toContain('unsafe-inline');
      // opened in the merchant's popup: a COOP of same-origin would hide it from its opener
      expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
      expect(html).not.toContain('<script');
      expect(html).toContain('Jatra Travels Private Limited');
      expect(html).toContain('₹1,23,456.00');
      for (const label of ['>UPI<', '>Card<', '>Net banking<', '>Wallet<']) expect(html).toContain(label);
      for (const action of ['value="pay">Pay<', 'value="fail">Fail<', 'value="cancel">Cancel<'])
        expect(html).toContain(action);
      expect(pageToken(html).length).toBeGreaterThan(20);
    });

    it('offers only the modes the order allows', async () => {
      const order = await createOrder({
        paymentFlow: {
          type: 'PG_CHECKOUT',
          merchantUrls: { redirectUrl: MERCHANT_REDIRECT },
          paymentModeConfig: {
            enabledPaymentModes: [{ type: 'UPI_INTENT' }, { type: 'NET_BANKING' }, { type: 'SOMETHING_NEW' }],
          },
        },
      });
      const { html } = await openPage(order.redirectUrl);
      expect(html).toContain('id="mode-UPI"');
      expect(html).toContain('id="mode-NET_BANKING"');
      expect(html).not.toContain('id="mode-CARD"');
      expect(html).not.toContain('id="mode-WALLET"');
    });

    it('Pay: 303 back to the merchant, order COMPLETED, signed webhook', async () => {
      const order = await createOrder();
      const { html } = await openPage(order.redirectUrl);
      const answer = await submit({
        token: pageToken(html),
        action: 'pay',
        paymentMode: 'CARD',
        cardNumber: '4111 1111 1111 1111',
        cardExpiry: '09/29',
        cardCvv: '321',
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(MERCHANT_REDIRECT);
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');

      const settled = await status(order.merchantOrderId);
      expect(settled).toMatchObject({ orderId: order.orderId, state: 'COMPLETED', amount: 12_345_600 });
      expect(settled.paymentDetails).toHaveLength(1);
      // a card payment carries the bank's references and the gateway's ids, no card number
      expect(settled.paymentDetails[0]).toMatchObject({
        paymentMode: 'CARD',
        state: 'COMPLETED',
        amount: 12_345_600,
        instrument: {
          type: 'CREDIT_CARD',
          bankId: 'HDFC',
          bankTransactionId: expect.stringMatching(/^\d+$/),
          brn: expect.any(String),
          arn: expect.any(String),
        },
        rail: {
          type: 'PG',
          transactionId: expect.any(String),
          authorizationCode: expect.any(String),
          serviceTransactionId: expect.stringMatching(/^PG\d+$/),
        },
      });
      expect(Object.keys(settled.paymentDetails[0].instrument).sort()).toEqual([
        'arn',
        'bankId',
        'bankTransactionId',
        'brn',
        'type',
      ]);
      expect(settled.paymentDetails[0].transactionId).toMatch(/^OM\d+$/);

      const [call] = await receiver.waitFor(1, about(order.merchantOrderId));
      const { username, password } = api.config.payments.phonepe.webhook;
      expect(call?.authorization).toBe(webhookAuthorization(username, password));
      expect(webhookBodySchema.parse(call?.body)).toMatchObject({
        type: 'CHECKOUT_ORDER_COMPLETED',
        event: 'checkout.order.completed',
        payload: {
          merchantOrderId: order.merchantOrderId,
          orderId: order.orderId,
          state: 'COMPLETED',
          paymentDetails: [{ transactionId: settled.paymentDetails[0].transactionId }],
        },
      });

      // the page is spent: a second press changes nothing
      const again = await submit({ token: pageToken(html), action: 'fail', paymentMode: 'UPI' });
      expect(again.status).toBe(409);
      expect((await status(order.merchantOrderId)).state).toBe('COMPLETED');
      const reopened = await openPage(order.redirectUrl);
      expect(reopened.html).toContain('This payment is complete.');
    });

    it('Fail and Cancel: FAILED with their error codes, and a failed webhook', async () => {
      const failed = await createOrder();
      const failPage = await openPage(failed.redirectUrl);
      const failAnswer = await submit({
        token: pageToken(failPage.html),
        action: 'fail',
        paymentMode: 'UPI',
        upiId: 'asha@okaxis',
      });
      expect(failAnswer.status).toBe(303);
      expect(await status(failed.merchantOrderId)).toMatchObject({
        state: 'FAILED',
        errorCode: 'PAYMENT_ERROR',
        paymentDetails: [{ state: 'FAILED', paymentMode: 'UPI_COLLECT' }],
      });

      const cancelled = await createOrder();
      const cancelPage = await openPage(cancelled.redirectUrl);
      const cancelAnswer = await submit({ token: pageToken(cancelPage.html), action: 'cancel' });
      expect(cancelAnswer.status).toBe(303);
      expect(cancelAnswer.headers.get('location')).toBe(MERCHANT_REDIRECT);
      expect(await status(cancelled.merchantOrderId)).toMatchObject({
        state: 'FAILED',
        errorCode: 'USER_CANCEL',
        paymentDetails: [],
      });

      const calls = await receiver.waitFor(
        2,
        (call) => about(failed.merchantOrderId)(call) || about(cancelled.merchantOrderId)(call),
      );
      const events = calls
        .map((call) => webhookBodySchema.parse(call.body))
        .map((body) => [body.event, body.payload.state]);
      expect(events).toEqual([
        ['checkout.order.failed', 'FAILED'],
        ['checkout.order.failed', 'FAILED'],
      ]);
    });

    it('re-asks for a bad UPI ID and leaves the order pending', async () => {
      const order = await createOrder();
      const { html } = await openPage(order.redirectUrl);
      const answer = await submit({ token: pageToken(html), action: 'pay', paymentMode: 'UPI', upiId: 'not a vpa' });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('role="alert">Enter a UPI ID such as name@bank');
      expect((await status(order.merchantOrderId)).state).toBe('PENDING');
    });

    it('answers an unknown page token with 404', async () => {
      expect((await fetch(sim('/transact?token=nope'))).status).toBe(404);
      expect((await submit({ token: 'nope', action: 'pay' })).status).toBe(404);
    });
  });

  describe('expiry', () => {
    it('turns a pending order FAILED once expireAfter has passed, with a webhook', async () => {
      const order = await createOrder({ expireAfter: 300 });
      offset += 298_000;
      expect((await status(order.merchantOrderId)).state).toBe('PENDING');
      offset += 3000;
      expect(await status(order.merchantOrderId)).toMatchObject({
        state: 'FAILED',
        errorCode: 'TXN_NOT_COMPLETED',
        detailedErrorCode: 'TXN_AUTO_FAILED',
      });
      const [call] = await receiver.waitFor(1, about(order.merchantOrderId));
      expect(call?.body).toMatchObject({
        event: 'checkout.order.failed',
        payload: { merchantOrderId: order.merchantOrderId },
      });
      const { html } = await openPage(order.redirectUrl);
      expect(html).toContain('This payment did not go through.');
    });
  });

  describe('refunds', () => {
    async function completedOrder(amount = 10_000) {
      const order = await createOrder({ amount });
      await fetch(sim(`/orders/${order.merchantOrderId}/settle`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: 'COMPLETED' }),
      });
      return order;
    }
    const refund = (merchantRefundId: string, originalMerchantOrderId: string, amount: number) =>
      gateway('/payments/v2/refund', { merchantRefundId, originalMerchantOrderId, amount });

    it('refuses refunds of pending orders, over the amount, and repeated refund ids', async () => {
      const pending = await createOrder();
      expect((await refund(`${pending.merchantOrderId}-R`, pending.merchantOrderId, 100)).status).toBe(400);
      expect((await refund('R-NO-ORDER', 'NO-SUCH-ORDER', 100)).status).toBe(404);

      await putKnobs(api.url, { refundStepMs: 0 });
      const order = await completedOrder(10_000);
      expect((await refund(`${order.merchantOrderId}-1`, order.merchantOrderId, 6000)).status).toBe(200);
      const over = await refund(`${order.merchantOrderId}-2`, order.merchantOrderId, 4001);
      expect(over.status).toBe(400);
      expect(await over.json()).toMatchObject({ code: 'REFUND_AMOUNT_EXCEEDED' });
      expect((await refund(`${order.merchantOrderId}-2`, order.merchantOrderId, 4000)).status).toBe(200);
      const duplicate = await refund(`${order.merchantOrderId}-2`, order.merchantOrderId, 1);
      expect(duplicate.status).toBe(400);
      expect(await duplicate.json()).toMatchObject({ code: 'DUPLICATE_REFUND' });
    });

    it('moves PENDING → CONFIRMED → COMPLETED on its own, with webhooks', async () => {
      await putKnobs(api.url, { refundStepMs: 150 });
      const order = await completedOrder();
      const id = `${order.merchantOrderId}-T`;
      expect(await (await refund(id, order.merchantOrderId, 2500)).json()).toMatchObject({
        state: 'PENDING',
        amount: 2500,
      });
      const calls = await receiver.waitFor(2, about(id));
      // two deliveries in flight may overtake each other, as PhonePe's may: compare as a set
      const events = calls.map((call) => (call.body as { event: string }).event).sort();
      expect(events).toEqual(['pg.refund.accepted', 'pg.refund.completed']);
      const completed = calls.find((call) => (call.body as { event: string }).event === 'pg.refund.completed');
      expect(completed?.body).toMatchObject({
        payload: {
          merchantRefundId: id,
          originalMerchantOrderId: order.merchantOrderId,
          state: 'COMPLETED',
          amount: 2500,
        },
      });
      const answer = await gateway(`/payments/v2/refund/${id}/status`);
      expect(await answer.json()).toMatchObject({ state: 'COMPLETED', refundId: expect.stringMatching(/^OMR/) });
    });

    it('fails refunds when refundOutcome is FAILED, and a failed refund frees its amount', async () => {
      await putKnobs(api.url, { refundStepMs: 0, refundOutcome: 'FAILED' });
      const order = await completedOrder(1000);
      const id = `${order.merchantOrderId}-F`;
      expect((await refund(id, order.merchantOrderId, 1000)).status).toBe(200);
      expect(await (await gateway(`/payments/v2/refund/${id}/status`)).json()).toMatchObject({
        state: 'FAILED',
        errorCode: 'REFUND_FAILED',
      });
      await putKnobs(api.url, { refundStepMs: 0 });
      expect((await refund(`${id}2`, order.merchantOrderId, 1000)).status).toBe(200);
    });
  });

  describe('knobs', () => {
    it('answers the defaults and refuses bad values and unknown names', async () => {
      const knobs = await (await fetch(sim('/knobs'))).json();
      expect(knobs).toMatchObject({
        forceOutcome: null,
        autoComplete: false,
        dropWebhooks: false,
        webhookDelayMs: 0,
        latencyMs: 0,
        failureRate: 0,
      });
      expect((await putKnobs(api.url, { failureRate: 2 })).status).toBe(400);
      expect((await putKnobs(api.url, { forceOutcome: 'PENDING' })).status).toBe(400);
      expect((await putKnobs(api.url, { latency: 5 })).status).toBe(400);
      const set = await putKnobs(api.url, { forceOutcome: 'FAILED', latencyMs: 5 });
      expect(await set.json()).toMatchObject({ forceOutcome: 'FAILED', latencyMs: 5, dropWebhooks: false });
    });

    it('dropWebhooks loses the webhook', async () => {
      await putKnobs(api.url, { dropWebhooks: true });
      const order = await createOrder();
      const { html } = await openPage(order.redirectUrl);
      expect((await submit({ token: pageToken(html), action: 'pay', upiId: 'success@ybl' })).status).toBe(303);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(receiver.calls.filter(about(order.merchantOrderId))).toHaveLength(0);
      const log = await (await fetch(sim('/webhooks'))).json();
      expect(
        log.deliveries.find((delivery: { subject: string }) => delivery.subject === order.merchantOrderId),
      ).toMatchObject({
        event: 'checkout.order.completed',
        subject: order.merchantOrderId,
        status: 'dropped',
      });
    });

    it('webhookDelayMs holds the webhook back', async () => {
      await putKnobs(api.url, { webhookDelayMs: 700 });
      const order = await createOrder();
      const { html } = await openPage(order.redirectUrl);
      const pressed = Date.now();
      expect((await submit({ token: pageToken(html), action: 'pay', upiId: 'success@ybl' })).status).toBe(303);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.calls.filter(about(order.merchantOrderId))).toHaveLength(0);
      const [call] = await receiver.waitFor(1, about(order.merchantOrderId));
      expect(call!.at - pressed).toBeGreaterThanOrEqual(650);
    });

    it('duplicateWebhooks sends the same webhook again, body and all', async () => {
      await putKnobs(api.url, { duplicateWebhooks: 2 });
      const order = await createOrder();
      const { html } = await openPage(order.redirectUrl);
      expect((await submit({ token: pageToken(html), action: 'pay', upiId: 'success@ybl' })).status).toBe(303);
      const calls = await receiver.waitFor(3, about(order.merchantOrderId));
      expect(new Set(calls.map((call) => call.raw)).size).toBe(1);
      expect(calls[0]!.body).toMatchObject({ event: 'checkout.order.completed' });
    });

    it('forceOutcome overrides the button pressed', async () => {
      await putKnobs(api.url, { forceOutcome: 'FAILED' });
      const paid = await createOrder();
      const first = await openPage(paid.redirectUrl);
      expect(first.html).toContain('every button ends this payment as FAILED');
      await submit({ token: pageToken(first.html), action: 'pay', paymentMode: 'WALLET', wallet: 'AMAZONPAY' });
      expect(await status(paid.merchantOrderId)).toMatchObject({
        state: 'FAILED',
        paymentDetails: [{ paymentMode: 'PPE_INTENT', instrument: { type: 'WALLET' }, rail: { type: 'PPI_WALLET' } }],
      });

      await putKnobs(api.url, { forceOutcome: 'COMPLETED' });
      const cancelled = await createOrder();
      const second = await openPage(cancelled.redirectUrl);
      await submit({ token: pageToken(second.html), action: 'cancel', paymentMode: 'NET_BANKING', bank: 'AGVB' });
      expect(await status(cancelled.merchantOrderId)).toMatchObject({
        state: 'COMPLETED',
        paymentDetails: [{ paymentMode: 'NET_BANKING', instrument: { bankId: 'AGVB' } }],
      });
    });

    it('autoComplete settles orders without the page, webhook included', async () => {
      await putKnobs(api.url, { autoComplete: true, autoCompleteDelayMs: 300 });
      const order = await createOrder();
      expect((await status(order.merchantOrderId)).state).toBe('PENDING');
      // the timer settles it and sends the webhook without anyone reading the status
      const [call] = await receiver.waitFor(1, about(order.merchantOrderId));
      expect(call?.body).toMatchObject({
        event: 'checkout.order.completed',
        payload: { merchantOrderId: order.merchantOrderId },
      });
      expect((await status(order.merchantOrderId)).state).toBe('COMPLETED');
    });

    it('the settle endpoint acts like the page, once', async () => {
      const order = await createOrder();
      const settle = (body: object) =>
        fetch(sim(`/orders/${order.merchantOrderId}/settle`), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await settle({ state: 'PAID' })).status).toBe(400);
      const answer = await settle({ state: 'FAILED', cancelled: true });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        order: { merchantOrderId: order.merchantOrderId, state: 'FAILED', errorCode: 'USER_CANCEL' },
        redirectUrl: MERCHANT_REDIRECT,
        webhook: { event: 'checkout.order.failed', url: receiver.url },
      });
      expect((await settle({ state: 'COMPLETED' })).status).toBe(409);
      const unknown = await fetch(sim('/orders/NOPE/settle'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: 'COMPLETED' }),
      });
      expect(unknown.status).toBe(404);
      await receiver.waitFor(1, about(order.merchantOrderId));
    });

    it('retries a webhook the merchant did not accept', async () => {
      const order = await createOrder();
      refuseOnce.add(order.merchantOrderId);
      await fetch(sim(`/orders/${order.merchantOrderId}/settle`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: 'COMPLETED' }),
      });
      const calls = await receiver.waitFor(2, about(order.merchantOrderId));
      expect(calls[1]?.body).toEqual(calls[0]?.body);
      expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(400);
      const log = await (await fetch(sim('/webhooks'))).json();
      expect(
        log.deliveries.find((delivery: { subject: string }) => delivery.subject === order.merchantOrderId),
      ).toMatchObject({
        subject: order.merchantOrderId,
        status: 'delivered',
        attempts: 2,
        lastHttpStatus: 200,
      });
    });
  });
});

describe('PhonePe simulator state across a restart', () => {
  it('keeps orders, settlements and tokens', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-phonepe-'));
    const store = await freshStore(dir);
    try {
      const first = await startApiOn(store.options);
      const token = await issueToken(first);
      const gatewayOf = (api: TestApi) => (suffix: string, body?: unknown) =>
        fetch(`${api.url}/sim/phonepe${suffix}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `O-Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const id = uniqueId('RST');
      const paid = (await (
        await gatewayOf(first)('/checkout/v2/pay', {
          merchantOrderId: id,
          amount: 4200,
          paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: MERCHANT_REDIRECT } },
        })
      ).json()) as { orderId: string; redirectUrl: string };
      await fetch(`${first.url}/sim/phonepe/orders/${id}/settle`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: 'COMPLETED', paymentMode: 'UPI' }),
      });
      const before = await (await gatewayOf(first)(`/checkout/v2/order/${id}/status`)).json();
      await first.close();

      const second = await startApiOn(store.options);
      try {
        // the token issued before the restart still opens the gateway
        const answer = await gatewayOf(second)(`/checkout/v2/order/${id}/status`);
        expect(answer.status).toBe(200);
        const after = await answer.json();
        expect(after).toMatchObject({ orderId: paid.orderId, state: 'COMPLETED', amount: 4200 });
        expect(after.paymentDetails).toEqual(before.paymentDetails);
        // and the page of the settled order says so
        const page = await fetch(paid.redirectUrl.replace(first.url, second.url));
        expect(await page.text()).toContain('This payment is complete.');
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
