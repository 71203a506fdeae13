import { MESSAGES, SEARCH_CACHE_MINUTES, travelDateChecker, type BusResult, type StagePoint } from '@jatra/shared';
import { parseAvailabilityTable, toBasicBusResult } from '../provider/gds/availability-rows';
import { parseScheduleDetail, type GdsScheduleDetail } from '../provider/gds/schedule-detail';
import { parseScheduleList, type ScheduleListRow } from '../provider/gds/schedule-table';
import { parseStageNames, parseStageTable } from '../provider/gds/stage-tables';
import { badRequest, notFound, providerFailure } from '../http/app-error';
import { createTtlCache, jsonBytes } from '../search';
import { GdsError, isNoService, isUnknownToProvider, type GdsClient } from '../provider/gds/gds-client';

/** Routes × dates of each inventory list kept at most, by count and by their size as JSON. */
const INVENTORY_CACHE_BOUNDS = { maxEntries: 2000, bytes: { max: 8 * 1024 * 1024, sizeOf: jsonBytes } };

/** Provider failures become our error shape: an unknown schedule is a 404, the rest a 502. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GdsError) {
      if (isUnknownToProvider(error)) throw notFound(error.message);
      throw providerFailure(error.message);
    }
    throw error;
  }
}

/** The provider's answer for a route and date, or no buses when it runs no service there. */
async function routeDateAnswer(call: () => Promise<{ result: unknown }>): Promise<{ result: unknown }> {
  return fromProvider(async () => {
    try {
      return await call();
    } catch (error) {
      if (isNoService(error)) return { result: [] };
      throw error;
    }
  });
}

type Availabilities = { result: BusResult[]; stage_names: Record<string, string> };

/**
 * Our own inventory paths in the provider's style, answered with the provider's names from its tables. The
 * route-and-date lists are anonymous and cost a provider call each: they are cached like search, for dates on
 * sale only.
 */
export function createInventoryService(deps: { gds: GdsClient; now?: () => Date; horizonDays: number }) {
  const { gds } = deps;
  const now = deps.now ?? (() => new Date());
  const travelDateProblem = travelDateChecker(now, deps.horizonDays);
  // each list as bounded as search's answers (docs/traveller-reads-at-volume.md)
  const cacheOptions = { ttlMs: SEARCH_CACHE_MINUTES * 60_000, ...INVENTORY_CACHE_BOUNDS, now: () => now().getTime() };
  const schedulesCache = createTtlCache<ScheduleListRow[]>(cacheOptions);
  const availabilitiesCache = createTtlCache<Availabilities>(cacheOptions);
  // a schedule read for a seat map or a hold stands in for the provider's answer at a hold as long as a
  // search answer is kept: the provider refuses a taken seat or a changed fare itself, and a hold refused on
  // such a reading is decided again on a fresh one (docs/festival-rush.md)
  const recentSchedules = createTtlCache<GdsScheduleDetail>(cacheOptions);

  /** Refuses a date the provider sells nothing for, before the cache and the provider see it. */
  function routeDateKey(origin: number, destination: number, date: string): string {
    const problem = travelDateProblem(date);
    if (problem) throw badRequest(problem);
    return `${origin}:${destination}:${date}`;
  }

  async function scheduleDetail(scheduleId: string): Promise<GdsScheduleDetail> {
    const detail = parseScheduleDetail((await fromProvider(() => gds.schedule(scheduleId))).result);
    if (!detail) throw notFound(MESSAGES.scheduleNotFound);
    recentSchedules.put(scheduleId, detail);
    return detail;
  }

  return {
    /** The admin's Clear Cache empties these with the search caches. */
    caches: [
      { name: 'schedules', clear: () => schedulesCache.clear() },
      { name: 'availabilities', clear: () => availabilitiesCache.clear() },
      { name: 'recent schedules', clear: () => recentSchedules.clear() },
    ],

    async schedules(origin: number, destination: number, date: string): Promise<ScheduleListRow[]> {
      const key = routeDateKey(origin, destination, date);
      const { value } = await schedulesCache.get(key, async () =>
        parseScheduleList((await routeDateAnswer(() => gds.schedules(origin, destination, date))).result),
      );
      return value;
    },

    async availabilities(origin: number, destination: number, date: string): Promise<Availabilities> {
      const key = routeDateKey(origin, destination, date);
      const { value } = await availabilitiesCache.get(key, async () => {
        const body = await routeDateAnswer(() => gds.availabilities(origin, destination, date));
        return {
          result: parseAvailabilityTable(body.result).rows.map(toBasicBusResult),
          stage_names: parseStageNames(body),
        };
      });
      return value;
    },

    async availability(scheduleId: string): Promise<BusResult> {
      const body = await fromProvider(() => gds.availability(scheduleId));
      const [row] = parseAvailabilityTable(body.result).rows;
      if (!row) throw notFound(MESSAGES.scheduleNotFound);
      return toBasicBusResult(row);
    },

    /** The provider's schedule, read now. */
    scheduleDetail,

    /**
     * The schedule as a seat map or a hold read it lately (`fresh: false`), else read now: for a
     * hold's happy path only, whose refusals are decided again on `scheduleDetail`.
     */
    async recentScheduleDetail(scheduleId: string): Promise<{ detail: GdsScheduleDetail; fresh: boolean }> {
      const { value, cached } = await recentSchedules.get(scheduleId, () => scheduleDetail(scheduleId));
      return { detail: value, fresh: !cached };
    },

    /** Our schedule answer: the provider's detail as sent, plus the seat layout and stages parsed once here. */
    async schedule(scheduleId: string) {
      const detail = await scheduleDetail(scheduleId);
      return {
        ...detail.wire,
        id: detail.id,
        seat_layout: detail.seatLayout,
        boarding_points: detail.boardingPoints,
        dropping_points: detail.droppingPoints,
        cancellation_policy: detail.cancellationPolicy,
      };
    },

    async boardingPoints(scheduleId: string): Promise<StagePoint[]> {
      return parseStageTable((await fromProvider(() => gds.boardingPoints(scheduleId))).result);
    },

    async droppingPoints(scheduleId: string): Promise<StagePoint[]> {
      return parseStageTable((await fromProvider(() => gds.droppingPoints(scheduleId))).result);
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
