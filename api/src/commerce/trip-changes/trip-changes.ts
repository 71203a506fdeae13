import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import { createSweepMark } from '../../db/sweep-mark';
import type { BookingRow } from '../bookings/bookings.schema';
import { createTripChangeBookings } from '../bookings/trip-change.repository';
import type { RefundRow } from '../payments/payments.schema';
import type { Transact } from '../payments/repositories';
import { applyTripChange, type ApplyTripChangeDeps } from './apply-trip-change';
import { checkRoute, dueRoutes, type CheckTripsDeps } from './check-trips';
import { createTripWatchRepository } from './trip-watch.repository';
import type { TripWatchRow } from './trip-watch.schema';

/** Routes asked at once: a sweep's 200 trips are some 150 provider calls, too many to make one after another. */
const CHECK_CONCURRENCY = 4;

/** Trips with a change to carry that one sweep takes on. */
const PENDING_BATCH = 50;
/** Confirmed bookings one sweep starts watching the trips of; a full batch leaves the rest to the next sweep. */
const CATCH_UP_BATCH = 500;
/** Looks back to the last complete pass less this margin (a confirmation being written then), at most a week. */
const CATCH_UP = { marginMs: 10 * 60_000, windowMs: 7 * 24 * 3_600_000 };

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
  const catchUpMark = createSweepMark(deps.db, 'trip-watch-catch-up', CATCH_UP);
  return {
    /**
     * Starts watching the trip of a ticket just confirmed. The sweep's catch-up below is the net under a crash
     * between the confirmation and this, so the watch never depends on that pass's clock alone.
     */
    async watchTicket(
      booking: Pick<BookingRow, 'scheduleId' | 'originId' | 'destinationId' | 'travelDate' | 'departureTime'>,
    ) {
      const { scheduleId, originId, destinationId, travelDate, departureTime: departure } = booking;
      await watch.watch({ scheduleId, originId, destinationId, travelDate, departure }, deps.now());
    },
    /** Starts watching the trips of the tickets confirmed since the last pass. */
    async watchSold(): Promise<void> {
      const passStart = deps.now();
      const read = await watch.watchConfirmedSince(await catchUpMark.since(passStart), CATCH_UP_BATCH, passStart);
      if (read < CATCH_UP_BATCH) await catchUpMark.reached(passStart);
    },
    /**
     * Looks at the routes and dates due, the longest waiting first, a few at a time; trips that have left stop being
     * watched first. The first failure ends the pass (a provider that is down fails every route alike): what was
     * not looked at stays due for the next sweep.
     */
    async checkDue(): Promise<void> {
      await watch.retireDeparted(deps.now());
      const routes = await dueRoutes(check);
      let failure: unknown;
      const worker = async () => {
        for (let route = routes.shift(); route && failure === undefined; route = routes.shift()) {
          await checkRoute(check, route).catch((error: unknown) => {
            failure ??= error;
          });
        }
      };
      await Promise.all(Array.from({ length: CHECK_CONCURRENCY }, worker));
      if (failure !== undefined) throw failure;
    },
    pending: (): Promise<TripWatchRow[]> => watch.pendingChanges(PENDING_BATCH),
    apply: (trip: TripWatchRow) => applyTripChange(apply, trip),
  };
}
export type TripChanges = ReturnType<typeof createTripChanges>;
