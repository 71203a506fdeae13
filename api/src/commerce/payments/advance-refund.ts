import type { BookingRow } from '../bookings/bookings.schema';
import type { PaymentOrderRow, RefundRow } from './payments.schema';
import type { SettlementDeps } from './settlement';

type Deps = Pick<SettlementDeps, 'payments' | 'bookings' | 'transact' | 'gateway' | 'logger' | 'now'>;

/** Refund attempts the gateway may fail before an operator has to step in. */
export const MAX_REFUND_ATTEMPTS = 3;

/** `<order>-R1`, `<order>-R2` … for a paid order without a ticket; a cancellation's ids carry its own stem. */
const refundIdFor = (stem: string, attempt: number) => `${stem}-R${attempt}`;
const stemOf = (merchantRefundId: string) => merchantRefundId.replace(/-R\d+$/, '');

/** Money for no ticket goes back: records the refund (failing a tentative booking with it) and sends it. */
export async function refundOrder(deps: Deps, order: PaymentOrderRow, booking: BookingRow, reason: string) {
  const { payments, transact, now } = deps;
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
  if (refund) await advanceRefund(deps, refund);
}

/** Moves a refund on: submits a new one, reads the gateway's progress, or tries again after a failure. */
export async function advanceRefund(deps: Deps, refund: RefundRow): Promise<void> {
  const { payments, gateway, now } = deps;
  if (refund.state === 'NEW') {
    const claimed = await payments.claimRefundSubmission(refund.merchantRefundId, now());
    if (claimed) await submitRefund(deps, claimed);
    return;
  }
  if (refund.state !== 'PENDING' && refund.state !== 'CONFIRMED') return;
  // stamped first, so that a refund the gateway cannot answer about goes to the back of the sweep's round too
  await payments.touchWaitingRefund(refund.merchantRefundId, now());
  const status = await gateway.refundStatus(refund.merchantRefundId);
  // submitted by a settler that died before the gateway had it: send it again
  if (!status) return submitRefund(deps, refund);
  const state = (['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'] as const).find((known) => known === status.state);
  if (!state || state === refund.state) return;
  await payments.updateRefund(refund.merchantRefundId, { state, refundId: status.refundId }, now());
  if (state === 'COMPLETED') await refundCompleted(deps, refund);
  if (state === 'FAILED') await retryRefund(deps, refund);
}

/** A failed booking's money is back; a cancelled one's once every cancellation of it is refunded. */
async function refundCompleted(deps: Deps, refund: RefundRow): Promise<void> {
  const { payments, bookings, now } = deps;
  if (refund.cancellationId) {
    const booking = await bookings.byId(refund.bookingId);
    if (booking?.status !== 'cancelled') return;
    const latest = new Map<string, RefundRow>();
    for (const row of await payments.refundsOf([booking.id])) latest.set(stemOf(row.merchantRefundId), row);
    if ([...latest.values()].some((row) => row.state !== 'COMPLETED')) return;
  }
  await bookings.markRefunded(refund.bookingId, now());
}

async function retryRefund(deps: Deps, failed: RefundRow): Promise<void> {
  const { payments, logger, now } = deps;
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
  if (next) await advanceRefund(deps, next);
}

async function submitRefund(deps: Deps, refund: RefundRow): Promise<void> {
  const { payments, gateway, logger, now } = deps;
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
