import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { refunds, type RefundRow } from './payments.schema';

/** The refunds table: each attempt recorded, claimed for sending and moved on by the gateway's answers; part of the payments repository. */
export function createRefundsRepository(db: Database) {
  return {
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
