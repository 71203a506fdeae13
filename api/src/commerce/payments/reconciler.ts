import type { Logger } from 'pino';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { BookingRow } from '../bookings/bookings.schema';
import type { CancellationService } from '../bookings/cancellation.service';
import type { SweepLease } from '../../db/sweep-lease';
import type { SweepMark } from '../../db/sweep-mark';
import type { PaymentsRepository } from './payments.repository';
import type { Settlement } from './settlement';
import type { TripChanges } from '../trip-changes/trip-changes';

export interface ReconcilerDeps {
  payments: PaymentsRepository;
  bookings: BookingsRepository;
  settlement: Settlement;
  cancellation: Pick<CancellationService, 'stale' | 'resolve'>;
  /** the operator's changes to the trips we sold: watched, looked at, carried to their bookings */
  trips?: Pick<TripChanges, 'watchSold' | 'checkDue' | 'pending' | 'apply'>;
  /** date changes under way (docs/reschedule.md): each old booking's next step, until its change is done or void */
  reschedules?: { underWay(limit: number): Promise<BookingRow[]>; step(old: BookingRow): Promise<void> };
  /** the mail outbox: mails no trigger sent, and retries */
  mail?: { sweep(): Promise<unknown> };
  /** one sweep at a time across the API instances on the database */
  lease: SweepLease;
  /** how far back the last complete pass looked for paid orders without a ticket */
  strayMark: SweepMark;
  logger: Logger;
  now: () => Date;
}

class LeaseLost extends Error {}

/** A payment younger than this is left to the traveller's own polling. */
export const PENDING_GRACE_MS = 15_000;
/** Items of one kind a sweep takes on; the rest wait for the next sweep (the scale bench times one batch). */
export const RECONCILE_BATCH = 50;
/**
 * How far back the sweep looks for paid orders that paid for nothing, by when they were paid. Each pass looks
 * back to the last complete one, less a margin: an order paid while its booking waits for the provider becomes
 * one only when another order settles that booking, which happens within the hold (at most an hour) or not at
 * all. A first pass, or one after an outage, looks a week back.
 */
export const STRAY_ORDER_WINDOW_MS = 7 * 24 * 3_600_000;
export const STRAY_ORDER_MARGIN_MS = 90 * 60_000;

/**
 * Sweeps what no traveller is watching any more: payments still pending at the gateway, paid bookings a
 * crash left unconfirmed, cancellations left half-way, refunds on their way, and holds that lapsed unpaid.
 * Of several API instances on one database, the one holding the lease sweeps and the others skip that turn.
 * Every step is settlement's idempotent one as well, so a sweep that outlives its lease does no harm.
 */
export function createReconciler(deps: ReconcilerDeps) {
  const { payments, bookings, settlement, cancellation, lease, logger, now } = deps;

  /** Takes each item in turn; false when a step failed (the next sweep tries it again). */
  async function each<T>(items: T[], step: (item: T) => Promise<unknown>, what: string): Promise<boolean> {
    let done = true;
    for (const item of items) {
      // renewed as it goes, so the lease can be short; lost (it lapsed and another took it): that one goes on
      if (!(await lease.claim())) throw new LeaseLost();
      try {
        await step(item);
      } catch (error) {
        done = false;
        logger.warn({ err: error }, `reconciler: ${what} failed; next sweep tries again`);
      }
    }
    return done;
  }

  async function sweep(): Promise<void> {
    const at = now();
    await each(
      await payments.pendingOrders(new Date(at.getTime() - PENDING_GRACE_MS), RECONCILE_BATCH),
      (order) => settlement.settle(order.merchantOrderId),
      'pending payment',
    );
    await each(
      await payments.paidButUnconfirmed(at, RECONCILE_BATCH),
      (order) => settlement.settle(order.merchantOrderId),
      'paid booking',
    );
    const strays = await payments.strayPaidOrders(await deps.strayMark.since(at), RECONCILE_BATCH);
    const settled = await each(
      strays,
      (order) => settlement.settle(order.merchantOrderId),
      'paid order without a ticket',
    );
    if (settled && strays.length < RECONCILE_BATCH) await deps.strayMark.reached(at);
    if (deps.reschedules) {
      const { reschedules } = deps;
      // after the payments (a paid date change is confirmed there), before the refunds (a lower fare's is recorded here)
      await each(await reschedules.underWay(RECONCILE_BATCH), (old) => reschedules.step(old), 'date change');
    }
    if (deps.trips) {
      const { trips } = deps;
      await each([trips], (watch) => watch.watchSold(), 'trip watch');
      await each([trips], (watch) => watch.checkDue(), 'trip check');
      // before the refunds: an operator's cancellation records refunds the step below sends on
      await each(await trips.pending(), (trip) => trips.apply(trip), 'trip change');
    }
    // before the refunds: finishing a cancellation a crash left half-way records its refund
    await each(
      await cancellation.stale(RECONCILE_BATCH),
      (item) => cancellation.resolve(item),
      'cancellation left half-way',
    );
    await each(await payments.openRefunds(RECONCILE_BATCH), (refund) => settlement.advanceRefund(refund), 'refund');
    const expired = await bookings.expireLapsedHolds(now());
    if (expired.length) logger.info({ pnrs: expired }, 'holds lapsed unpaid; bookings expired');
    if (deps.mail) await each([deps.mail], (mail) => mail.sweep(), 'mail');
  }

  /** One sweep, unless another instance is sweeping: then false, and nothing done. */
  async function runOnce(): Promise<boolean> {
    if (!(await lease.claim())) return false;
    try {
      await sweep();
      return true;
    } catch (error) {
      if (error instanceof LeaseLost) return false;
      throw error;
    } finally {
      // a release that fails (the database gone) leaves the lease to lapse
      await lease.release().catch(() => undefined);
    }
  }

  return {
    runOnce,
    /** Sweeps every `intervalMs` until stopped; one sweep at a time. The stop waits for a sweep under way. */
    start(intervalMs: number): () => Promise<void> {
      let running: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((error: unknown) => logger.error({ err: error }, 'reconciler sweep failed'))
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
