import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { actorName } from '../audit';
import { bookings, cancellations } from '../commerce';
import type { Database } from '../db/database';
import { users, vendors } from '../db/schema';
import { refunds } from '../commerce';

/**
 * Read-only lines for Recent Activities, from tables other modules own and write (users, vendors, bookings,
 * cancellations, refunds). Each takes its newest rows by an index on their time first, and only then joins
 * those few to who they name: the work stays the same however large the tables grow.
 */
export function createAdminStatsRepository(db: Database) {
  return {
    async vendorRegistrations(limit: number) {
      const latest = db
        .select({ id: vendors.id, company: vendors.companyName, at: vendors.createdAt, userId: vendors.userId })
        .from(vendors)
        .orderBy(desc(vendors.createdAt))
        .limit(limit)
        .as('latest');
      return db
        .select({ id: latest.id, company: latest.company, at: latest.at, actor: actorName })
        .from(latest)
        .leftJoin(users, eq(users.id, latest.userId))
        .orderBy(desc(latest.at));
    },

    async bookingsConfirmed(limit: number) {
      const latest = db
        .select({
          id: bookings.id,
          pnr: bookings.pnr,
          origin: bookings.origin,
          destination: bookings.destination,
          at: bookings.confirmedAt,
          userId: bookings.userId,
        })
        .from(bookings)
        .where(isNotNull(bookings.confirmedAt))
        .orderBy(desc(bookings.confirmedAt))
        .limit(limit)
        .as('latest');
      const rows = await db
        .select({
          id: latest.id,
          pnr: latest.pnr,
          origin: latest.origin,
          destination: latest.destination,
          at: latest.at,
          actor: actorName,
        })
        .from(latest)
        .leftJoin(users, eq(users.id, latest.userId))
        .orderBy(desc(latest.at));
      return rows.map((row) => ({ ...row, at: row.at! }));
    },

    async cancellationsCompleted(limit: number) {
      // only a completed cancellation has a completion time
      const latest = db
        .select({
          id: cancellations.id,
          pnr: cancellations.pnr,
          seatNumbers: cancellations.seatNumbers,
          cancelledBy: cancellations.cancelledBy,
          at: cancellations.completedAt,
          userId: cancellations.userId,
        })
        .from(cancellations)
        .where(and(isNotNull(cancellations.completedAt), eq(cancellations.status, 'completed')))
        .orderBy(desc(cancellations.completedAt))
        .limit(limit)
        .as('latest');
      const rows = await db
        .select({
          id: latest.id,
          pnr: latest.pnr,
          seatNumbers: latest.seatNumbers,
          cancelledBy: latest.cancelledBy,
          at: latest.at,
          actor: actorName,
        })
        .from(latest)
        .leftJoin(users, eq(users.id, latest.userId))
        .orderBy(desc(latest.at));
      return rows.map((row) => ({ ...row, at: row.at! }));
    },

    async refundsCompleted(limit: number) {
      const latest = db
        .select({
          id: refunds.merchantRefundId,
          bookingId: refunds.bookingId,
          cancellationId: refunds.cancellationId,
          amountPaise: refunds.amountPaise,
          at: refunds.updatedAt,
        })
        .from(refunds)
        .where(eq(refunds.state, 'COMPLETED'))
        .orderBy(desc(refunds.updatedAt))
        .limit(limit)
        .as('latest');
      return db
        .select({
          id: latest.id,
          pnr: bookings.pnr,
          amountPaise: latest.amountPaise,
          at: latest.at,
          cancelledBy: cancellations.cancelledBy,
        })
        .from(latest)
        .innerJoin(bookings, eq(bookings.id, latest.bookingId))
        .leftJoin(cancellations, eq(cancellations.id, latest.cancellationId))
        .orderBy(desc(latest.at));
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
