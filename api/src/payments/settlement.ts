import type { Logger } from 'pino';
import { MESSAGES, PAYMENT_MESSAGES } from '@jatra/shared';
import { AppError, notFound } from '../http/app-error';
import { parseGdsTicket } from '../provider/gds/gds-bookings';
import { GdsError, isRecord, type GdsClient } from '../provider/gds/gds-client';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentsRepository } from './payments.repository';
import type { PaymentOrderRow, RefundRow } from './payments.schema';

export interface SettlementDeps {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  gds: GdsClient;
  logger: Logger;
  now: () => Date;
  /** How long one settler may take to get the provider's confirmation before another may try. */
  confirmLeaseMs?: number;
}

const DEFAULT_CONFIRM_LEASE_MS = 60_000;

const refundIdFor = (merchantOrderId: string) => `${merchantOrderId}-R`;

/** The ticket of a confirm answer, or the provider's current ticket when it says Confirmed. */
function ticketOf(answer: unknown) {
  const ticket = parseGdsTicket(answer);
  const result = isRecord(answer) && isRecord(answer.result) ? answer.result : {};
  return { ticketNumber: ticket.ticketNumber, operatorPnr: ticket.operatorPnr, status: ticket.status, raw: result };
}

/**
 * The one step every path leads to — the traveller's polling, the callback page, the webhook and the
 * reconciler: an order the gateway calls COMPLETED becomes exactly one provider confirmation and one ticket,
 * or a failed booking with its refund. Safe to run any number of times, concurrently, on any instance.
 */
