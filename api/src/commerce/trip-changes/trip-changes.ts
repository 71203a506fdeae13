import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import { createTripChangeBookings } from '../bookings/trip-change.repository';
import type { RefundRow } from '../payments/payments.schema';
import type { Transact } from '../payments/repositories';
import { applyTripChange, type ApplyTripChangeDeps } from './apply-trip-change';
import { checkRoute, dueRoutes, type CheckTripsDeps } from './check-trips';
import { createTripWatchRepository, type RouteDate, type SoldTrip } from './trip-watch.repository';
import type { TripWatchRow } from './trip-watch.schema';

/** Trips with a change to carry that one sweep takes on. */
const PENDING_BATCH = 50;

export interface TripChangesDeps {
  db: Database;
  transact: Transact;
  schedules: CheckTripsDeps['schedules'];
  advanceRefund: (refund: RefundRow) => Promise<void>;
  notify: ApplyTripChangeDeps['notify'];
  logger: Logger;
  now: () => Date;
}

/**
 * The operator's changes to trips we sold (docs/trip-changes.md): the trips watched, looked at by the reconciler's
 * sweep, and each change carried to its bookings once.
 */
export function createTripChanges(deps: TripChangesDeps) {
  const watch = createTripWatchRepository(deps.db);
  const check: CheckTripsDeps = { watch, schedules: deps.schedules, now: deps.now };
  const apply: ApplyTripChangeDeps = { ...deps, watch, tripBookings: createTripChangeBookings(deps.db) };
  return {
    /** Starts watching the trip of a ticket just confirmed. */
    watch: (trip: SoldTrip) => watch.watch(trip, deps.now()),
    /** The routes and dates due a look, the longest waiting first; trips that have left stop being watched first. */
    async due(): Promise<RouteDate[]> {
      await watch.retireDeparted(deps.now());
      return dueRoutes(check);
    },
    check: (route: RouteDate) => checkRoute(check, route),
    pending: (): Promise<TripWatchRow[]> => watch.pendingChanges(PENDING_BATCH),
    apply: (trip: TripWatchRow) => applyTripChange(apply, trip),
  };
}
export type TripChanges = ReturnType<typeof createTripChanges>;
