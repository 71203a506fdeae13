import type { Logger } from 'pino';
import { inEnglish, MESSAGES, PAYMENT_MESSAGES } from '@jatra/shared';
import { AppError, notFound } from '../../http/app-error';
import type { GdsClient } from '../../provider/gds/gds-client';
import { advanceRefund, refundOrder } from './advance-refund';
import { confirmPaid } from './confirm-paid';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentOrderRow, RefundRow } from './payments.schema';
import type { CommerceRepositories, Transact } from './repositories';

export { MAX_REFUND_ATTEMPTS } from './advance-refund';
export { MAX_CONFIRM_ATTEMPTS } from './confirm-paid';

export interface SettlementDeps extends CommerceRepositories {
  transact: Transact;
  gateway: PaymentGateway;
  gds: GdsClient;
  logger: Logger;
  now: () => Date;
  /** How long one settler may take to get the provider's confirmation before another may try. */
  confirmLeaseMs?: number;
  /** Told once a booking is ticketed (the e-mail); never allowed to fail the settlement. */
  onConfirmed?: (pnr: string) => Promise<void>;
}

/**
 * The one step every path leads to — the traveller's polling, the callback page, the webhook and the
 * reconciler: an order the gateway calls COMPLETED becomes exactly one provider confirmation and one ticket,
 * or a failed booking with its refund. Safe to run any number of times, concurrently, on any instance.
 */
export function createSettlement(deps: SettlementDeps) {
  const { payments, bookings, gateway, logger, now } = deps;

  /** The gateway's state of a PENDING order, stored when it has moved on; the order as stored afterwards. */
  async function refreshOrder(order: PaymentOrderRow): Promise<PaymentOrderRow> {
    let status: Awaited<ReturnType<PaymentGateway['orderStatus']>>;
    try {
      status = await gateway.orderStatus(order.merchantOrderId);
    } catch (error) {
      logger.warn({ err: error, merchantOrderId: order.merchantOrderId }, 'order status unavailable');
      await payments.touchOrder(order.merchantOrderId, now());
      throw new AppError(502, 'provider_error', PAYMENT_MESSAGES.statusFailed);
    }
    if (!status) {
      // the gateway never got the order; once its window is over, nobody can pay it any more
      if (order.expiresAt <= now()) await payments.settleOrder(order.merchantOrderId, 'FAILED', undefined, now());
      else await payments.touchOrder(order.merchantOrderId, now());
    } else if (status.state === 'PENDING') {
      await payments.touchOrder(order.merchantOrderId, now());
    } else {
      await payments.settleOrder(order.merchantOrderId, status.state, status.transactionId, now());
      if (status.state === 'COMPLETED' && status.amount !== order.amountPaise) {
        logger.error(
          { order: order.merchantOrderId, paid: status.amount, asked: order.amountPaise },
          'paid amount differs',
        );
        const booking = (await bookings.byId(order.bookingId))!;
        await refundOrder(
          deps,
          { ...order, state: 'COMPLETED' },
          booking,
          inEnglish(PAYMENT_MESSAGES.verificationFailed),
        );
      }
    }
    return (await payments.order(order.merchantOrderId))!;
  }

  /** `settle` of an order just read. */
  async function settleRead(read: PaymentOrderRow): Promise<PaymentOrderRow> {
    const order = read.state === 'PENDING' ? await refreshOrder(read) : read;
    if (order.state === 'COMPLETED' && !(await payments.refundOfOrder(order.merchantOrderId))) {
      await confirmPaid(deps, order);
    }
    return order;
  }

  return {
    /**
     * Brings an order to the gateway's current truth and its booking along with it. Answers the order as
     * stored afterwards. The gateway is asked, never told: a webhook's or a client's claim changes nothing.
     */
    async settle(merchantOrderId: string): Promise<PaymentOrderRow> {
      const order = await payments.order(merchantOrderId);
      if (!order) throw notFound(MESSAGES.notFound);
      return settleRead(order);
    },

    /** For webhooks: settles an order of ours, and ignores an id we never issued. */
    async settleKnown(merchantOrderId: string): Promise<void> {
      const order = await payments.order(merchantOrderId);
      if (order) await settleRead(order);
    },

    async refreshRefund(merchantRefundId: string): Promise<void> {
      const refund = await payments.refund(merchantRefundId);
      if (refund) await advanceRefund(deps, refund);
    },

    advanceRefund: (refund: RefundRow) => advanceRefund(deps, refund),
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
