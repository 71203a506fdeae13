import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseWebhookBody, verifyWebhookAuthorization, webhookAuthorization } from './phonepe-webhook';

const USER = 'jatra_hooks';
const PASS = 'S3cretPass99';
// computed independently of the code under test
const EXPECTED = createHash('sha256').update('jatra_hooks:S3cretPass99').digest('hex');

describe('PhonePe webhook authorization', () => {
  it('is the lowercase hex SHA-256 of username:password', () => {
    expect(webhookAuthorization(USER, PASS)).toBe(EXPECTED);
    expect(EXPECTED).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right header, also upper-cased or with spaces around', () => {
    expect(verifyWebhookAuthorization(EXPECTED, USER, PASS)).toBe(true);
    expect(verifyWebhookAuthorization(` ${EXPECTED.toUpperCase()} `, USER, PASS)).toBe(true);
  });

  it('refuses a wrong, prefixed, truncated or missing header', () => {
    expect(verifyWebhookAuthorization(webhookAuthorization(USER, 'OtherPass99'), USER, PASS)).toBe(false);
    expect(verifyWebhookAuthorization(`SHA256 ${EXPECTED}`, USER, PASS)).toBe(false);
    expect(verifyWebhookAuthorization(EXPECTED.slice(0, 63), USER, PASS)).toBe(false);
    expect(verifyWebhookAuthorization('', USER, PASS)).toBe(false);
    expect(verifyWebhookAuthorization(undefined, USER, PASS)).toBe(false);
    expect(verifyWebhookAuthorization(null, USER, PASS)).toBe(false);
    expect(verifyWebhookAuthorization([EXPECTED], USER, PASS)).toBe(false);
  });
});

describe('PhonePe webhook body', () => {
  const orderPayload = {
    merchantId: 'JATRASIMUAT',
    merchantOrderId: 'JT123',
    orderId: 'OMO2611220248000555721352',
    state: 'COMPLETED',
    amount: 52500,
    expireAt: 1795315024203,
    metaInfo: { udf1: 'Asha' },
    paymentDetails: [
      {
        transactionId: 'OM2611220248000555721353',
        paymentMode: 'UPI_COLLECT',
        timestamp: 1795315000000,
        amount: 52500,
        state: 'COMPLETED',
      },
    ],
  };

  it('parses an order event and keeps the payload state', () => {
    const parsed = parseWebhookBody({
      event: 'checkout.order.completed',
      type: 'CHECKOUT_ORDER_COMPLETED',
      payload: orderPayload,
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.webhook.event).toBe('checkout.order.completed');
    expect(parsed.webhook.payload).toMatchObject({ merchantOrderId: 'JT123', state: 'COMPLETED', amount: 52500 });
  });

  it('reads the event from `type` when a body carries only that, as the SDKs’ own samples do', () => {
    // pg-sdk-node's tests and PhonePe's SDK pages send `{"type": "...", "payload": {...}}` (docs/phonepe-wire.md A7)
    expect(parseWebhookBody({ type: 'CHECKOUT_ORDER_COMPLETED', payload: orderPayload })).toMatchObject({
      ok: true,
      webhook: { event: 'checkout.order.completed', payload: { merchantOrderId: 'JT123' } },
    });
    expect(parseWebhookBody({ type: 'PG_ORDER_FAILED', payload: { ...orderPayload, state: 'FAILED' } })).toMatchObject({
      ok: true,
      webhook: { event: 'pg.order.failed', payload: { state: 'FAILED' } },
    });
    expect(
      parseWebhookBody({
        type: 'PG_REFUND_ACCEPTED',
        payload: {
          merchantRefundId: 'R1',
          originalMerchantOrderId: 'JT123',
          refundId: 'OMR1',
          amount: 1,
          state: 'PENDING',
        },
      }),
    ).toMatchObject({ ok: true, webhook: { event: 'pg.refund.accepted' } });
    // an attempt that failed leaves the order open: acknowledged, nothing to settle
    expect(parseWebhookBody({ type: 'CHECKOUT_TRANSACTION_ATTEMPT_FAILED', payload: { orderId: 'OMO1' } })).toEqual({
      ok: false,
      reason: 'unknown_event',
      event: 'checkout.transaction.attempt.failed',
    });
  });

  it('goes by `event` where the two names disagree, as PhonePe tells receivers to', () => {
    expect(
      parseWebhookBody({ event: 'checkout.order.failed', type: 'CHECKOUT_ORDER_COMPLETED', payload: orderPayload }),
    ).toMatchObject({ ok: true, webhook: { event: 'checkout.order.failed' } });
    expect(parseWebhookBody({ payload: orderPayload })).toMatchObject({ ok: false, reason: 'invalid_body' });
  });

  it('parses a refund event', () => {
    const parsed = parseWebhookBody({
      event: 'pg.refund.completed',
      payload: {
        merchantRefundId: 'R1',
        originalMerchantOrderId: 'JT123',
        refundId: 'OMR1',
        amount: 100,
        state: 'COMPLETED',
      },
    });
    expect(parsed).toMatchObject({
      ok: true,
      webhook: { event: 'pg.refund.completed', payload: { refundId: 'OMR1' } },
    });
  });

  it('tells an unknown event from a broken body', () => {
    expect(parseWebhookBody({ event: 'checkout.transaction.attempt.failed', payload: {} })).toEqual({
      ok: false,
      reason: 'unknown_event',
      event: 'checkout.transaction.attempt.failed',
    });
    expect(
      parseWebhookBody({ event: 'checkout.order.completed', payload: { ...orderPayload, state: 'PAID' } }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid_body',
    });
    expect(
      parseWebhookBody({ event: 'checkout.order.failed', payload: { ...orderPayload, merchantOrderId: undefined } }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid_body',
    });
    expect(parseWebhookBody('not an object')).toMatchObject({ ok: false, reason: 'invalid_body' });
  });
});
