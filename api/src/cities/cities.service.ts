import { CITIES_CACHE_MINUTES, inEnglish, MESSAGES, ruleMessage, type City, type ListPagingQuery } from '@jatra/shared';
import { citiesNamedInScript } from '@jatra/shared/i18n';
import { parseProviderCities } from '../provider/gds/provider-cities';
import type { Logger } from 'pino';
import { notFound, providerFailure } from '../http/app-error';
import { GdsError, type GdsClient } from '../provider/gds/gds-client';
import type { CitiesRepository } from './cities.repository';
import { CITY_INDEX_MAX, cityIndex, type CityIndex } from './city-index';

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
    if (!parsed) throw new GdsError(inEnglish(MESSAGES.invalidResponseFormat), 200);
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

  /** When the stored list was copied, after copying it anew if it is older than CACHE_MS (or `force`). */
  async function ensureFresh(force: boolean): Promise<Date> {
    const syncedAt = await deps.repository.lastSyncedAt();
    const stale = !syncedAt || now().getTime() - syncedAt.getTime() >= CACHE_MS;
    if (!force && !stale) return syncedAt;
    try {
      return (await sync()).syncedAt;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!syncedAt) throw providerFailure(message);
      deps.logger.warn({ err: error }, 'city sync failed; serving the stored list');
      if (force) throw providerFailure(message);
      return syncedAt;
    }
  }

  // the stored list as of one sync, in memory, for the typeahead and look-ups by id: read again only when
  // a sync (on any instance) changed the time it was copied; null when the list is too large to keep
  let index: { syncedAt: number; loading: Promise<CityIndex | null> } | undefined;
  function indexAsOf(syncedAt: Date): Promise<CityIndex | null> {
    if (index?.syncedAt !== syncedAt.getTime()) {
      const loading = deps.repository.allUpTo(CITY_INDEX_MAX).then((list) => (list ? cityIndex(list) : null));
      index = { syncedAt: syncedAt.getTime(), loading };
      // a failed read is tried again by the next request
      loading.catch(() => {
        if (index?.loading === loading) index = undefined;
      });
    }
    return index.loading;
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
      const cities = await indexAsOf(await ensureFresh(false));
      // a name typed in Assamese, Bengali or Hindi script is looked up by the provider's names it means
      // (docs/languages.md: place names)
      const named = citiesNamedInScript(query);
      if (named.length > 0) return cities ? cities.named(named) : deps.repository.named(named);
      return cities ? cities.search(query) : deps.repository.search(query);
    },
    async byId(id: number): Promise<City> {
      const cities = await indexAsOf(await ensureFresh(false));
      const city = cities ? cities.byId(id) : (await deps.repository.byIds([id]))[0];
      if (!city) throw notFound(ruleMessage('search.invalidCity'));
      return city;
    },
  };
}

export type CitiesService = ReturnType<typeof createCitiesService>;
