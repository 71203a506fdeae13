import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Access } from '../auth/access';
import { createBookingsRepository } from '../bookings/bookings.repository';
import { bookingsRoutes } from '../bookings/bookings.routes';
import { createBookingsService } from '../bookings/bookings.service';
import type { CitiesService } from '../cities/cities.service';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import type { InventoryService } from '../inventory/inventory.service';
import type { GdsClient } from '../provider/gds/gds-client';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createPhonePeClient } from './phonepe/phonepe-client';
import { phonePeGateway } from './phonepe-gateway';
import { createReconciler } from './reconciler';
import { createSettlement } from './settlement';

/** Bookings and payments wired together: their routes, and the reconciler `main.ts` starts. */
export function createCommerce(deps: {
  config: ApiConfig;
  db: Database;
  gds: GdsClient;
  cities: CitiesService;
  inventory: InventoryService;
  access: Access;
  logger: Logger;
  now?: () => Date;
}) {
  const { config, db, gds, logger, access } = deps;
  const now = deps.now ?? (() => new Date());
  const phonepe = config.payments.phonepe;
  const gateway = phonePeGateway(createPhonePeClient(phonepe));
  const bookingsRepository = createBookingsRepository(db);
  const paymentsRepository = createPaymentsRepository(db);
  const bookings = createBookingsService({
    repository: bookingsRepository,
    inventory: deps.inventory,
    cities: deps.cities,
    gds,
    logger,
    holdMinutes: config.bookings.holdMinutes,
    now,
  });
  const settlement = createSettlement({ repository: paymentsRepository, gateway, gds, logger, now });
  const payments = createPaymentsService({ repository: paymentsRepository, gateway, settlement, logger, now });
  const routers: Router[] = [
    bookingsRoutes(bookings, access),
    paymentsRoutes({ payments, bookings, settlement }, access, {
      webhook: phonepe.webhook,
      corsOrigins: config.corsOrigins,
    }),
  ];
  const reconciler = createReconciler({
    payments: paymentsRepository,
    bookings: bookingsRepository,
    settlement,
    logger,
    now,
  });
  return { routers, reconciler };
}

export type Commerce = ReturnType<typeof createCommerce>;
