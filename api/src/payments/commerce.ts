import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Access } from '../auth/access';
import { bookingsRoutes } from '../bookings/bookings.routes';
import { createBookingsService, type BookingsServiceDeps } from '../bookings/bookings.service';
import { createCancellationService } from '../bookings/cancellation.service';
import type { CitiesService } from '../cities/cities.service';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import type { InventoryService } from '../inventory/inventory.service';
import type { Notifications } from '../notifications/notifications.service';
import type { GdsClient } from '../provider/gds/gds-client';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createPhonePeClient } from './phonepe/phonepe-client';
import { phonePeGateway } from './phonepe-gateway';
import { createReconciler } from './reconciler';
import { createCommerceRepositories } from './repositories';
import { createSettlement } from './settlement';

/** Bookings and payments wired together: their routes, and the reconciler `main.ts` starts. */
export function createCommerce(deps: {
  config: ApiConfig;
  db: Database;
  gds: GdsClient;
  cities: CitiesService;
  inventory: InventoryService;
  access: Access;
  /** the e-ticket and cancellation notices; a mail never holds up or fails the booking */
  notifications: Pick<Notifications, 'ticketConfirmed' | 'cancellationCompleted' | 'sweep'>;
  /** remembers a confirmed booking's passengers as the user's saved travellers */
  travellers: BookingsServiceDeps['travellers'];
  logger: Logger;
  now?: () => Date;
}) {
  const { config, db, gds, logger, access } = deps;
  const now = deps.now ?? (() => new Date());
  const phonepe = config.payments.phonepe;
  const gateway = phonePeGateway(createPhonePeClient(phonepe));
  const repositories = createCommerceRepositories(db);
  const bookingsRepository = repositories.bookings;
  const paymentsRepository = repositories.payments;
  const bookings = createBookingsService({
    repository: bookingsRepository,
    payments: paymentsRepository,
    inventory: deps.inventory,
    cities: deps.cities,
    gds,
    travellers: deps.travellers,
    logger,
    holdMinutes: config.bookings.holdMinutes,
    now,
  });
  const { notifications } = deps;
  const settlement = createSettlement({
    ...repositories,
    gateway,
    gds,
    logger,
    now,
    onConfirmed: async (pnr) => {
      await Promise.all([notifications.ticketConfirmed(pnr), bookings.confirmed(pnr)]);
    },
  });
  const cancellation = createCancellationService({
    bookings: bookingsRepository,
    transact: repositories.transact,
    gds,
    advanceRefund: settlement.advanceRefund,
    onCancelled: (id) => notifications.cancellationCompleted(id),
    logger,
    now,
  });
  const payments = createPaymentsService({
    repository: paymentsRepository,
    bookings: bookingsRepository,
    gateway,
    settlement,
    logger,
    now,
  });
  const routers: Router[] = [
    bookingsRoutes(bookings, cancellation, access),
    paymentsRoutes({ payments, bookings, settlement }, access, {
      webhook: phonepe.webhook,
      corsOrigins: config.corsOrigins,
    }),
  ];
  const reconciler = createReconciler({
    payments: paymentsRepository,
    bookings: bookingsRepository,
    settlement,
    cancellation,
    mail: notifications,
    logger,
    now,
  });
  return { routers, reconciler };
}

export type Commerce = ReturnType<typeof createCommerce>;
