import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bookings, type BookingRow } from './bookings.schema';

/** Every database access of bookings outside payment settlement. */
export function createBookingsRepository(db: Database) {
  return {
    async insert(row: typeof bookings.$inferInsert): Promise<BookingRow> {
      const [inserted] = await db.insert(bookings).values(row).returning();
      return inserted!;
    },

    async byPnr(pnr: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.pnr, pnr)).limit(1);
      return row;
    },

    async ownerOf(pnr: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.pnr, pnr)).limit(1);
      return row?.userId;
    },

    async listByUser(userId: string): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(200);
    },

    /**
     * Tentative bookings whose hold lapsed, with no payment the gateway may still complete: they expire.
     * Answers the PNRs expired.
     */
    async expireLapsedHolds(now: Date): Promise<string[]> {
      const rows = await db
        .update(bookings)
        .set({ status: 'expired', paymentStatus: 'failed', updatedAt: now })
        .where(
          and(
            eq(bookings.status, 'tentative'),
            lt(bookings.holdExpiresAt, now),
            sql`not exists (select 1 from payment_orders o where o.booking_id = ${bookings.id} and o.state <> 'FAILED')`,
          ),
        )
        .returning({ pnr: bookings.pnr });
      return rows.map((row) => row.pnr);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
