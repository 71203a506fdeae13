import { and, count, eq, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import { INDIA_UTC_OFFSET_MS } from '@jatra/shared';
import { bookings } from '../commerce';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { paymentOrders, refunds } from '../commerce';
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
  users: number;
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

const noFigures = (day: string): DayFigures => ({ day, users: 0, bookings: 0, paidPaise: 0, refundedPaise: 0 });

/** Rows of figures per day, each naming some of a day's figures, as one row per day. */
function merged(...parts: ({ day: string } & Partial<DayFigures>)[][]): DayFigures[] {
  const days = new Map<string, DayFigures>();
  for (const row of parts.flat()) days.set(row.day, { ...(days.get(row.day) ?? noFigures(row.day)), ...row });
  return [...days.values()];
}

/**
 * The overview's figures: the only writer of `overview_days` and `overview_refresh`, summing what the auth,
 * bookings and payments modules wrote (users, bookings, payment orders, refunds; read only). A user counts on
 * the India day the account was created, a booking on the India day
 * it was confirmed (the payment's day, too), a refund on the day it completed (a COMPLETED refund is never
 * written again, so its `updated_at` is when).
 */
export function createOverviewFiguresRepository(db: Database) {
  /** Users created, bookings confirmed and refunds completed in [from, to), per India day; every day without bounds. */
  async function sum(range?: { from: Date; to: Date }): Promise<DayFigures[]> {
    const created = range && and(gte(users.createdAt, range.from), lt(users.createdAt, range.to));
    const confirmed = range && and(gte(bookings.confirmedAt, range.from), lt(bookings.confirmedAt, range.to));
    const completed = range && and(gte(refunds.updatedAt, range.from), lt(refunds.updatedAt, range.to));
    const userDay = indiaDay(users.createdAt);
    const bookingDay = indiaDay(bookings.confirmedAt);
    const refundDay = indiaDay(refunds.updatedAt);
    const [joined, sold, refunded] = await Promise.all([
      db.select({ day: userDay, users: count() }).from(users).where(created).groupBy(userDay),
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
    return merged(joined, sold, refunded);
  }

  return {
    /** When the figures were last brought up to date; undefined before the first time. */
    async refreshed(): Promise<{ asOf: Date } | undefined> {
      const [row] = await db.select().from(overviewRefresh).where(eq(overviewRefresh.id, ROW));
      return row;
    },

    /** The India days on which a user joined, a booking was confirmed or a refund completed at or after `since`. */
    async daysChangedSince(since: Date): Promise<string[]> {
      const userDay = indiaDay(users.createdAt);
      const bookingDay = indiaDay(bookings.confirmedAt);
      const refundDay = indiaDay(refunds.updatedAt);
      const rows = await db
        .selectDistinct({ day: userDay })
        .from(users)
        .where(gte(users.createdAt, since))
        .union(db.selectDistinct({ day: bookingDay }).from(bookings).where(gte(bookings.confirmedAt, since)))
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
      const figures: DayFigures[] = [];
      // one day after the other: there are one or two, and the pool serves requests meanwhile
      for (const range of days) figures.push((await sum(range))[0] ?? noFigures(range.day));
      return figures;
    },

    /** Stores the days summed and the instant they are as of, together: a reader sees all of it or none. */
    async save(days: readonly DayFigures[], refreshed: { asOf: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        if (days.length > 0) {
          await tx
            .insert(overviewDays)
            .values([...days])
            .onConflictDoUpdate({
              target: overviewDays.day,
              set: {
                users: sql`excluded.users`,
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
    async read(first: string): Promise<{ days: DayFigures[]; totals: Omit<DayFigures, 'day'> }> {
      const [days, [totals]] = await Promise.all([
        db.select().from(overviewDays).where(gte(overviewDays.day, first)),
        db
          .select({
            users: sql<number>`coalesce(sum(${overviewDays.users}), 0)::bigint`.mapWith(Number),
            bookings: sql<number>`coalesce(sum(${overviewDays.bookings}), 0)::bigint`.mapWith(Number),
            paidPaise: paise(overviewDays.paidPaise),
            refundedPaise: paise(overviewDays.refundedPaise),
          })
          .from(overviewDays),
      ]);
      return { days, totals: totals ?? { ...noFigures('') } };
    },
  };
}

export type OverviewFiguresRepository = ReturnType<typeof createOverviewFiguresRepository>;
