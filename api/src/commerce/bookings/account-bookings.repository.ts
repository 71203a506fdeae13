import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { moneyColumns, type BookingWithMoney } from './booking-money';
import { bookings } from './bookings.schema';

/** What an account sees of its bookings and what it holds now: read-only queries of the bookings repository. */
export function createAccountBookingsQueries(db: Database) {
  return {
    /**
     * One page of an account's bookings, newest first, each with its money (what was paid, each refund) and
     * its cancelled seats: one query on bookings_user_idx, whose subqueries read only this page's bookings'
     * rows, each by an index on booking_id. `after` is the id of the last booking of the page before: the
     * page goes on from its (created_at, id), read from the row so the cursor keeps the database's precision.
     */
    async listByUser(userId: string, after: string | undefined, limit: number): Promise<BookingWithMoney[]> {
      const before = sql`(select b.created_at, b.id from bookings b where b.id = ${after} and b.user_id = ${userId})`;
      const rows = await db
        .select({ row: bookings, ...moneyColumns })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            after ? sql`(${bookings.createdAt}, ${bookings.id}) < ${before}` : undefined,
          ),
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
      return rows;
    },

    async byPnrWithMoney(pnr: string): Promise<BookingWithMoney | undefined> {
      const [row] = await db
        .select({ row: bookings, ...moneyColumns })
        .from(bookings)
        .where(eq(bookings.pnr, pnr))
        .limit(1);
      return row;
    },

    /**
     * The account's bookings on one departure that hold or own seats now: confirmed ones, and tentative ones
     * whose hold runs or whose payment the server is turning into a ticket. Newest first, a handful at most.
     */
    async liveOnSchedule(userId: string, scheduleId: string, now: Date): Promise<BookingWithMoney[]> {
      return db
        .select({ row: bookings, ...moneyColumns })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookings.scheduleId, scheduleId),
            or(
              eq(bookings.status, 'confirmed'),
              and(
                eq(bookings.status, 'tentative'),
                or(gt(bookings.holdExpiresAt, now), eq(bookings.paymentStatus, 'completed')),
              ),
            ),
          ),
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(20);
    },

    /**
     * What one account or one client address holds now: seats of unexpired tentative bookings (on this bus,
     * in all) and the holds it made since `since`. Lapsed, failed, paid and cancelled bookings hold nothing.
     */
    async heldBy(
      who: { userId: string } | { clientIp: string },
      scheduleId: string,
      now: Date,
      since: Date,
    ): Promise<{ seatsOnBus: number; seats: number; holdsSince: number }> {
      const owner = 'userId' in who ? eq(bookings.userId, who.userId) : eq(bookings.clientIp, who.clientIp);
      const holding = sql`${bookings.status} = 'tentative' and ${bookings.holdExpiresAt} > ${now}`;
      const seatCount = sql`jsonb_array_length(${bookings.seats})`;
      const [row] = await db
        .select({
          seatsOnBus: sql<number>`coalesce(sum(${seatCount}) filter (where ${holding} and ${bookings.scheduleId} = ${scheduleId}), 0)::int`,
          seats: sql<number>`coalesce(sum(${seatCount}) filter (where ${holding}), 0)::int`,
          holdsSince: sql<number>`(count(*) filter (where ${bookings.createdAt} > ${since}))::int`,
        })
        .from(bookings)
        .where(and(owner, or(gt(bookings.createdAt, since), sql`${holding}`)));
      return row ?? { seatsOnBus: 0, seats: 0, holdsSince: 0 };
    },
  };
}
