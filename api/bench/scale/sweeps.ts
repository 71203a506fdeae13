/**
 * The background sweeps, each one pass timed through the API's own functions: what the reconciler looks
 * for (each kind of item, as it asks for one batch), the lapsed holds it expires, the mail outbox's sweep,
 * and a whole reconciler pass (lease, finds and the work on what it found).
 */
import type { Logger } from 'pino';
import { createBookingsRepository } from '../../src/commerce';
import type { ApiServices } from '../../src/composition';
import type { ApiConfig } from '../../src/config';
import { notificationsFromConfig } from '../../src/notifications';
import { createPaymentsRepository } from '../../src/commerce';
import { PENDING_GRACE_MS, RECONCILE_BATCH, STRAY_ORDER_MARGIN_MS, STRAY_ORDER_WINDOW_MS } from '../../src/commerce';

export interface SweepStep {
  name: string;
  run(): Promise<unknown>;
}

/** The steps, in the order the reconciler takes them. */
export function sweepSteps(services: ApiServices, config: ApiConfig, logger: Logger): SweepStep[] {
  const db = services.database.db;
  const payments = createPaymentsRepository(db);
  const bookings = createBookingsRepository(db);
  const now = services.now ?? (() => new Date());
  const mail = notificationsFromConfig({
    config,
    db,
    supportContact: services.settings.supportContact,
    logger,
    now,
  });
  return [
    {
      name: 'payments pending at the gateway (find)',
      run: () => payments.pendingOrders(new Date(now().getTime() - PENDING_GRACE_MS), RECONCILE_BATCH),
    },
    { name: 'paid bookings left unconfirmed (find)', run: () => payments.paidButUnconfirmed(now(), RECONCILE_BATCH) },
    {
      name: 'paid orders without a ticket (find, since the last pass)',
      run: () => payments.strayPaidOrders(new Date(now().getTime() - STRAY_ORDER_MARGIN_MS), RECONCILE_BATCH),
    },
    {
      name: 'paid orders without a ticket (find, first pass or after an outage: a week)',
      run: () => payments.strayPaidOrders(new Date(now().getTime() - STRAY_ORDER_WINDOW_MS), RECONCILE_BATCH),
    },
    { name: 'cancellations left half-way (find)', run: () => services.cancellation.stale(RECONCILE_BATCH) },
    { name: 'open refunds (find)', run: () => payments.openRefunds(RECONCILE_BATCH) },
    { name: 'lapsed holds (expire)', run: () => bookings.expireLapsedHolds(now()) },
    // twice: the first pass looks a week back, the second only since the first
    { name: 'mail outbox (catch up and send, first pass: a week)', run: () => mail.sweep() },
    { name: 'mail outbox (catch up and send, since the last pass)', run: () => mail.sweep() },
    { name: 'whole reconciler pass', run: () => services.reconciler.runOnce() },
  ];
}
