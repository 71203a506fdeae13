import { and, asc, eq, gt, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { DEPARTURE_CHANGE_NOTICE_MINUTES, departureShiftMinutes } from '@jatra/shared';
import type { Database } from '../../db/database';
import { bookings } from '../bookings/bookings.schema';
import { departureInstant } from '../bookings/tentative-booking';
import { tripWatch, type TripWatchRow } from './trip-watch.schema';

/** A trip as a ticket on it names it. */
export interface SoldTrip {
  scheduleId: string;
  originId: number;
  destinationId: number;
  travelDate: string;
  /** `HH:MM` */
  departure: string;
}

export interface RouteDate {
  originId: number;
  destinationId: number;
  travelDate: string;
}

/** What the provider showed of a watched trip. */
export type TripSeen = { cancelled: true } | { cancelled: false; departure: string };

/** Every database access of the watched trips: the one writer of `trip_watch`. */
export function createTripWatchRepository(db: Database) {
  /**
   * A ticket confirmed at a departure other than the one last seen (held before a move, paid after the move was
   * carried to the others) marks that move pending again, so the next sweep carries it to this ticket too. A shift
   * under the notice threshold is no change, as when the trip is looked at. A trip seen cancelled is left alone: a
   * ticket the provider confirmed on it since says the trip runs after all, and it is not refunded on our word.
   */
  async function reopenChangesMissed(sold: Pick<SoldTrip, 'scheduleId' | 'departure'>[], now: Date): Promise<void> {
    const rows = await db
      .select({ scheduleId: tripWatch.scheduleId, state: tripWatch.state, departure: tripWatch.departure })
      .from(tripWatch)
      .where(inArray(tripWatch.scheduleId, [...new Set(sold.map((trip) => trip.scheduleId))]));
    const missed = rows.filter(
      (row) =>
        row.state === 'running' &&
        sold.some(
          (trip) =>
            trip.scheduleId === row.scheduleId &&
            departureShiftMinutes(trip.departure, row.departure) >= DEPARTURE_CHANGE_NOTICE_MINUTES,
        ),
    );
    if (missed.length === 0) return;
    await db
      .update(tripWatch)
      .set({ changePending: now })
      .where(
        inArray(
          tripWatch.scheduleId,
          missed.map((row) => row.scheduleId),
        ),
      );
  }

  return {
    /**
     * Starts watching the trip of a ticket just sold. A trip watched already keeps its row, and a new sale brings its
     * next look to now at the latest: a look planned later (far trips, or a clock that was set back since) must not
     * leave the new ticket unwatched.
     */
    async watch(trip: SoldTrip, now: Date): Promise<void> {
      await db
        .insert(tripWatch)
        .values({
          ...trip,
          soldDeparture: trip.departure,
          departsAt: departureInstant(trip.travelDate, trip.departure),
          state: 'running',
          nextCheckAt: now,
        })
        .onConflictDoUpdate({
          target: tripWatch.scheduleId,
          set: { nextCheckAt: sql`least(${tripWatch.nextCheckAt}, excluded.next_check_at)` },
          where: eq(tripWatch.state, 'running'),
        });
      await reopenChangesMissed([trip], now);
    },

    /**
     * Starts watching the trips of the bookings confirmed since `since` (a batch, oldest first); how many bookings
     * it read, so a full batch says there may be more. The sweep calls it, so a crash right after a confirmation
     * still leaves its trip watched.
     */
    async watchConfirmedSince(since: Date, limit: number, now: Date): Promise<number> {
      const sold = await db
        .select({
          scheduleId: bookings.scheduleId,
          originId: bookings.originId,
          destinationId: bookings.destinationId,
          travelDate: bookings.travelDate,
          departure: bookings.departureTime,
        })
        .from(bookings)
        .where(and(eq(bookings.status, 'confirmed'), gte(bookings.confirmedAt, since)))
        .orderBy(asc(bookings.confirmedAt))
        .limit(limit);
      const trips = [...new Map(sold.map((trip) => [trip.scheduleId, trip])).values()];
      if (trips.length > 0) {
        await db
          .insert(tripWatch)
          .values(
            trips.map((trip) => ({
              ...trip,
              soldDeparture: trip.departure,
              departsAt: departureInstant(trip.travelDate, trip.departure),
              state: 'running' as const,
              nextCheckAt: now,
            })),
          )
          .onConflictDoNothing();
        await reopenChangesMissed(sold, now);
      }
      return sold.length;
    },

    /**
     * The routes and dates of running trips due a look, the longest waiting first and then the soonest to leave:
     * `limit` trips are taken and their routes asked once each, which answers every trip on them.
     */
    async dueRoutes(now: Date, limit: number): Promise<RouteDate[]> {
      const due = db
        .select({
          originId: tripWatch.originId,
          destinationId: tripWatch.destinationId,
          travelDate: tripWatch.travelDate,
          departsAt: tripWatch.departsAt,
        })
        .from(tripWatch)
        .where(and(eq(tripWatch.state, 'running'), lte(tripWatch.nextCheckAt, now), gt(tripWatch.departsAt, now)))
        .orderBy(asc(tripWatch.nextCheckAt), asc(tripWatch.departsAt))
        .limit(limit)
        .as('due');
      return db
        .select({ originId: due.originId, destinationId: due.destinationId, travelDate: due.travelDate })
        .from(due)
        .groupBy(due.originId, due.destinationId, due.travelDate)
        .orderBy(sql`min(${due.departsAt})`);
    },

    /** Running trips that have left stop being watched; a change still to carry to their bookings stays pending. */
    async retireDeparted(now: Date): Promise<number> {
      const retired = await db
        .update(tripWatch)
        .set({ state: 'departed' })
        .where(and(eq(tripWatch.state, 'running'), lte(tripWatch.departsAt, now)))
        .returning({ scheduleId: tripWatch.scheduleId });
      return retired.length;
    },

    /** The running trips of a route and date that have not left yet. */
    async onRoute(route: RouteDate, now: Date): Promise<TripWatchRow[]> {
      return db
        .select()
        .from(tripWatch)
        .where(
          and(
            eq(tripWatch.originId, route.originId),
            eq(tripWatch.destinationId, route.destinationId),
            eq(tripWatch.travelDate, route.travelDate),
            eq(tripWatch.state, 'running'),
            gt(tripWatch.departsAt, now),
          ),
        );
    },

    /**
     * Records what the provider showed: a cancellation, or a departure other than the last seen, marks the trip
     * as changed until every booking on it has been told (`applied`). Only a running trip changes, so two
     * sweeps that saw the same cancellation record it once.
     */
    async seen(row: TripWatchRow, seen: TripSeen, now: Date, nextCheckAt: Date): Promise<boolean> {
      const change = seen.cancelled
        ? { state: 'cancelled' as const }
        : seen.departure !== row.departure
          ? { departure: seen.departure, departsAt: departureInstant(row.travelDate, seen.departure) }
          : undefined;
      const [updated] = await db
        .update(tripWatch)
        .set({ ...change, ...(change ? { changePending: now } : {}), checkedAt: now, nextCheckAt })
        .where(
          and(
            eq(tripWatch.scheduleId, row.scheduleId),
            eq(tripWatch.state, 'running'),
            eq(tripWatch.departure, row.departure),
          ),
        )
        .returning({ scheduleId: tripWatch.scheduleId });
      return change !== undefined && updated !== undefined;
    },

    /** Trips whose change is not yet carried to all their bookings, oldest change first. */
    async pendingChanges(limit: number): Promise<TripWatchRow[]> {
      return db
        .select()
        .from(tripWatch)
        .where(isNotNull(tripWatch.changePending))
        .orderBy(asc(tripWatch.changePending))
        .limit(limit);
    },

    /** Every booking on the trip has been told of the change seen at `pendingAt` (a later change stays pending). */
    async applied(scheduleId: string, pendingAt: Date): Promise<void> {
      await db
        .update(tripWatch)
        .set({ changePending: null })
        .where(and(eq(tripWatch.scheduleId, scheduleId), eq(tripWatch.changePending, pendingAt)));
    },
  };
}
export type TripWatchRepository = ReturnType<typeof createTripWatchRepository>;
