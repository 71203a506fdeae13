import { and, asc, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../bookings/bookings.schema';
import { paymentOrders, type PaymentOrderRow } from './payments.schema';
import { createRefundsRepository } from './refunds.repository';

/** Every database access of payment orders and refunds (these in `refunds.repository.ts`). */
export function createPaymentsRepository(db: Database) {
  /** COMPLETED orders whose booking matches `condition`, for the reconciler's sweeps. */
  async function paidOrdersWhere(condition: SQL, limit: number): Promise<PaymentOrderRow[]> {
    const rows = await db
      .select({ order: paymentOrders })
      .from(paymentOrders)
      .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
      .where(and(eq(paymentOrders.state, 'COMPLETED'), condition))
      .limit(limit);
    return rows.map((row) => row.order);
  }

  return {
    ...createRefundsRepository(db),

    async insertOrder(row: typeof paymentOrders.$inferInsert): Promise<void> {
      await db.insert(paymentOrders).values(row);
    },

    async setGatewayOrder(merchantOrderId: string, gatewayOrderId: string, now: Date): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ gatewayOrderId, updatedAt: now })
        .where(eq(paymentOrders.merchantOrderId, merchantOrderId));
    },

    /** Marks an order as just looked at, so the reconciler's oldest-first sweep moves on to others. */
    async touchOrder(merchantOrderId: string, now: Date): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ updatedAt: now })
        .where(and(eq(paymentOrders.merchantOrderId, merchantOrderId), eq(paymentOrders.state, 'PENDING')));
    },

    async order(merchantOrderId: string): Promise<PaymentOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.merchantOrderId, merchantOrderId))
        .limit(1);
      return row;
    },

    async ordersOf(bookingId: string): Promise<PaymentOrderRow[]> {
      return db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, bookingId));
    },

    async ownerOfOrder(merchantOrderId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: bookings.userId })
        .from(paymentOrders)
        .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
        .where(eq(paymentOrders.merchantOrderId, merchantOrderId))
        .limit(1);
      return row?.userId;
    },

    /** The gateway's final word on an order; only a PENDING order changes, so a late echo can't undo it. */
    async settleOrder(
      merchantOrderId: string,
      state: 'COMPLETED' | 'FAILED',
      transactionId: string | undefined,
      now: Date,
    ): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ state, transactionId: transactionId ?? null, updatedAt: now })
        .where(and(eq(paymentOrders.merchantOrderId, merchantOrderId), eq(paymentOrders.state, 'PENDING')));
    },

    /** For the reconciler: orders still waiting, older than `before`. */
    async pendingOrders(before: Date, limit: number): Promise<PaymentOrderRow[]> {
      return db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.state, 'PENDING'), lt(paymentOrders.updatedAt, before)))
        .orderBy(asc(paymentOrders.updatedAt))
        .limit(limit);
    },

    /** Paid orders whose booking is still tentative: a settler died or the provider did not answer. */
    paidButUnconfirmed: (now: Date, limit: number) =>
      paidOrdersWhere(
        and(
          eq(bookings.status, 'tentative'),
          or(isNull(bookings.confirmClaimedUntil), lt(bookings.confirmClaimedUntil, now)),
        )!,
        limit,
      ),

    /**
     * Orders paid since `since` that paid for nothing: their booking was settled by another order or
     * failed, and no refund was recorded for them (a settler gave way to another one at the time).
     */
    strayPaidOrders: (since: Date, limit: number) =>
      paidOrdersWhere(
        and(
          gte(paymentOrders.updatedAt, since),
          ne(bookings.status, 'tentative'),
          or(isNull(bookings.paidOrderId), ne(bookings.paidOrderId, paymentOrders.merchantOrderId)),
          sql`not exists (select 1 from refunds r where r.merchant_order_id = ${paymentOrders.merchantOrderId} and r.cancellation_id is null)`,
        )!,
        limit,
      ),
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
