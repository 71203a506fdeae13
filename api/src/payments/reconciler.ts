import type { Logger } from 'pino';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { CancellationService } from '../bookings/cancellation.service';
import type { PaymentsRepository } from './payments.repository';
import type { Settlement } from './settlement';

export interface ReconcilerDeps {
  payments: PaymentsRepository;
  bookings: BookingsRepository;
  settlement: Settlement;
  cancellation: Pick<CancellationService, 'stale' | 'resolve'>;
  /** the mail outbox: mails no trigger sent, and retries */
  mail?: { sweep(): Promise<unknown> };
  logger: Logger;
  now: () => Date;
}

/** A payment younger than this is left to the traveller's own polling. */
const PENDING_GRACE_MS = 15_000;
const BATCH = 50;

/**
 * Sweeps what no traveller is watching any more: payments still pending at the gateway, paid bookings a
 * crash left unconfirmed, cancellations left half-way, refunds on their way, and holds that lapsed unpaid. Every step is settlement's
 * idempotent one, so several instances may sweep at once.
 */
export function createReconciler(deps: ReconcilerDeps) {
  const { payments, bookings, settlement, cancellation, logger, now } = deps;

  async function each<T>(items: T[], step: (item: T) => Promise<unknown>, what: string) {
    for (const item of items) {
      try {
        await step(item);
      } catch (error) {
        logger.warn({ err: error }, `reconciler: ${what} failed; next sweep tries again`);
      }
    }
  }

  async function runOnce(): Promise<void> {
    const at = now();
    await each(
      await payments.pendingOrders(new Date(at.getTime() - PENDING_GRACE_MS), BATCH),
      (order) => settlement.settle(order.merchantOrderId),
      'pending payment',
    );
    await each(
      await payments.paidButUnconfirmed(at, BATCH),
      (order) => settlement.settle(order.merchantOrderId),
      'paid booking',
    );
    await each(
      await payments.strayPaidOrders(BATCH),
      (order) => settlement.settle(order.merchantOrderId),
      'paid order without a ticket',
    );
    // before the refunds: finishing a cancellation a crash left half-way records its refund
    await each(await cancellation.stale(BATCH), (item) => cancellation.resolve(item), 'cancellation left half-way');
    await each(await payments.openRefunds(BATCH), (refund) => settlement.advanceRefund(refund), 'refund');
    const expired = await bookings.expireLapsedHolds(now());
    if (expired.length) logger.info({ pnrs: expired }, 'holds lapsed unpaid; bookings expired');
    if (deps.mail) await each([deps.mail], (mail) => mail.sweep(), 'mail');
  }

  return {
    runOnce,
    /** Sweeps every `intervalMs` until stopped; one sweep at a time. The stop waits for a sweep under way. */
    start(intervalMs: number): () => Promise<void> {
      let sweep: Promise<void> | undefined;
      const timer = setInterval(() => {
        if (sweep) return;
        sweep = runOnce()
          .catch((error: unknown) => logger.error({ err: error }, 'reconciler sweep failed'))
          .finally(() => {
            sweep = undefined;
          });
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await sweep;
      };
    },
  };
}
