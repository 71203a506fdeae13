import { and, count, desc, eq, gte, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import { INDIA_UTC_OFFSET_MS } from '@jatra/shared';
import { actorName } from '../audit/audit.repository';
import { bookings, cancellations } from '../bookings/bookings.schema';
import type { Database } from '../db/database';
import { users, vendors } from '../db/schema';
import { paymentOrders, refunds } from '../payments/payments.schema';

const DAY_SECONDS = 86_400;

/**
 * The India calendar day of an instant, as whole days since 1970-01-01 (India keeps one offset all year):
 * computed from the epoch, so it doesn't depend on the database session's time zone or its zone data.
 */
// constants written into the SQL, not bound: GROUP BY must see the very expression the SELECT has
const indiaDay = (column: AnyColumn) =>
  sql<number>`floor((extract(epoch from ${column}) + ${sql.raw(String(INDIA_UTC_OFFSET_MS / 1000))}) / ${sql.raw(String(DAY_SECONDS))})::int`.mapWith(
    Number,
  );

const paise = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** The order that paid for a ticket: other paid orders of a booking never became tickets and go back whole. */
const paidOrderOfBooking = eq(bookings.paidOrderId, paymentOrders.merchantOrderId);
/** A completed refund out of the order that paid for a ticket: a cancellation's. */
const refundOfTicket = and(eq(bookings.paidOrderId, refunds.merchantOrderId), eq(refunds.state, 'COMPLETED'));

export interface DayFigures {
  /** days since 1970-01-01 in India */
  day: number;
  bookings: number;
  paidPaise: number;
  refundedPaise: number;
}

/**
 * Read-only figures for the admin overview and Recent Activities, from tables other modules own and write
 * (users, vendors, bookings, cancellations, payment orders, refunds). Nothing here changes them.
 */
export function createAdminStatsRepository(db: Database) {
  return {
    async totalUsers(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users);
      return row?.total ?? 0;
    },

    /** Paise paid for tickets and paise refunded (completed) out of those same payments. */
    async revenuePaise(): Promise<{ paidPaise: number; refundedPaise: number }> {
      const [paid] = await db
        .select({ total: paise(paymentOrders.amountPaise) })
        .from(paymentOrders)
        .innerJoin(bookings, paidOrderOfBooking);
      const [refunded] = await db
        .select({ total: paise(refunds.amountPaise) })
        .from(refunds)
        .innerJoin(bookings, refundOfTicket);
      return { paidPaise: paid?.total ?? 0, refundedPaise: refunded?.total ?? 0 };
    },

    /**
     * Per India day from `since`: bookings confirmed and what their tickets' orders paid (by the day of
     * confirmation, which follows the payment at once), and refunds completed out of such orders (a COMPLETED
     * refund is never written again, so its `updated_at` is when it completed). Days without any are absent.
     */
    async dailyFigures(since: Date): Promise<DayFigures[]> {
      const bookingDay = indiaDay(bookings.confirmedAt);
      const refundDay = indiaDay(refunds.updatedAt);
      const [sold, refunded] = await Promise.all([
        db
          .select({ day: bookingDay, bookings: count(), paidPaise: paise(paymentOrders.amountPaise) })
          .from(bookings)
          .leftJoin(paymentOrders, paidOrderOfBooking)
          .where(and(isNotNull(bookings.confirmedAt), gte(bookings.confirmedAt, since)))
          .groupBy(bookingDay),
        db
          .select({ day: refundDay, refundedPaise: paise(refunds.amountPaise) })
          .from(refunds)
          .innerJoin(bookings, refundOfTicket)
          .where(gte(refunds.updatedAt, since))
          .groupBy(refundDay),
      ]);
      const days = new Map<number, DayFigures>();
      const dayOf = (day: number) => {
        let figures = days.get(day);
        if (!figures) days.set(day, (figures = { day, bookings: 0, paidPaise: 0, refundedPaise: 0 }));
        return figures;
      };
      for (const row of sold) Object.assign(dayOf(row.day), { bookings: row.bookings, paidPaise: row.paidPaise });
      for (const row of refunded) dayOf(row.day).refundedPaise = row.refundedPaise;
      return [...days.values()];
    },

    async vendorRegistrations(limit: number) {
      return db
        .select({ id: vendors.id, company: vendors.companyName, at: vendors.createdAt, actor: actorName })
        .from(vendors)
        .leftJoin(users, eq(users.id, vendors.userId))
        .orderBy(desc(vendors.createdAt))
        .limit(limit);
    },

    async bookingsConfirmed(limit: number) {
      const rows = await db
        .select({
          id: bookings.id,
          pnr: bookings.pnr,
          origin: bookings.origin,
          destination: bookings.destination,
          at: bookings.confirmedAt,
          actor: actorName,
        })
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.userId))
        .where(isNotNull(bookings.confirmedAt))
        .orderBy(desc(bookings.confirmedAt))
        .limit(limit);
      return rows.map((row) => ({ ...row, at: row.at! }));
    },

    async cancellationsCompleted(limit: number) {
      const rows = await db
        .select({
          id: cancellations.id,
          pnr: cancellations.pnr,
          seatNumbers: cancellations.seatNumbers,
          at: cancellations.completedAt,
          actor: actorName,
        })
        .from(cancellations)
        .leftJoin(users, eq(users.id, cancellations.userId))
        .where(and(eq(cancellations.status, 'completed'), isNotNull(cancellations.completedAt)))
        .orderBy(desc(cancellations.completedAt))
        .limit(limit);
      return rows.map((row) => ({ ...row, at: row.at! }));
    },

    async refundsCompleted(limit: number) {
      return db
        .select({
          id: refunds.merchantRefundId,
          pnr: bookings.pnr,
          amountPaise: refunds.amountPaise,
          at: refunds.updatedAt,
        })
        .from(refunds)
        .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
        .where(eq(refunds.state, 'COMPLETED'))
        .orderBy(desc(refunds.updatedAt))
        .limit(limit);
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
