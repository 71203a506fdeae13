import pLimit from 'p-limit';
import type { Logger } from 'pino';
import {
  ruleMessage,
  SEARCH_CACHE_MINUTES,
  travelDateChecker,
  type BusResult,
  type CancellationPolicy,
  type SearchQuery,
} from '@jatra/shared';
import { parseOperatorPolicies } from '../provider/gds/cancellation-policies';
import { parseAvailabilityTable, toBasicBusResult } from '../provider/gds/availability-rows';
import { parseOperatorRatings } from '../provider/gds/operator-ratings';
import { parseScheduleSummary, type GdsScheduleSummary } from '../provider/gds/schedule-detail';
import { parseRouteScheduleSummaries } from '../provider/gds/schedule-table';
import type { CitiesService } from '../cities';
import { AppError, badRequest, providerFailure } from '../http/app-error';
import { GdsError, isNoService, type GdsClient } from '../provider/gds/gds-client';
import { createTtlCache, jsonBytes } from './search-cache';
import { enrichBusResult } from './bus-enrichment';

/** Statuses the provider uses for bookable services (docs/gds-wire.md); anything else is cancelled or inactive. */
const BOOKABLE_STATUSES = new Set(['New', 'Update']);
/**
 * Schedule details in flight at once, over all searches, for the services the route's schedules table
 * did not describe: a hundred-odd go in one wave, and a burst of cold searches queues here instead of
 * flooding the provider.
 */
export const ENRICHMENT_CONCURRENCY = 200;
const OPERATORS_TTL_MS = 60 * 60_000;
/**
 * Routes × dates of search answers kept at most: by count, and by their size as JSON (a busy route's answer is
 * about 20 KB). What that costs in memory is measured in docs/traveller-reads-at-volume.md.
 */
const SEARCH_CACHE_BOUNDS = { maxEntries: 2000, bytes: { max: 16 * 1024 * 1024, sizeOf: jsonBytes } };

/** What a search reads of the operators list: ratings, and policies for buses whose schedule was not described. */
interface OperatorsInfo {
  ratings: Map<number, number>;
  policies: Map<number, CancellationPolicy>;
}
const NO_OPERATORS_INFO: OperatorsInfo = { ratings: new Map(), policies: new Map() };

export function createSearchService(deps: {
  gds: GdsClient;
  cities: CitiesService;
  logger: Logger;
  now?: () => Date;
  /** the provider's booking horizon: later dates are refused before any provider call */
  horizonDays: number;
  enrichmentConcurrency?: number;
}) {
  const now = deps.now ?? (() => new Date());
  const travelDateProblem = travelDateChecker(now, deps.horizonDays);
  const cache = createTtlCache<BusResult[]>({
    ttlMs: SEARCH_CACHE_MINUTES * 60_000,
    ...SEARCH_CACHE_BOUNDS,
    now: () => now().getTime(),
  });
  const operatorsCache = createTtlCache<OperatorsInfo>({
    ttlMs: OPERATORS_TTL_MS,
    maxEntries: 1,
    now: () => now().getTime(),
  });

  async function operatorsInfo(): Promise<OperatorsInfo> {
    const { value } = await operatorsCache.get('operators', async () => {
      const { result } = await deps.gds.operators();
      return { ratings: parseOperatorRatings(result), policies: parseOperatorPolicies(result) };
    });
    return value;
  }

  async function availabilityRows(query: SearchQuery): Promise<unknown> {
    try {
      return (await deps.gds.availabilities(query.source, query.destination, query.date)).result;
    } catch (error) {
      if (isNoService(error)) return [];
      throw error;
    }
  }

  /**
   * The route's schedules table (docs/gds-wire.md, Schedules) describes every service in one answer, asked for beside
   * the availabilities: a cold search is one provider round trip whatever the route's size. Without it
   * (failed, or no such route), each service's detail is asked for instead.
   */
  async function routeSchedules(query: SearchQuery): Promise<Map<string, GdsScheduleSummary>> {
    try {
      return parseRouteScheduleSummaries(await deps.gds.schedules(query.source, query.destination, query.date));
    } catch (error) {
      if (!isNoService(error)) {
        deps.logger.warn({ err: error }, 'route schedules unavailable; asking schedule by schedule');
      }
      return new Map();
    }
  }

  const limit = pLimit(deps.enrichmentConcurrency ?? ENRICHMENT_CONCURRENCY);

  /** One service's detail fills its entry; if that fails, the basic entry is kept. */
  const scheduleSummary = (scheduleId: string) =>
    limit(async () => {
      try {
        return parseScheduleSummary((await deps.gds.schedule(scheduleId)).result);
      } catch (error) {
        deps.logger.warn({ err: error, scheduleId }, 'schedule enrichment failed; keeping the basic entry');
        return null;
      }
    });

  async function searchProvider(query: SearchQuery): Promise<BusResult[]> {
    const [table, summaries, operators] = await Promise.all([
      availabilityRows(query),
      routeSchedules(query),
      operatorsInfo().catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'operator ratings and policies unavailable');
        return NO_OPERATORS_INFO;
      }),
    ]);
    const { rows, droppedRows } = parseAvailabilityTable(table);
    if (droppedRows > 0) deps.logger.warn({ droppedRows }, 'dropped malformed availability rows');
    const bookable = rows.filter((row) => BOOKABLE_STATUSES.has(row.status) && row.availableSeats > 0);
    const buses = await Promise.all(
      bookable.map(async (row) => {
        const summary = summaries.get(row.scheduleId) ?? (await scheduleSummary(row.scheduleId));
        return enrichBusResult(toBasicBusResult(row), summary, {
          rating: operators.ratings.get(row.travelId) ?? null,
          cancellationPolicy: operators.policies.get(row.travelId),
        });
      }),
    );
    return buses.sort((a, b) => a.departureTime.localeCompare(b.departureTime));
  }

  async function checkCities(query: SearchQuery): Promise<void> {
    try {
      await Promise.all([deps.cities.byId(query.source), deps.cities.byId(query.destination)]);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw badRequest(ruleMessage('search.invalidCity'));
      throw error;
    }
  }

  return {
    /** The in-memory caches, for an admin's Clear Cache; answers in the search body cache go with their results. */
    caches: [
      { name: 'search results', clear: () => cache.clear() },
      { name: 'operators', clear: () => operatorsCache.clear() },
    ],

    async search(query: SearchQuery): Promise<{ result: BusResult[]; cached: boolean }> {
      // before the cache: an unbounded date would let anyone flush it, and the provider has nothing to sell then
      const dateProblem = travelDateProblem(query.date);
      if (dateProblem) throw badRequest(dateProblem);
      try {
        // only answers for known cities are ever cached, so a hit needs no city check
        const { value, cached } = await cache.get(`${query.source}:${query.destination}:${query.date}`, async () => {
          // the city check and the provider's answer overlap; an unknown city's answer is dropped
          const answer = searchProvider(query);
          answer.catch(() => undefined);
          await checkCities(query);
          return answer;
        });
        return { result: value, cached };
      } catch (error) {
        if (error instanceof GdsError) throw providerFailure(error.message);
        throw error;
      }
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
