import type { Kernel } from '../area';
import type { Access } from '../auth';
import type { CitiesService } from '../cities';
import type { GdsClient } from '../provider/gds/gds-client';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

/** The combined search, over the provider's schedules up to the booking horizon. */
export function composeSearch(
  { config, logger, now }: Kernel,
  deps: { gds: GdsClient; cities: CitiesService; access: Access },
) {
  const { gds, cities } = deps;
  const search = createSearchService({ gds, cities, logger, now, horizonDays: config.bookings.horizonDays });
  return { services: { search }, routers: { search: searchRoutes(search, deps.access) } };
}