export function createSettlement(deps: SettlementDeps) {
  const { repository, gateway, gds, logger, now } = deps;
  const leaseMs = deps.confirmLeaseMs ?? DEFAULT_CONFIRM_LEASE_MS;

  async function confirmedTicket(pnr: string) {
    try {
      const ticket = ticketOf(await gds.bookingDetails(pnr));
      return ticket.status === 'Confirmed' ? ticket : undefined;
    } catch {
      return undefined;
    }
  }

  async function refundOrder(order: PaymentOrderRow, bookingStatus: 'tentative' | string, reason: string) {
    await repository.failWithRefund(
      { id: order.bookingId, status: bookingStatus === 'tentative' ? 'tentative' : 'confirmed' },
      {
        merchantRefundId: refundIdFor(order.merchantOrderId),
        merchantOrderId: order.merchantOrderId,
        amountPaise: order.amountPaise,
        reason,
      },
      now(),
    );
    const refund = await repository.refundOfOrder(order.merchantOrderId);
    if (refund) await advanceRefund(refund);
  }

  /** Confirms a paid booking with the provider, once; a definitive refusal fails it and refunds. */
  async function confirmPaid(order: PaymentOrderRow): Promise<void> {
    const booking = await repository.booking(order.bookingId);
    if (!booking) throw notFound(MESSAGES.notFound);
    if (booking.status === 'confirmed') {
      // a second paid attempt for a booking another order already paid: that money goes back
      if (booking.paidOrderId !== order.merchantOrderId)
        await refundOrder(order, 'confirmed', PAYMENT_MESSAGES.notPayable);
      return;
    }
    if (booking.status !== 'tentative') {
      await refundOrder(order, booking.status, booking.failureReason ?? PAYMENT_MESSAGES.notPayable);
      return;
    }
    const claimed = await repository.claimConfirm(booking.id, now(), leaseMs);
    if (!claimed) return; // another settler is confirming it right now
    let ticket: ReturnType<typeof ticketOf> | undefined;
    try {
      ticket = ticketOf(await gds.confirmBooking(claimed.pnr));
    } catch (error) {
      // the confirmation may have gone through with only its answer lost: the provider's record decides
      ticket = await confirmedTicket(claimed.pnr);
      if (!ticket && error instanceof GdsError && error.providerCode !== undefined) {
        // the provider answered no and holds no ticket: there will be none, so the money goes back
        logger.error({ err: error, pnr: claimed.pnr }, 'provider refused to confirm a paid booking; refunding');
        await refundOrder(order, 'tentative', PAYMENT_MESSAGES.confirmFailed);
        return;
      }
      if (!ticket) {
        // no answer: the outcome is unknown; the provider's confirm is idempotent, so the reconciler asks again
        logger.warn({ err: error, pnr: claimed.pnr }, 'provider confirm did not answer; will retry');
        await repository.releaseClaim(booking.id);
        return;
      }
    }
    await repository.markConfirmed(booking.id, order.merchantOrderId, ticket, now());
    logger.info({ pnr: claimed.pnr, ticket: ticket.ticketNumber }, 'booking confirmed');
  }

  /** Moves a refund on: submits a new one, or reads the gateway's progress of a submitted one. */
  async function advanceRefund(refund: RefundRow): Promise<void> {
    if (refund.state === 'NEW') {
      const claimed = await repository.claimRefundSubmission(refund.merchantRefundId, now());
      if (!claimed) return;
      await submitRefund(claimed);
      return;
    }
    if (refund.state !== 'PENDING' && refund.state !== 'CONFIRMED') return;
    const status = await gateway.refundStatus(refund.merchantRefundId);
    // submitted by a settler that died before the gateway had it: send it again
    if (!status) return submitRefund(refund);
    const state = (['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'] as const).find((known) => known === status.state);
    if (!state || state === refund.state) return;
    await repository.updateRefund(refund.merchantRefundId, { state, refundId: status.refundId }, now());
    if (state === 'COMPLETED') await repository.markRefunded(refund.bookingId, now());
    if (state === 'FAILED') logger.error({ refund: refund.merchantRefundId }, 'refund failed at the gateway');
  }

  async function submitRefund(refund: RefundRow): Promise<void> {
    try {
      const answer = await gateway.refund({
        merchantRefundId: refund.merchantRefundId,
        originalMerchantOrderId: refund.merchantOrderId,
        amountPaise: refund.amountPaise,
      });
      await repository.updateRefund(refund.merchantRefundId, { state: 'PENDING', refundId: answer.refundId }, now());
      logger.info({ refund: refund.merchantRefundId, amountPaise: refund.amountPaise }, 'refund started');
    } catch (error) {
      // left PENDING without a refund id: the next pass finds the gateway doesn't know it and sends it again
      logger.error({ err: error, refund: refund.merchantRefundId }, 'refund request failed; will retry');
    }
  }

  return {
    /**
     * Brings an order to the gateway's current truth and its booking along with it. Answers the order as
     * stored afterwards. The gateway is asked, never told: a webhook's or a client's claim changes nothing.
     */
    async settle(merchantOrderId: string): Promise<PaymentOrderRow> {
      let order = await repository.order(merchantOrderId);
      if (!order) throw notFound(MESSAGES.notFound);
      if (order.state === 'PENDING') {
        let status: Awaited<ReturnType<PaymentGateway['orderStatus']>>;
        try {
          status = await gateway.orderStatus(merchantOrderId);
        } catch (error) {
          logger.warn({ err: error, merchantOrderId }, 'order status unavailable');
          throw new AppError(502, 'provider_error', PAYMENT_MESSAGES.statusFailed);
        }
        if (status.state !== 'PENDING') {
          await repository.settleOrder(merchantOrderId, status.state, status.transactionId, now());
          order = (await repository.order(merchantOrderId))!;
          if (status.state === 'COMPLETED' && status.amount !== order.amountPaise) {
            logger.error({ merchantOrderId, paid: status.amount, asked: order.amountPaise }, 'paid amount differs');
            await refundOrder(
              order,
              (await repository.booking(order.bookingId))?.status ?? 'failed',
              PAYMENT_MESSAGES.verificationFailed,
            );
            return order;
          }
        }
      }
      if (order.state === 'COMPLETED') await confirmPaid(order);
      return order;
    },

    /** For webhooks: settles an order of ours, and ignores an id we never issued. */
    async settleKnown(merchantOrderId: string): Promise<void> {
      if (await repository.order(merchantOrderId)) await this.settle(merchantOrderId);
    },

    async refreshRefund(merchantRefundId: string): Promise<void> {
      const refund = await repository.refund(merchantRefundId);
      if (refund) await advanceRefund(refund);
    },

    advanceRefund,
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
