import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AuditRecorder } from '../audit/audit-event';
import type { Access } from '../auth/access';
import type { CitiesService } from '../cities/cities.service';
import type { Database } from '../db/database';
import type { GdsClient } from '../provider/gds/gds-client';
import { createProviderAccountService } from '../provider-account/provider-account.service';
import { providerAccountRoutes } from '../provider-account/provider-account.routes';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService, type CatalogService } from './catalog.service';

/**
 * The admin's provider screens: the synced catalog (operators, cities, city pairs, masters) and the
 * provider's own views (schedules, transactions, balance), with their routers.
 */
export function createCatalog(deps: {
  db: Database;
  gds: GdsClient;
  cities: CitiesService;
  audit: AuditRecorder;
  access: Access;
  logger: Logger;
  now?: () => Date;
}): { service: CatalogService; routers: Router[] } {
  const service = createCatalogService({
    repository: createCatalogRepository(deps.db),
    cities: deps.cities,
    gds: deps.gds,
    audit: deps.audit,
    logger: deps.logger,
    now: deps.now,
  });
  const providerAccount = createProviderAccountService({ gds: deps.gds, now: deps.now });
  return {
    service,
    routers: [catalogRoutes(service, deps.access), providerAccountRoutes(providerAccount, deps.access)],
  };
}
