import type { Kernel } from '../area';
import type { Access } from '../auth';
import type { CitiesService } from '../cities';
import { createSweepLease } from '../db/sweep-lease';
import { createSweepMark } from '../db/sweep-mark';
import type { InventoryService } from '../inventory';
import type { Notifications } from '../notifications';
import type { GdsClient } from '../provider/gds/gds-client';
import { bookingsRoutes } from './bookings/bookings.routes';
import { createBookingsService, type BookingsServiceDeps } from './bookings/bookings.service';
import { createCancellationService } from './bookings/cancellation.service';
import { createHoldCaps } from './bookings/hold-caps';
import { createPaymentsLedger } from './payments/payments-ledger';
import { createPaymentsLedgerRepository } from './payments/payments-ledger.repository';
import { paymentsLedgerRoutes } from './payments/payments-ledger.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { createPaymentsService } from './payments/payments.service';
import { phonePeGateway } from './payments/phonepe-gateway';
import { createPhonePeClient } from './payments/phonepe/phonepe-client';
import { STRAY_ORDER_MARGIN_MS, STRAY_ORDER_WINDOW_MS, createReconciler } from './payments/reconciler';
import { createCommerceRepositories } from './payments/repositories';
import { createSettlement } from './payments/settlement';
import { rescheduleRoutes } from './reschedule/reschedule.routes';
import { createReschedule } from './reschedule/reschedule.service';
import { createTripChanges } from './trip-changes/trip-changes';

/**
 * The sweep renews it before each item, so it only lapses when its holder stops: a crashed instance's lease
 * must free the others within seconds, or paid bookings wait that long for their tickets. A sweep that
 * outlives it anyway (a stalled item) is still harmless, every step being idempotent.
 */
const RECONCILE_LEASE_MS = 30_000;

/** Bookings and payments wired together, with the reconciler `main.ts` starts. */
export function composeCommerce(
  kernel: Kernel,
  deps: {
    gds: GdsClient;
    cities: CitiesService;
    inventory: InventoryService;
    access: Access;
    /** the e-ticket and cancellation notices; a mail never holds up or fails the booking */
    notifications: Pick<
      Notifications,
      'ticketConfirmed' | 'cancellationCompleted' | 'departureChanged' | 'rescheduleCompleted' | 'sweep'
    >;
    /** remembers a confirmed booking's passengers as the user's saved travellers */
    travellers: BookingsServiceDeps['travellers'];
    /** the SMS module: where a booking's m-ticket went */
    mTicketSentTo?: BookingsServiceDeps['mTicketSentTo'];
  },
) {
  const { config, db, logger } = kernel;
  const { gds, notifications, access } = deps;
  const now = kernel.now ?? (() => new Date());
  const gateway = phonePeGateway(createPhonePeClient(config.payments.phonepe));
  const repositories = createCommerceRepositories(db);
  const bookings = createBookingsService({
    repository: repositories.bookings,
    payments: repositories.payments,
    inventory: deps.inventory,
    cities: deps.cities,
    gds,
    travellers: deps.travellers,
    logger,
    holdMinutes: config.bookings.holdMinutes,
    holdCaps: createHoldCaps({ repository: repositories.bookings, caps: config.bookings.holdCaps }),
    mTicketSentTo: deps.mTicketSentTo,
    now,
  });
  const settlement = createSettlement({
    ...repositories,
    gateway,
    gds,
    logger,
    now,
    onConfirmed: async (pnr) => {
      const confirmed = await repositories.bookings.byPnr(pnr);
      await Promise.all([
        notifications.ticketConfirmed(pnr),
        bookings.confirmed(pnr),
        // a paid date change is confirmed here: the old ticket is then replaced
        reschedule.confirmed(pnr),
        // `trips` is composed below; a confirmation only ever comes once composing is over
        confirmed && trips.watchTicket(confirmed),
      ]);
    },
  });
  const reschedule = createReschedule({
    bookings: repositories.bookings,
    transact: repositories.transact,
    gds,
    inventory: deps.inventory,
    holds: bookings,
    advanceRefund: settlement.advanceRefund,
    notify: notifications,
    logger,
    now,
  });
  const cancellation = createCancellationService({
    bookings: repositories.bookings,
    transact: repositories.transact,
    gds,
    advanceRefund: settlement.advanceRefund,
    onCancelled: (id) => notifications.cancellationCompleted(id),
    logger,
    now,
  });
  const payments = createPaymentsService({
    repository: repositories.payments,
    bookings: repositories.bookings,
    gateway,
    settlement,
    logger,
    now,
  });
  const trips = createTripChanges({
    db,
    transact: repositories.transact,
    schedules: gds.schedules,
    advanceRefund: settlement.advanceRefund,
    notify: notifications,
    logger,
    now,
  });
  const reconciler = createReconciler({
    payments: repositories.payments,
    bookings: repositories.bookings,
    settlement,
    cancellation,
    trips,
    reschedules: reschedule,
    mail: notifications,
    lease: createSweepLease(db, 'reconciler', RECONCILE_LEASE_MS),
    strayMark: createSweepMark(db, 'stray-paid-orders', {
      marginMs: STRAY_ORDER_MARGIN_MS,
      windowMs: STRAY_ORDER_WINDOW_MS,
    }),
    logger,
    now,
  });
  const ledger = createPaymentsLedger(createPaymentsLedgerRepository(db));
  const paymentsOptions = { webhook: config.payments.phonepe.webhook, corsOrigins: config.corsOrigins };
  return {
    services: { bookings, settlement, cancellation, payments, reconciler, ledger, reschedule, trips },
    routers: {
      ledger: paymentsLedgerRoutes(ledger, access),
      bookings: bookingsRoutes(bookings, cancellation, access),
      reschedule: rescheduleRoutes(reschedule, bookings, access),
      payments: paymentsRoutes({ payments, bookings, settlement }, access, paymentsOptions),
    },
  };
}
