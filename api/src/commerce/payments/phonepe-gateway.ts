import { PAYMENT_MODES } from '@jatra/shared';
import type { PaymentGateway } from './payment-gateway';
import { PhonePeError, type PhonePeClient } from './phonepe/phonepe-client';

/** The PhonePe client seen as settlement's payment gateway. */
export function phonePeGateway(client: PhonePeClient): PaymentGateway {
  return {
    async pay(input) {
      const answer = await client.pay({
        merchantOrderId: input.merchantOrderId,
        amountPaise: input.amountPaise,
        expireAfterSeconds: input.expireAfterSeconds,
        redirectUrl: input.redirectUrl,
        message: input.message,
        metaInfo: input.metaInfo,
        paymentModes: PAYMENT_MODES,
      });
      return { orderId: answer.orderId, expireAt: answer.expireAt, redirectUrl: answer.redirectUrl };
    },
    async orderStatus(merchantOrderId) {
      let status: Awaited<ReturnType<PhonePeClient['orderStatus']>>;
      try {
        status = await client.orderStatus(merchantOrderId);
      } catch (error) {
        if (error instanceof PhonePeError && error.httpStatus === 404) return undefined;
        throw error;
      }
      const paid = status.paymentDetails.find((attempt) => attempt.state === 'COMPLETED');
      return {
        state: status.state,
        amount: status.amount,
        orderId: status.orderId,
        transactionId: (paid ?? status.paymentDetails[0])?.transactionId,
      };
    },
    async refund(input) {
      const answer = await client.refund(input);
      return { refundId: answer.refundId, state: answer.state };
    },
    isRefusal: (error) => error instanceof PhonePeError && error.httpStatus >= 400 && error.httpStatus < 500,
    async refundStatus(merchantRefundId) {
      try {
        const status = await client.refundStatus(merchantRefundId);
        return { state: status.state, refundId: status.refundId };
      } catch (error) {
        if (error instanceof PhonePeError && error.httpStatus === 404) return undefined;
        throw error;
      }
    },
  };
}
