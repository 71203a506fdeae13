import { DEPARTURE_CHANGE_NOTICE_MINUTES, departureShiftMinutes } from '@jatra/shared';
import { parseAdminSchedules } from '../../provider/gds/schedule-table';
import { GdsError } from '../../provider/gds/gds-error';
import type { RouteDate, TripSeen, TripWatchRepository } from './trip-watch.repository';
import type { TripWatchRow } from './trip-watch.schema';

/** Trips leaving within this many days are looked at on every sweep; later ones every `FAR_TRIP_RECHECK_MS`. */
export const NEAR_TRIP_DAYS = 7;
export const FAR_TRIP_RECHECK_MS = 10 * 60_000;
/** Trips one sweep takes on; their routes are asked once each (docs/trip-changes.md). */
export const TRIP_CHECK_BATCH = 200;

const DAY_MS = 24 * 3_600_000;

export interface CheckTripsDeps {
  watch: TripWatchRepository;
  /** the provider's schedules of a route and date (`schedules/{origin}/{destination}/{date}.json`), uncached */
  schedules: (originId: number, destinationId: number, date: string) => Promise<{ result?: unknown }>;
  now: () => Date;
}

/** What the provider's row says of a trip; undefined when the route's list does not carry it. */
function seenOf(row: TripWatchRow, listed: Map<string, { status: string; departure: string }>): TripSeen | undefined {
  const schedule = listed.get(row.scheduleId);
  if (!schedule) return undefined;
  // only New and Update sell; any other status is a service that no longer runs (docs/gds-wire.md, Trip changes)
  if (schedule.status !== 'New' && schedule.status !== 'Update') return { cancelled: true };
  // a move smaller than the notice threshold keeps the time the ticket was sold with
  const moved = departureShiftMinutes(row.soldDeparture, schedule.departure) >= DEPARTURE_CHANGE_NOTICE_MINUTES;
  return { cancelled: false, departure: moved ? schedule.departure : row.soldDeparture };
}

const nextCheckAt = (row: TripWatchRow, now: Date) =>
  row.departsAt.getTime() - now.getTime() < NEAR_TRIP_DAYS * DAY_MS
    ? now
    : new Date(now.getTime() + FAR_TRIP_RECHECK_MS);

/** The provider's schedules of a route, by id; none when it runs no service that day (code 402). */
async function listedOn(deps: CheckTripsDeps, route: RouteDate) {
  try {
    const { result } = await deps.schedules(route.originId, route.destinationId, route.travelDate);
    return new Map(parseAdminSchedules(result).map((row) => [row.schedule_id, row]));
  } catch (error) {
    if (error instanceof GdsError && String(error.providerCode) === '402') return new Map();
    throw error;
  }
}

/**
 * Looks at one route and date and records what changed on its watched trips. A trip the list does not carry
 * is looked at again next time: a missing row says nothing we could act on.
 */
export async function checkRoute(deps: CheckTripsDeps, route: RouteDate): Promise<string[]> {
  const now = deps.now();
  const listed = await listedOn(deps, route);
  const changed: string[] = [];
  for (const row of await deps.watch.onRoute(route, now)) {
    const seen = seenOf(row, listed);
    if (!seen) continue;
    if (await deps.watch.seen(row, seen, now, nextCheckAt(row, now))) changed.push(row.scheduleId);
  }
  return changed;
}

/** The routes and dates due a look this sweep, the longest waiting first. */
export const dueRoutes = (deps: CheckTripsDeps) => deps.watch.dueRoutes(deps.now(), TRIP_CHECK_BATCH);
