import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, type BookingRow } from './bookings.schema';

/**
 * A booking whose date change is no longer under way: its new booking is gone, failed, expired, or a hold that
 * lapsed with no payment the gateway may still complete. Written against `bookings` as the claimed old row.
 */
const changeDead = (now: Date) => sql`not exists (
  select 1 from bookings n where n.pnr = ${bookings.rescheduledTo} and (
    n.status = 'confirmed' or (n.status = 'tentative' and (n.hold_expires_at > ${now.toISOString()}::timestamptz or exists (
      select 1 from payment_orders o where o.booking_id = n.id and o.state <> 'FAILED'))))
)`;

/** The bookings' side of a date change (docs/reschedule.md): part of the bookings repository, their one writer. */
export function createRescheduleBookings(db: Database) {
  return {
    /**
     * Stores the new booking of a date change and marks the old one as being changed to it, together: only a
     * confirmed old booking with no other change under way takes the mark, so two at once change it once.
     * Undefined (nothing written) when another change holds it.
     */
    async insertReplacement(
      row: typeof bookings.$inferInsert,
      oldId: string,
      now: Date,
    ): Promise<BookingRow | undefined> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(bookings)
          .set({ rescheduledTo: row.pnr, updatedAt: now })
          .where(
            and(
              eq(bookings.id, oldId),
              eq(bookings.status, 'confirmed'),
              sql`(${bookings.rescheduledTo} is null or ${changeDead(now)})`,
            ),
          )
          .returning({ id: bookings.id });
        if (claimed.length === 0) return undefined;
        const [inserted] = await tx.insert(bookings).values(row).returning();
        return inserted;
      });
    },

    /** The old bookings whose date change is under way, the least recently looked at first (bookings_rescheduling_idx). */
    async reschedulesUnderWay(limit: number): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(sql`${bookings.status} = 'confirmed' and ${bookings.rescheduledTo} is not null`)
        .orderBy(asc(bookings.updatedAt))
        .limit(limit);
    },

    /**
     * Locks a confirmed booking for the operator's cancellation unless its date change is under way; false then (or
     * when it is no longer confirmed). The lock makes a change started at the same moment wait and then find the
     * booking cancelled; a change under way decides first: its new ticket carries the old one's value, and a change
     * that comes to nothing leaves the old booking to cancel.
     */
    async lockUnlessChanging(bookingId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.status, 'confirmed'),
            sql`(${bookings.rescheduledTo} is null or ${changeDead(now)})`,
          ),
        )
        .for('update');
      return rows.length > 0;
    },

    /** Looked at with nothing to do yet (a payment still open): to the back of the sweep's round. */
    async touchReschedule(oldId: string, now: Date): Promise<void> {
      await db.update(bookings).set({ updatedAt: now }).where(eq(bookings.id, oldId));
    },

    /** The date change to `newPnr` came to nothing: the old ticket is free to change or cancel again. */
    async releaseReschedule(oldId: string, newPnr: string, now: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ rescheduledTo: null, updatedAt: now })
        .where(and(eq(bookings.id, oldId), eq(bookings.status, 'confirmed'), eq(bookings.rescheduledTo, newPnr)));
    },

    /** A date change's new booking that owed nothing gets no ticket: it fails, with nothing to pay back. */
    async failUnpaid(bookingId: string, reason: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({
          status: 'failed',
          paymentStatus: 'failed',
          failureReason: reason,
          confirmClaimedUntil: null,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'tentative')))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    /** The new ticket stands and the old seats are cancelled with the provider: the old booking is void. */
    async markRescheduled(oldId: string, newPnr: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ status: 'rescheduled', updatedAt: now })
        .where(and(eq(bookings.id, oldId), eq(bookings.status, 'confirmed'), eq(bookings.rescheduledTo, newPnr)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },
  };
}
