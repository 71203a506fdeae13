import { describe, expect, it } from 'vitest';
import {
  CARD_ATTEMPT,
  ERROR_BODIES,
  ORDER_STATUS_ANSWER,
  ORDER_WEBHOOK_BODY,
  PAY_REQUEST,
  REFUND_REQUEST,
  REFUND_STATUS_ANSWER,
  REFUND_WEBHOOK_BODY,
  TOKEN_ANSWER,
  WEBHOOK_AUTHORIZATION,
  WEBHOOK_CREDENTIALS,
} from '../../../../test/phonepe-wire-samples';
import { parseWebhookBody, verifyWebhookAuthorization } from './phonepe-webhook';
import {
  errorBodySchema,
  orderStatusSchema,
  paymentDetailSchema,
  payRequestSchema,
  refundRequestSchema,
  refundStatusSchema,
  tokenResponseSchema,
} from './phonepe-wire';

describe("our PhonePe client reads PhonePe's samples", () => {
  it('the token answer, with its times in seconds', () => {
    expect(tokenResponseSchema.parse(TOKEN_ANSWER)).toMatchObject({
      token_type: 'O-Bearer',
      expires_at: TOKEN_ANSWER.expires_at,
      issued_at: TOKEN_ANSWER.issued_at,
    });
  });

  it('the pay and refund requests it sends', () => {
    expect(payRequestSchema.safeParse(PAY_REQUEST).success).toBe(true);
    expect(refundRequestSchema.safeParse(REFUND_REQUEST).success).toBe(true);
  });

  it('an order status with a failed and a paid UPI attempt, and a card attempt', () => {
    const status = orderStatusSchema.parse(ORDER_STATUS_ANSWER);
    expect(status).toMatchObject({ orderId: ORDER_STATUS_ANSWER.orderId, state: 'COMPLETED', amount: 52_500 });
    expect(status.paymentDetails.map((attempt) => [attempt.paymentMode, attempt.state])).toEqual([
      ['UPI_COLLECT', 'FAILED'],
      ['UPI_INTENT', 'COMPLETED'],
    ]);
    expect(paymentDetailSchema.parse(CARD_ATTEMPT)).toMatchObject({ transactionId: CARD_ATTEMPT.transactionId });
  });

  it('a refund status with its payment details', () => {
    expect(refundStatusSchema.parse(REFUND_STATUS_ANSWER)).toMatchObject({
      refundId: REFUND_STATUS_ANSWER.refundId,
      state: 'COMPLETED',
      paymentDetails: [{ paymentMode: 'CARD', amount: 20_000 }],
    });
  });

  it("order and refund webhooks, signed as PhonePe's SDK signs them", () => {
    const { username, password } = WEBHOOK_CREDENTIALS;
    expect(verifyWebhookAuthorization(WEBHOOK_AUTHORIZATION, username, password)).toBe(true);
    expect(parseWebhookBody(JSON.parse(ORDER_WEBHOOK_BODY))).toMatchObject({
      ok: true,
      webhook: { event: 'checkout.order.completed', payload: { merchantOrderId: 'JT-ORDER_1', state: 'COMPLETED' } },
    });
    expect(parseWebhookBody(JSON.parse(REFUND_WEBHOOK_BODY))).toMatchObject({
      ok: true,
      webhook: { event: 'pg.refund.completed', payload: { merchantRefundId: 'JT-ORDER_1-R1', state: 'COMPLETED' } },
    });
  });

  it('the error bodies seen in the wild', () => {
    for (const body of ERROR_BODIES) expect(errorBodySchema.safeParse(body).success).toBe(true);
  });
});
