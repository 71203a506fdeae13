/**
 * PhonePe's own Node SDK (pg-sdk-node) drives the simulator: whatever PhonePe's client sends, the simulator
 * must understand, and whatever it answers, that client must read. The SDK knows nothing of our code, so
 * this is the simulator checked against PhonePe, not against us.
 */
import {
  CallbackType,
  CreateSdkOrderRequest,
  Env,
  EnvConfig,
  MetaInfo,
  PaymentInstrumentType,
  PaymentRailType,
  PgV2InstrumentType,
  PhonePeException,
  RefundRequest,
  ResourceConflict,
  ResourceNotFound,
  StandardCheckoutClient,
  StandardCheckoutPayRequest,
  type PaymentDetail,
} from 'pg-sdk-node';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { about, putKnobs, startWebhookReceiver, uniqueId, type WebhookReceiver } from '../../test/phonepe-sim';
import { startTestApi, type TestApi } from '../../test/api-test-kit';

const REDIRECT = 'http://localhost:5175/payment/callback';

/**
 * The SDK's instrument and rail classes by the `type` that picks them (its PaymentDetail declares the unions), read
 * from the SDK's own declarations, so that a field PhonePe adds to a class is one the simulator must send too.
 */
const SDK_CLASS_FILES: Record<string, string> = {
  ACCOUNT: 'paymentinstruments/AccountInstrumentV2.d.ts',
  CREDIT_CARD: 'paymentinstruments/CreditCardPaymentInstrumentV2.d.ts',
  DEBIT_CARD: 'paymentinstruments/DebitCardPaymentInstrumentV2.d.ts',
  NET_BANKING: 'paymentinstruments/NetbankingPaymentInstrumentV2.d.ts',
  WALLET: 'paymentinstruments/WalletPaymentInstrumentV2.d.ts',
  EGV: 'paymentinstruments/EgvPaymentInstrumentV2.d.ts',
  UPI: 'rails/UpiPaymentRail.d.ts',
  PG: 'rails/PgPaymentRail.d.ts',
  PPI_WALLET: 'rails/PpiWalletPaymentRail.d.ts',
  PPI_EGV: 'rails/PpiEgvPaymentRail.d.ts',
};
const SDK_RESPONSE_MODELS = join(
  dirname(createRequire(import.meta.url).resolve('pg-sdk-node')),
  'common/models/response',
);

/** The fields a class declares besides `type`: those it requires, and those it marks optional (`name?:`). */
function declaredFields(type: string): { required: string[]; optional: string[] } {
  const file = SDK_CLASS_FILES[type];
  if (!file) return { required: ['(a type the SDK has no class for)'], optional: [] };
  const source = readFileSync(join(SDK_RESPONSE_MODELS, file), 'utf8');
  const body = /class \w+ extends \w+ \{([^}]*)\}/.exec(source)?.[1] ?? '';
  const fields = [...body.matchAll(/^\s*(\w+)(\?)?:/gm)].filter(([, name]) => name !== 'type');
  return {
    required: fields.filter(([, , optional]) => !optional).map(([, name]) => name!),
    optional: fields.filter(([, , optional]) => optional).map(([, name]) => name!),
  };
}

/**
 * What the SDK reads of one attempt: each named value one of its enums knows, each field its class requires
 * filled in (a non-empty string), and each optional one it sends a string.
 */
function sdkReading(detail: PaymentDetail) {
  const { instrument, rail } = detail;
  const filled = (part: object | undefined) => {
    const values = (part ?? {}) as Record<string, unknown>;
    const { required, optional } = declaredFields(String(values.type));
    return Object.fromEntries([
      ...required.map((field) => [field, typeof values[field] === 'string' && values[field] !== '']),
      ...optional.filter((field) => field in values).map((field) => [field, typeof values[field] === 'string']),
    ]);
  };
  return {
    paymentMode: Object.values(PgV2InstrumentType).includes(detail.paymentMode) ? detail.paymentMode : 'unknown',
    instrument: Object.values(PaymentInstrumentType).includes(instrument?.type as PaymentInstrumentType)
      ? instrument?.type
      : 'unknown',
    rail: Object.values(PaymentRailType).includes(rail?.type as PaymentRailType) ? rail?.type : 'unknown',
    filled: { ...filled(instrument), ...filled(rail) },
  };
}

