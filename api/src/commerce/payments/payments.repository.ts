import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../bookings/bookings.schema';
import { paymentOrders, refunds, type PaymentOrderRow, type RefundRow } from './payments.schema';

/** Every database access of payment orders and refunds. */
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

    /** A refund to send: for a paid order without a ticket, a cancellation, or another try after a failure. */
    async insertRefund(
      refund: {
        merchantRefundId: string;
        merchantOrderId: string;
        bookingId: string;
        cancellationId?: string | null;
        amountPaise: number;
        reason: string;
      },
      now: Date,
    ): Promise<void> {
      await db
        .insert(refunds)
        .values({ ...refund, state: 'NEW', createdAt: now, updatedAt: now })
        .onConflictDoNothing();
    },

    /** Every attempt at one refund: of a paid order without a ticket (no cancellation), or of one cancellation. */
    async attemptsOf(merchantOrderId: string, cancellationId: string | null): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.merchantOrderId, merchantOrderId),
            cancellationId ? eq(refunds.cancellationId, cancellationId) : isNull(refunds.cancellationId),
          ),
        )
        .orderBy(asc(refunds.createdAt), asc(refunds.merchantRefundId));
    },

    /** The latest attempt at refunding a paid order that got no ticket. */
    async refundOfOrder(merchantOrderId: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.merchantOrderId, merchantOrderId), isNull(refunds.cancellationId)))
        .orderBy(desc(refunds.createdAt), desc(refunds.merchantRefundId))
        .limit(1);
      return row;
    },

    async refundsOf(bookingIds: readonly string[]): Promise<RefundRow[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select()
        .from(refunds)
        .where(inArray(refunds.bookingId, [...bookingIds]))
        .orderBy(asc(refunds.createdAt), asc(refunds.merchantRefundId));
    },

    async refund(merchantRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.merchantRefundId, merchantRefundId)).limit(1);
      return row;
    },

    /** NEW → PENDING before the gateway is asked: one submitter only. */
    async claimRefundSubmission(merchantRefundId: string, now: Date): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ state: 'PENDING', updatedAt: now })
        .where(and(eq(refunds.merchantRefundId, merchantRefundId), eq(refunds.state, 'NEW')))
        .returning();
      return row;
    },

    async updateRefund(
      merchantRefundId: string,
      change: { state: RefundRow['state']; refundId?: string },
      now: Date,
    ): Promise<void> {
      await db
        .update(refunds)
        .set({ ...change, updatedAt: now })
        .where(eq(refunds.merchantRefundId, merchantRefundId));
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

    /**
     * The refunds to move on: those never sent to the gateway, oldest first, then those it still works on, the
     * least recently asked about first. A refund is stamped each time it is asked about (touchWaitingRefund), so
     * the sweep goes round all of them, and thousands of refunds the gateway takes days over never keep a new
     * one waiting behind them.
     */
    async openRefunds(limit: number): Promise<RefundRow[]> {
      const unsent = await db
        .select()
        .from(refunds)
        .where(eq(refunds.state, 'NEW'))
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
      if (unsent.length >= limit) return unsent;
      const waiting = await db
        .select()
        .from(refunds)
        // written as refunds_waiting_idx's predicate, so that the planner reads that small index
        .where(sql`${refunds.state} in ('PENDING', 'CONFIRMED')`)
        .orderBy(asc(refunds.updatedAt))
        .limit(limit - unsent.length);
      return [...unsent, ...waiting];
    },

    /** The gateway was asked about this refund now: it goes to the back of the sweep's round. */
    async touchWaitingRefund(merchantRefundId: string, now: Date): Promise<void> {
      await db
        .update(refunds)
        .set({ updatedAt: now })
        .where(and(eq(refunds.merchantRefundId, merchantRefundId), inArray(refunds.state, ['PENDING', 'CONFIRMED'])));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
