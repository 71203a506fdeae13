import { describe, expect, it } from 'vitest';
import {
  CARD_ATTEMPT,
  ORDER_STATUS_ANSWER,
  ORDER_WEBHOOK_BODY,
  PAY_REQUEST,
  REFUND_REQUEST,
  REFUND_STATUS_ANSWER,
  REFUND_WEBHOOK_BODY,
  WEBHOOK_AUTHORIZATION,
  WEBHOOK_CREDENTIALS,
} from '../../test/phonepe-wire-samples';
import {
  orderStatusSchema,
  paymentDetailSchema,
  payRequestSchema,
  refundRequestSchema,
  refundStatusSchema,
  webhookAuthorization,
  webhookBodySchema,
} from './sim-wire';

describe("the PhonePe simulator's wire format matches PhonePe's samples", () => {
  it('reads the pay and refund requests a merchant sends', () => {
    expect(payRequestSchema.safeParse(PAY_REQUEST).success).toBe(true);
    expect(refundRequestSchema.safeParse(REFUND_REQUEST).success).toBe(true);
  });

  it('describes order status, attempts and refund status as PhonePe answers them', () => {
    expect(orderStatusSchema.safeParse(ORDER_STATUS_ANSWER).error).toBeUndefined();
    expect(paymentDetailSchema.safeParse(CARD_ATTEMPT).error).toBeUndefined();
    expect(refundStatusSchema.safeParse(REFUND_STATUS_ANSWER).error).toBeUndefined();
  });

  it('signs and shapes webhooks as PhonePe does', () => {
    expect(webhookAuthorization(WEBHOOK_CREDENTIALS.username, WEBHOOK_CREDENTIALS.password)).toBe(
      WEBHOOK_AUTHORIZATION,
    );
    expect(webhookBodySchema.safeParse(JSON.parse(ORDER_WEBHOOK_BODY)).error).toBeUndefined();
    expect(webhookBodySchema.safeParse(JSON.parse(REFUND_WEBHOOK_BODY)).error).toBeUndefined();
  });

  it('would notice a webhook whose type and event disagree', () => {
    const body = { ...JSON.parse(ORDER_WEBHOOK_BODY), type: 'CHECKOUT_ORDER_FAILED' };
    expect(webhookBodySchema.safeParse(body).success).toBe(false);
  });
});
