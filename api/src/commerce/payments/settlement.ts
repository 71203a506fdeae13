import type { Logger } from 'pino';
import { MESSAGES, PAYMENT_MESSAGES } from '@jatra/shared';
import { AppError, notFound } from '../../http/app-error';
import { isProviderRefusal, type GdsClient } from '../../provider/gds/gds-client';
import { parseTicketToKeep, type TicketToKeep } from '../../provider/gds/kept-ticket';
import type { BookingRow } from '../bookings/bookings.schema';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentOrderRow, RefundRow } from './payments.schema';
import type { CommerceRepositories, Transact } from './repositories';

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

const DEFAULT_CONFIRM_LEASE_MS = 60_000;
/** A provider that says no this many times, with no ticket on its side, means no; before that it may be passing. */
export const MAX_CONFIRM_ATTEMPTS = 3;
/** Refund attempts the gateway may fail before an operator has to step in. */
export const MAX_REFUND_ATTEMPTS = 3;

/** `<order>-R1`, `<order>-R2` … for a paid order without a ticket; a cancellation's ids carry its own stem. */
const refundIdFor = (stem: string, attempt: number) => `${stem}-R${attempt}`;
const stemOf = (merchantRefundId: string) => merchantRefundId.replace(/-R\d+$/, '');

/**
 * The one step every path leads to — the traveller's polling, the callback page, the webhook and the
 * reconciler: an order the gateway calls COMPLETED becomes exactly one provider confirmation and one ticket,
 * or a failed booking with its refund. Safe to run any number of times, concurrently, on any instance.
 */
