import { and, count, eq, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import { INDIA_UTC_OFFSET_MS } from '@jatra/shared';
import { bookings } from '../bookings/bookings.schema';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { paymentOrders, refunds } from '../payments/payments.schema';
import { overviewDays, overviewRefresh } from './overview-figures.schema';

/**
 * The India calendar day of an instant, yyyy-MM-dd: India keeps one offset all year, so the day is the UTC date
 * of the instant moved by it, whatever the session's time zone. Constants written into the SQL, not bound:
 * GROUP BY must see the very expression the SELECT has.
 */
const indiaDay = (column: AnyColumn) =>
  sql<string>`to_char((${column} + interval '${sql.raw(String(INDIA_UTC_OFFSET_MS / 60_000))} minutes') at time zone 'UTC', 'YYYY-MM-DD')`;

const paise = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** The order that paid for a ticket: other paid orders of a booking never became tickets and go back whole. */
const paidOrderOfBooking = eq(bookings.paidOrderId, paymentOrders.merchantOrderId);
/** A completed refund out of the order that paid for a ticket (a cancellation's), found from the refund's booking. */
const refundOfTicket = and(
  eq(bookings.id, refunds.bookingId),
  eq(bookings.paidOrderId, refunds.merchantOrderId),
  eq(refunds.state, 'COMPLETED'),
);

export interface DayFigures {
  /** yyyy-MM-dd in India */
  day: string;
  bookings: number;
  paidPaise: number;
  refundedPaise: number;
}

/** The instants an India day runs between: [from, to). */
export interface DayRange {
  day: string;
  from: Date;
  to: Date;
}

const ROW = 1;

function merged(sold: Omit<DayFigures, 'refundedPaise'>[], refunded: Pick<DayFigures, 'day' | 'refundedPaise'>[]) {
  const days = new Map<string, DayFigures>();
  const dayOf = (day: string) => {
    let figures = days.get(day);
    if (!figures) days.set(day, (figures = { day, bookings: 0, paidPaise: 0, refundedPaise: 0 }));
    return figures;
  };
  for (const row of sold) Object.assign(dayOf(row.day), { bookings: row.bookings, paidPaise: row.paidPaise });
  for (const row of refunded) dayOf(row.day).refundedPaise = row.refundedPaise;
  return [...days.values()];
}

/**
 * The overview's figures: the only writer of `overview_days` and `overview_refresh`, summing what the bookings
 * and payments modules wrote (bookings, payment orders, refunds; read only). A booking counts on the India day
 * it was confirmed (the payment's day, too), a refund on the day it completed (a COMPLETED refund is never
 * written again, so its `updated_at` is when).
 */
export function createOverviewFiguresRepository(db: Database) {
  /** Bookings confirmed and refunds completed in [from, to), per India day; every day of the tables without bounds. */
  async function sum(range?: { from: Date; to: Date }): Promise<DayFigures[]> {
    const confirmed = range && and(gte(bookings.confirmedAt, range.from), lt(bookings.confirmedAt, range.to));
    const completed = range && and(gte(refunds.updatedAt, range.from), lt(refunds.updatedAt, range.to));
    const bookingDay = indiaDay(bookings.confirmedAt);
    const refundDay = indiaDay(refunds.updatedAt);
    const [sold, refunded] = await Promise.all([
      db
        .select({ day: bookingDay, bookings: count(), paidPaise: paise(paymentOrders.amountPaise) })
        .from(bookings)
        .leftJoin(paymentOrders, paidOrderOfBooking)
        .where(confirmed ?? sql`${bookings.confirmedAt} is not null`)
        .groupBy(bookingDay),
      db
        .select({ day: refundDay, refundedPaise: paise(refunds.amountPaise) })
        .from(refunds)
        .innerJoin(bookings, refundOfTicket)
        .where(completed)
        .groupBy(refundDay),
    ]);
    return merged(sold, refunded);
  }

  return {
    /** When the figures were last brought up to date, and the users counted then; undefined before the first time. */
    async refreshed(): Promise<{ asOf: Date; totalUsers: number } | undefined> {
      const [row] = await db.select().from(overviewRefresh).where(eq(overviewRefresh.id, ROW));
      return row;
    },

    /** The India days on which a booking was confirmed or a refund completed at or after `since` (by the indexes). */
    async daysChangedSince(since: Date): Promise<string[]> {
      const bookingDay = indiaDay(bookings.confirmedAt);
      const refundDay = indiaDay(refunds.updatedAt);
      const rows = await db
        .selectDistinct({ day: bookingDay })
        .from(bookings)
        .where(gte(bookings.confirmedAt, since))
        .union(
          db
            .selectDistinct({ day: refundDay })
            .from(refunds)
            .where(and(eq(refunds.state, 'COMPLETED'), gte(refunds.updatedAt, since))),
        );
      return rows.map((row) => row.day);
    },

    /** Every day's figures, summed from the whole tables: the first refresh only. */
    sumAll: () => sum(),

    /** The figures of these days, summed again from their rows alone (zeros for a day with none). */
    async sumDays(days: readonly DayRange[]): Promise<DayFigures[]> {
      const figures = await Promise.all(days.map((range) => sum(range)));
      return days.map(
        ({ day }) =>
          figures.flat().find((row) => row.day === day) ?? { day, bookings: 0, paidPaise: 0, refundedPaise: 0 },
      );
    },

    async countUsers(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users);
      return row?.total ?? 0;
    },

    /** Stores the days summed and the instant they are as of, together: a reader sees all of it or none. */
    async save(days: readonly DayFigures[], refreshed: { asOf: Date; totalUsers: number }): Promise<void> {
      await db.transaction(async (tx) => {
        if (days.length > 0) {
          await tx
            .insert(overviewDays)
            .values([...days])
            .onConflictDoUpdate({
              target: overviewDays.day,
              set: {
                bookings: sql`excluded.bookings`,
                paidPaise: sql`excluded.paid_paise`,
                refundedPaise: sql`excluded.refunded_paise`,
              },
            });
        }
        await tx
          .insert(overviewRefresh)
          .values({ id: ROW, ...refreshed })
          .onConflictDoUpdate({ target: overviewRefresh.id, set: refreshed });
      });
    },

    /** The stored days from `first` on, and the sums over every day stored. */
    async read(first: string): Promise<{ days: DayFigures[]; paidPaise: number; refundedPaise: number }> {
      const [days, [totals]] = await Promise.all([
        db.select().from(overviewDays).where(gte(overviewDays.day, first)),
        db
          .select({ paidPaise: paise(overviewDays.paidPaise), refundedPaise: paise(overviewDays.refundedPaise) })
          .from(overviewDays),
      ]);
      return { days, paidPaise: totals?.paidPaise ?? 0, refundedPaise: totals?.refundedPaise ?? 0 };
    },
  };
}

export type OverviewFiguresRepository = ReturnType<typeof createOverviewFiguresRepository>;
