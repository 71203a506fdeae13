/** The simulator's orders and refunds as PhonePe's status answers show them (docs/phonepe-wire.md). */
import type { SimOrder, SimRefund } from './sim-store';
import type { OrderStatus, PaymentDetail, RefundStatus } from './sim-wire';

/** The simulator's rows say null where PhonePe's answers leave a field out. */
type WithoutNulls<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};
const withoutNulls = <T extends Record<string, unknown>>(value: T): WithoutNulls<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== null && entry !== undefined),
  ) as WithoutNulls<T>;

/** The bare v2 order status (A5); `details` false keeps only the latest attempt. */
export function orderStatusOf(
  order: SimOrder,
  attempts: PaymentDetail[] = order.paymentDetails,
): OrderStatus & { merchantOrderId: string } {
  return withoutNulls({
    merchantId: order.merchantId,
    merchantOrderId: order.merchantOrderId,
    orderId: order.orderId,
    state: order.state,
    amount: order.amount,
    payableAmount: order.amount,
    feeAmount: 0,
    expireAt: order.expireAt.getTime(),
    metaInfo: order.metaInfo,
    errorCode: order.errorCode,
    detailedErrorCode: order.detailedErrorCode,
    paymentDetails: attempts.map((attempt) => ({ ...attempt, payableAmount: attempt.amount, feeAmount: 0 })),
  });
}

/** The latest attempt only, as order status without `details=true` answers. */
export const latestAttempt = (order: SimOrder): PaymentDetail[] => order.paymentDetails.slice(-1);

/**
 * The refund status (A6), with the merchant's ids as the refund webhooks carry them. Its one payment
 * detail is the money going back the way it came: the paid attempt's mode, instrument and rail.
 */
export function refundStatusOf(refund: SimRefund, order: SimOrder): RefundStatus {
  const paid = order.paymentDetails.find((attempt) => attempt.state === 'COMPLETED');
  const errors = withoutNulls({ errorCode: refund.errorCode, detailedErrorCode: refund.detailedErrorCode });
  const timestamp = refund.updatedAt.getTime();
  return {
    merchantId: order.merchantId,
    merchantRefundId: refund.merchantRefundId,
    originalMerchantOrderId: refund.originalMerchantOrderId,
    refundId: refund.refundId,
    amount: refund.amount,
    state: refund.state,
    timestamp,
    ...errors,
    paymentDetails: paid
      ? [
          {
            ...withoutNulls({ instrument: paid.instrument, rail: paid.rail }),
            // the refund's own attempt id: its refundId's digits, as an attempt id
            transactionId: `OM${refund.refundId.slice('OMR'.length)}`,
            paymentMode: paid.paymentMode,
            timestamp,
            amount: refund.amount,
            state: refund.state,
            ...errors,
          },
        ]
      : [],
  };
}
