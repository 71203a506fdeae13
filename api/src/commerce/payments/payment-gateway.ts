/**
 * What settlement needs of a payment gateway. The PhonePe client implements it; keeping the surface this
 * small keeps the money rules readable and testable.
 */
export interface PaymentGateway {
  pay(input: {
    merchantOrderId: string;
    amountPaise: number;
    expireAfterSeconds: number;
    redirectUrl: string;
    message: string;
    metaInfo: Record<string, string>;
  }): Promise<{ orderId: string; expireAt: number; redirectUrl: string }>;
  /** Undefined when the gateway does not know the order (its creation never reached it). */
  orderStatus(merchantOrderId: string): Promise<
    | {
        state: 'PENDING' | 'COMPLETED' | 'FAILED';
        amount: number;
        orderId?: string;
        transactionId?: string;
      }
    | undefined
  >;
  refund(input: { merchantRefundId: string; originalMerchantOrderId: string; amountPaise: number }): Promise<{
    refundId: string;
    state: string;
  }>;
  /** Whether a failed call was the gateway saying no (a 4xx), rather than no answer. */
  isRefusal(error: unknown): boolean;
  /** Undefined when the gateway does not know the refund id. */
  refundStatus(merchantRefundId: string): Promise<{ state: string; refundId?: string } | undefined>;
}