const allFilled = (fields: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(fields).map((field) => [field, true]));

describe("PhonePe's Node SDK against the simulator", () => {
  let api: TestApi;
  let receiver: WebhookReceiver;
  let client: StandardCheckoutClient;
  const calls: string[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    api = await startTestApi({ env: { PHONEPE_WEBHOOK_URL: receiver.url } });
    api.onRequest((path) => calls.push(path));
    // the SDK has no way to name its hosts (A10): its one hook is the static that answers them
    const base = `${api.url}/sim/phonepe`;
    EnvConfig.getBaseUrls = () => ({ pgHostUrl: base, oAuthHostUrl: base, eventsHostUrl: base }) as EnvConfig;
    const { clientId, clientSecret, clientVersion } = api.config.payments.phonepe;
    client = StandardCheckoutClient.getInstance(clientId, clientSecret, clientVersion, Env.SANDBOX, false);
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await receiver.close();
  });
  afterEach(async () => {
    await putKnobs(api.url, {});
  });

  const settle = async (merchantOrderId: string, body: object) => {
    const response = await fetch(`${api.url}/sim/phonepe/orders/${merchantOrderId}/settle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  };

  const pay = (merchantOrderId: string, amount = 10_000) =>
    client.pay(
      StandardCheckoutPayRequest.builder()
        .merchantOrderId(merchantOrderId)
        .amount(amount)
        .expireAfter(900)
        .message('Jorhat to Guwahati')
        .metaInfo(MetaInfo.builder().udf1('Asha Das').udf2('seat 4').build())
        .redirectUrl(REDIRECT)
        .build(),
    );

  it('gets a token and pays: a pending order and the hosted page to pay it on', async () => {
    const id = uniqueId('SDK');
    const before = Date.now();
    const paid = await pay(id);
    expect(calls.filter((path) => path === '/sim/phonepe/v1/oauth/token')).toHaveLength(1);
    expect(paid.orderId).toMatch(/^OMO\d+$/);
    expect(paid.state).toBe('PENDING');
    expect(paid.expireAt).toBeGreaterThanOrEqual(before + 899_000);
    expect((await fetch(paid.redirectUrl)).status).toBe(200);

    const pending = await client.getOrderStatus(id);
    expect(pending).toMatchObject({
      orderId: paid.orderId,
      state: 'PENDING',
      amount: 10_000,
      metaInfo: { udf1: 'Asha Das', udf2: 'seat 4' },
      paymentDetails: [],
    });
  });

  // the settle endpoint's ways to pay, and what PhonePe reports for each (A5)
  const modes = [
    ['UPI', 'UPI_COLLECT', 'ACCOUNT', 'UPI'],
    ['UPI_INTENT', 'UPI_INTENT', 'ACCOUNT', 'UPI'],
    ['UPI_QR', 'UPI_QR', 'ACCOUNT', 'UPI'],
    ['CARD', 'CARD', 'CREDIT_CARD', 'PG'],
    ['NET_BANKING', 'NET_BANKING', 'NET_BANKING', 'PG'],
    ['WALLET', 'PPE_INTENT', 'WALLET', 'PPI_WALLET'],
  ] as const;

  it.each(modes)('reads order and transaction status of a %s payment', async (mode, paymentMode, instrument, rail) => {
    const id = uniqueId('SDKM');
    await pay(id);
    await settle(id, { state: 'COMPLETED', paymentMode: mode });

    for (const details of [true, false]) {
      const status = await client.getOrderStatus(id, details);
      expect(status).toMatchObject({ merchantOrderId: id, state: 'COMPLETED', amount: 10_000 });
      expect(status.paymentDetails).toHaveLength(1);
      const reading = sdkReading(status.paymentDetails[0]!);
      expect(reading).toEqual({ paymentMode, instrument, rail, filled: allFilled(reading.filled) });
    }

    const [attempt] = (await client.getOrderStatus(id, true)).paymentDetails;
    const transaction = await client.getTransactionStatus(attempt!.transactionId);
    expect(transaction).toMatchObject({ merchantOrderId: id, state: 'COMPLETED' });
    expect(transaction.paymentDetails).toEqual([attempt]);
  });

  it('creates an SDK order whose token opens the checkout', async () => {
    const id = uniqueId('SDKO');
    const order = await client.createSdkOrder(
      CreateSdkOrderRequest.StandardCheckoutBuilder().merchantOrderId(id).amount(2500).build(),
    );
    expect(order).toMatchObject({ orderId: expect.stringMatching(/^OMO/), state: 'PENDING' });
    expect(order.expireAt).toBeGreaterThan(Date.now());
    const page = await fetch(`${api.url}/sim/phonepe/transact?token=${encodeURIComponent(order.token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Order ${id}`);
    expect(await client.getOrderStatus(id)).toMatchObject({ orderId: order.orderId, amount: 2500 });
  });

  it('refunds and reads the refund status with its payment details', async () => {
    await putKnobs(api.url, { refundStepMs: 0 });
    const id = uniqueId('SDKR');
    await pay(id);
    await settle(id, { state: 'COMPLETED', paymentMode: 'CARD' });
    const refund = await client.refund(
      RefundRequest.builder().merchantRefundId(`${id}-R`).originalMerchantOrderId(id).amount(4000).build(),
    );
    expect(refund).toEqual({ refundId: expect.stringMatching(/^OMR/), amount: 4000, state: 'PENDING' });

    const confirmed = await client.getRefundStatus(`${id}-R`);
    expect(confirmed).toMatchObject({
      merchantId: api.config.payments.phonepe.clientId,
      merchantRefundId: `${id}-R`,
      originalMerchantOrderId: id,
      amount: 4000,
      state: 'CONFIRMED',
    });
    expect(confirmed.paymentDetails).toHaveLength(1);
    expect(confirmed.paymentDetails[0]).toMatchObject({ amount: 4000, state: 'CONFIRMED' });
    const reading = sdkReading(confirmed.paymentDetails[0] as PaymentDetail);
    expect(reading).toEqual({
      paymentMode: 'CARD',
      instrument: 'CREDIT_CARD',
      rail: 'PG',
      filled: allFilled(reading.filled),
    });
    expect((await client.getRefundStatus(`${id}-R`)).state).toBe('COMPLETED');
  });

  it('validates the webhooks the simulator really sends, and refuses them under other credentials', async () => {
    await putKnobs(api.url, { refundStepMs: 0 });
    const id = uniqueId('SDKW');
    const failed = uniqueId('SDKF');
    await pay(id);
    await pay(failed);
    await settle(id, { state: 'COMPLETED', paymentMode: 'UPI' });
    await settle(failed, { state: 'FAILED', paymentMode: 'NET_BANKING' });
    await client.refund(
      RefundRequest.builder().merchantRefundId(`${id}-R`).originalMerchantOrderId(id).amount(1000).build(),
    );
    await client.getRefundStatus(`${id}-R`);
    await client.getRefundStatus(`${id}-R`);
    const received = [
      ...(await receiver.waitFor(1, about(id))),
      ...(await receiver.waitFor(1, about(failed))),
      ...(await receiver.waitFor(2, about(`${id}-R`))),
    ];

    const { username, password } = api.config.payments.phonepe.webhook;
    const callbacks = received.map((call) =>
      client.validateCallback(username, password, call.authorization ?? '', call.raw),
    );
    expect(callbacks.map((callback) => callback.type).sort()).toEqual([
      'CHECKOUT_ORDER_COMPLETED',
      'CHECKOUT_ORDER_FAILED',
      'PG_REFUND_ACCEPTED',
      'PG_REFUND_COMPLETED',
    ]);
    for (const callback of callbacks) {
      // a name the SDK's CallbackType knows
      expect(typeof CallbackType[callback.type as unknown as keyof typeof CallbackType]).toBe('number');
    }
    const byType = (type: string) => callbacks.find((callback) => String(callback.type) === type)?.payload;
    expect(byType('CHECKOUT_ORDER_COMPLETED')).toMatchObject({ merchantOrderId: id, state: 'COMPLETED' });
    expect(byType('CHECKOUT_ORDER_FAILED')).toMatchObject({ merchantOrderId: failed, state: 'FAILED' });
    expect(byType('PG_REFUND_COMPLETED')).toMatchObject({
      merchantRefundId: `${id}-R`,
      originalMerchantOrderId: id,
      refundId: expect.stringMatching(/^OMR/),
      state: 'COMPLETED',
    });
    const paid = byType('CHECKOUT_ORDER_COMPLETED')?.paymentDetails[0];
    expect(sdkReading(paid!)).toMatchObject({ paymentMode: 'UPI_COLLECT', instrument: 'ACCOUNT', rail: 'UPI' });

    const first = received[0]!;
    const refused = (() => {
      try {
        client.validateCallback(username, `${password}x`, first.authorization ?? '', first.raw);
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(PhonePeException);
    expect(refused).toMatchObject({ httpStatusCode: 417 });
  });

  it("knows the SDK's classes from its own declarations", () => {
    expect(declaredFields('WALLET')).toEqual({ required: ['walletId'], optional: [] });
    expect(declaredFields('PPI_WALLET')).toEqual({ required: [], optional: [] });
    expect(declaredFields('UPI').required).toEqual(['utr', 'upiTransactionId', 'vpa']);
    expect(declaredFields('NET_BANKING').required).toEqual(['bankTransactionId', 'bankId', 'brn', 'arn']);
    expect(declaredFields('ACCOUNT')).toMatchObject({ required: [], optional: expect.arrayContaining(['ifsc']) });
  });

  it('validates the webhook of a wallet payment made on the hosted page: its type, and the wallet as the SDK has it', async () => {
    const id = uniqueId('SDKWL');
    const { redirectUrl } = await pay(id);
    const token = new URL(redirectUrl).searchParams.get('token')!;
    // the traveller picks the wallet tab and presses Pay, as on PhonePe's page
    const pressed = await fetch(`${api.url}/sim/phonepe/transact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, action: 'pay', paymentMode: 'WALLET', wallet: 'PHONEPE' }),
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    const [call] = await receiver.waitFor(1, about(id));
    const { username, password } = api.config.payments.phonepe.webhook;
    const callback = client.validateCallback(username, password, call!.authorization ?? '', call!.raw);

    // the SDK's CallbackType is a numeric enum, but it hands back the wire's name: compare names
    expect(callback.type).toBe(CallbackType[CallbackType.CHECKOUT_ORDER_COMPLETED]);
    expect(JSON.parse(call!.raw)).toMatchObject({
      event: 'checkout.order.completed',
      type: 'CHECKOUT_ORDER_COMPLETED',
    });
    expect(callback.payload).toMatchObject({ merchantOrderId: id, state: 'COMPLETED', amount: 10_000 });
    const [attempt] = callback.payload.paymentDetails;
    expect(attempt!.instrument).toEqual({ type: 'WALLET', walletId: 'PHONEPE' });
    expect(attempt!.rail).toEqual({ type: 'PPI_WALLET' });
    const reading = sdkReading(attempt!);
    expect(reading).toEqual({
      paymentMode: 'PPE_INTENT',
      instrument: 'WALLET',
      rail: 'PPI_WALLET',
      filled: { walletId: true },
    });
  });

  it('answers an unknown order with 404 and a repeated merchantOrderId with 409', async () => {
    await expect(client.getOrderStatus('NO-SUCH-ORDER')).rejects.toBeInstanceOf(ResourceNotFound);
    await expect(client.getTransactionStatus('OM000000000000')).rejects.toBeInstanceOf(ResourceNotFound);
    const id = uniqueId('SDKD');
    await pay(id);
    const again = await pay(id).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ResourceConflict);
    expect(again).toMatchObject({ httpStatusCode: 409, code: 'DUPLICATE_ORDER' });
  });
});
