import type { Kernel } from '../area';
import type { Access } from '../auth';
import type { GdsClient } from '../provider/gds/gds-client';
import { createCitiesRepository } from './cities.repository';
import { citiesRoutes } from './cities.routes';
import { createCitiesService } from './cities.service';

/** The city list the traveller picks from, synced from the provider. */
export function composeCities({ db, logger, now }: Kernel, deps: { gds: GdsClient; access: Access }) {
  const cities = createCitiesService({ repository: createCitiesRepository(db), gds: deps.gds, logger, now });
  return { services: { cities }, routers: { cities: citiesRoutes(cities, deps.access) } };
}
