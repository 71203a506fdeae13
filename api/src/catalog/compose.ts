import type { Kernel } from '../area';
import type { AuditLog } from '../audit';
import type { Access } from '../auth';
import type { CitiesService } from '../cities';
import type { GdsClient } from '../provider/gds/gds-client';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';

/** Our copies of the provider's lists (cities, pairs, operators, masters), synced by an admin. */
export function composeCatalog(
  { db, logger, now }: Kernel,
  deps: { gds: GdsClient; cities: CitiesService; audit: AuditLog; access: Access },
) {
  const { gds, cities, audit } = deps;
  const catalog = createCatalogService({ repository: createCatalogRepository(db), cities, gds, audit, logger, now });
  return { services: { catalog }, routers: { catalog: catalogRoutes(catalog, deps.access) } };
}
