import { CITIES_CACHE_MINUTES, MESSAGES, type City, type ListPagingQuery } from '@jatra/shared';
import { parseProviderCities } from '../provider/gds/provider-cities';
import type { Logger } from 'pino';
import { notFound, providerFailure } from '../http/app-error';
import { GdsError, type GdsClient } from '../provider/gds/gds-client';
import type { CitiesRepository } from './cities.repository';

const CACHE_MS = CITIES_CACHE_MINUTES * 60_000;

export interface CitySync {
  count: number;
  syncedAt: Date;
}

/**
 * The provider's city list, copied into our `cities` table at most every 15 minutes.
 * When the provider is down, the stored copy keeps serving.
 */
export function createCitiesService(deps: {
  repository: CitiesRepository;
  gds: GdsClient;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let inFlight: Promise<CitySync> | null = null;

  async function syncFromProvider(): Promise<CitySync> {
    const parsed = parseProviderCities(await deps.gds.cities());
    if (!parsed) throw new GdsError(MESSAGES.invalidResponseFormat, 200);
    if (parsed.droppedRows > 0)
      deps.logger.warn({ droppedRows: parsed.droppedRows }, 'dropped malformed provider city rows');
    const syncedAt = now();
    const count = await deps.repository.replaceAll(parsed.cities, syncedAt);
    deps.logger.info({ cities: count }, 'synced cities from provider');
    return { count, syncedAt };
  }

  /** One sync at a time per instance; concurrent callers share it. */
  function sync(): Promise<CitySync> {
    inFlight ??= syncFromProvider().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function ensureFresh(force: boolean): Promise<void> {
    const syncedAt = await deps.repository.lastSyncedAt();
    const stale = !syncedAt || now().getTime() - syncedAt.getTime() >= CACHE_MS;
    if (!force && !stale) return;
    try {
      await sync();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!syncedAt) throw providerFailure(message);
      deps.logger.warn({ err: error }, 'city sync failed; serving the stored list');
      if (force) throw providerFailure(message);
    }
  }

  return {
    /** Copy the provider's list now, whatever the age of ours; a provider failure is thrown as it came (GdsError). */
    forceSync: (): Promise<CitySync> => sync(),

    /** The admin list, straight from our copy: an admin syncs it on purpose. */
    page: (query: string, paging: ListPagingQuery, limit: number) => deps.repository.page(query, paging, limit),

    async list(options: { forceRefresh: boolean }): Promise<City[]> {
      await ensureFresh(options.forceRefresh);
      return deps.repository.all();
    },
    async search(query: string): Promise<City[]> {
      await ensureFresh(false);
      return deps.repository.search(query);
    },
    async byId(id: number): Promise<City> {
      await ensureFresh(false);
      const [city] = await deps.repository.byIds([id]);
      if (!city) throw notFound(MESSAGES.invalidCity);
      return city;
    },
  };
}

export type CitiesService = ReturnType<typeof createCitiesService>;