export function createSettlement(deps: SettlementDeps) {
  const { payments, bookings, transact, gateway, gds, logger, now } = deps;
  const leaseMs = deps.confirmLeaseMs ?? DEFAULT_CONFIRM_LEASE_MS;

  /** What the provider holds for a PNR: a ticket, certainly none, or no answer. */
  async function providerTicket(
    pnr: string,
  ): Promise<{ kind: 'confirmed'; ticket: TicketToKeep } | { kind: 'none' | 'unknown' }> {
    try {
      const ticket = parseTicketToKeep(await gds.bookingDetails(pnr));
      return ticket.confirmed ? { kind: 'confirmed', ticket } : { kind: 'none' };
    } catch (error) {
      return { kind: isProviderRefusal(error) ? 'none' : 'unknown' };
    }
  }

  /** Money for no ticket goes back: records the refund (failing a tentative booking with it) and sends it. */
  async function refundOrder(order: PaymentOrderRow, booking: BookingRow, reason: string) {
    const at = now();
    // the booking fails and its refund is recorded together, so a crash can't leave one without the other
    const recorded = await transact(async (tx) => {
      // someone else settled it meanwhile: their outcome stands, and the next pass sees it
      if (booking.status === 'tentative' && !(await tx.bookings.failTentative(booking.id, reason, at))) return false;
      await tx.payments.insertRefund(
        {
          merchantRefundId: refundIdFor(order.merchantOrderId, 1),
          merchantOrderId: order.merchantOrderId,
          bookingId: booking.id,
          amountPaise: order.amountPaise,
          reason,
        },
        at,
      );
      return true;
    });
    if (!recorded) return;
    const refund = await payments.refundOfOrder(order.merchantOrderId);
    if (refund) await advanceRefund(refund);
  }

  /** Confirms a paid booking with the provider, once; when the provider certainly has no ticket, refunds. */
  async function confirmPaid(order: PaymentOrderRow): Promise<void> {
    const booking = await bookings.byId(order.bookingId);
    if (!booking) throw notFound(MESSAGES.notFound);
    // the order that bought the ticket: settled already; once cancelled, its cancellations give the money back
    if (booking.paidOrderId === order.merchantOrderId) return;
    if (booking.status === 'confirmed') {
      // a second paid attempt for a booking another order already paid: that money goes back
      await refundOrder(order, booking, PAYMENT_MESSAGES.notPayable);
      return;
    }
    if (booking.status !== 'tentative') {
      await refundOrder(order, booking, booking.failureReason ?? PAYMENT_MESSAGES.notPayable);
      return;
    }
    // another settler is confirming it right now; a paid order it leaves behind is swept up afterwards
    const claimed = await bookings.claimConfirm(booking.id, now(), leaseMs);
    if (!claimed) return;
    const lease = claimed.confirmClaimedUntil!;
    let ticket: TicketToKeep;
    try {
      ticket = parseTicketToKeep(await gds.confirmBooking(claimed.pnr));
    } catch (error) {
      // the confirmation may have gone through with only its answer lost: the provider's record decides
      const held = await providerTicket(claimed.pnr);
      if (held.kind !== 'confirmed') {
        const givenUp = claimed.confirmAttempts >= MAX_CONFIRM_ATTEMPTS || claimed.holdExpiresAt <= now();
        if (held.kind === 'none' && givenUp) {
          logger.error({ err: error, pnr: claimed.pnr }, 'provider did not confirm a paid booking; refunding');
          await refundOrder(order, claimed, PAYMENT_MESSAGES.confirmFailed);
        } else {
          // perhaps passing: the provider's confirm is idempotent, so the next poll or sweep asks again
          logger.warn(
            { err: error, pnr: claimed.pnr, attempt: claimed.confirmAttempts },
            'confirm not done; will retry',
          );
          await bookings.releaseClaim(booking.id, lease);
        }
        return;
      }
      ticket = held.ticket;
    }
    if (!(await bookings.markConfirmed(booking.id, order.merchantOrderId, ticket, now()))) return;
    logger.info({ pnr: claimed.pnr, ticket: ticket.ticketNumber }, 'booking confirmed');
    await deps
      .onConfirmed?.(claimed.pnr)
      .catch((error: unknown) => logger.warn({ err: error, pnr: claimed.pnr }, 'after-confirmation step failed'));
  }

  /** Moves a refund on: submits a new one, reads the gateway's progress, or tries again after a failure. */
  async function advanceRefund(refund: RefundRow): Promise<void> {
    if (refund.state === 'NEW') {
      const claimed = await payments.claimRefundSubmission(refund.merchantRefundId, now());
      if (claimed) await submitRefund(claimed);
      return;
    }
    if (refund.state !== 'PENDING' && refund.state !== 'CONFIRMED') return;
    // stamped first, so that a refund the gateway cannot answer about goes to the back of the sweep's round too
    await payments.touchWaitingRefund(refund.merchantRefundId, now());
    const status = await gateway.refundStatus(refund.merchantRefundId);
    // submitted by a settler that died before the gateway had it: send it again
    if (!status) return submitRefund(refund);
    const state = (['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'] as const).find((known) => known === status.state);
    if (!state || state === refund.state) return;
    await payments.updateRefund(refund.merchantRefundId, { state, refundId: status.refundId }, now());
    if (state === 'COMPLETED') await refundCompleted(refund);
    if (state === 'FAILED') await retryRefund(refund);
  }

  /** A failed booking's money is back; a cancelled one's once every cancellation of it is refunded. */
  async function refundCompleted(refund: RefundRow): Promise<void> {
    if (refund.cancellationId) {
      const booking = await bookings.byId(refund.bookingId);
      if (booking?.status !== 'cancelled') return;
      const latest = new Map<string, RefundRow>();
      for (const row of await payments.refundsOf([booking.id])) latest.set(stemOf(row.merchantRefundId), row);
      if ([...latest.values()].some((row) => row.state !== 'COMPLETED')) return;
    }
    await bookings.markRefunded(refund.bookingId, now());
  }

  async function retryRefund(failed: RefundRow): Promise<void> {
    const attempts = (await payments.attemptsOf(failed.merchantOrderId, failed.cancellationId)).length;
    if (attempts >= MAX_REFUND_ATTEMPTS) {
      logger.error({ refund: failed.merchantRefundId, attempts }, 'refund failed every time; an operator must act');
      return;
    }
    const merchantRefundId = refundIdFor(stemOf(failed.merchantRefundId), attempts + 1);
    logger.warn(
      { refund: failed.merchantRefundId, next: merchantRefundId },
      'refund failed at the gateway; trying again',
    );
    await payments.insertRefund(
      {
        merchantRefundId,
        merchantOrderId: failed.merchantOrderId,
        bookingId: failed.bookingId,
        cancellationId: failed.cancellationId,
        amountPaise: failed.amountPaise,
        reason: failed.reason,
      },
      now(),
    );
    const next = await payments.refund(merchantRefundId);
    if (next) await advanceRefund(next);
  }

  async function submitRefund(refund: RefundRow): Promise<void> {
    try {
      const answer = await gateway.refund({
        merchantRefundId: refund.merchantRefundId,
        originalMerchantOrderId: refund.merchantOrderId,
        amountPaise: refund.amountPaise,
      });
      await payments.updateRefund(refund.merchantRefundId, { state: 'PENDING', refundId: answer.refundId }, now());
      logger.info({ refund: refund.merchantRefundId, amountPaise: refund.amountPaise }, 'refund started');
    } catch (error) {
      // left PENDING without a refund id: the next pass finds the gateway doesn't know it and sends it again
      logger.error({ err: error, refund: refund.merchantRefundId }, 'refund request failed; will retry');
    }
  }

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
        await refundOrder({ ...order, state: 'COMPLETED' }, booking, PAYMENT_MESSAGES.verificationFailed);
      }
    }
    return (await payments.order(order.merchantOrderId))!;
  }

  /** `settle` of an order just read. */
  async function settleRead(read: PaymentOrderRow): Promise<PaymentOrderRow> {
    const order = read.state === 'PENDING' ? await refreshOrder(read) : read;
    if (order.state === 'COMPLETED' && !(await payments.refundOfOrder(order.merchantOrderId))) {
      await confirmPaid(order);
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
      if (refund) await advanceRefund(refund);
    },

    advanceRefund,
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
