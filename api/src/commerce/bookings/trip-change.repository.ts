import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, cancellations, type BookingRow } from './bookings.schema';

/** A booking's journey times after the operator moved its departure. */
export interface MovedTimes {
  departureTime: string;
  /** the departure sold; null when the operator moved it back to that time */
  departureChangedFrom: string | null;
  arrivalTime: string;
  boardingPoint: BookingRow['boardingPoint'];
  droppingPoint: BookingRow['droppingPoint'];
}

/**
 * The bookings' side of a trip the operator changed: which tickets the trip carries and moving their times. The
 * operator's cancellation itself goes through the same cancellation rows as the traveller's (bookings.repository).
 */
export function createTripChangeBookings(db: Database) {
  return {
    /** Confirmed bookings on the trip (by `bookings_schedule_idx`), a batch at a time. */
    async confirmedOn(scheduleId: string, limit: number): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.scheduleId, scheduleId), eq(bookings.status, 'confirmed')))
        .orderBy(asc(bookings.id))
        .limit(limit);
    },

    /** Confirmed bookings on the trip not yet at `departure`. */
    async notYetAt(scheduleId: string, departure: string, limit: number): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.scheduleId, scheduleId),
            eq(bookings.status, 'confirmed'),
            ne(bookings.departureTime, departure),
          ),
        )
        .orderBy(asc(bookings.id))
        .limit(limit);
    },

    /** Gives a confirmed booking its new times, unless another change got there first (its departure moved). */
    async move(row: Pick<BookingRow, 'id' | 'departureTime'>, times: MovedTimes, now: Date): Promise<boolean> {
      const moved = await db
        .update(bookings)
        .set({ ...times, updatedAt: now })
        .where(
          and(eq(bookings.id, row.id), eq(bookings.status, 'confirmed'), eq(bookings.departureTime, row.departureTime)),
        )
        .returning({ id: bookings.id });
      return moved.length > 0;
    },

    /** PNRs of the confirmed bookings on the trip that hold a moved departure: each is told of its new time. */
    async movedPnrs(scheduleId: string): Promise<string[]> {
      const rows = await db
        .select({ pnr: bookings.pnr })
        .from(bookings)
        .where(
          and(
            eq(bookings.scheduleId, scheduleId),
            eq(bookings.status, 'confirmed'),
            isNotNull(bookings.departureChangedFrom),
          ),
        );
      return rows.map((row) => row.pnr);
    },

    /** The operator's cancellations of bookings on the trip: each is told once. */
    async operatorCancellationIds(scheduleId: string): Promise<string[]> {
      const rows = await db
        .select({ id: cancellations.id })
        .from(cancellations)
        .innerJoin(bookings, eq(bookings.id, cancellations.bookingId))
        .where(
          and(
            eq(bookings.scheduleId, scheduleId),
            eq(cancellations.cancelledBy, 'operator'),
            eq(cancellations.status, 'completed'),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}
export type TripChangeBookings = ReturnType<typeof createTripChangeBookings>;
