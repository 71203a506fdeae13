import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bookings, type BookingRow } from '../bookings/bookings.schema';
import { paymentOrders, refunds, type PaymentOrderRow, type RefundRow } from './payments.schema';

/** Every database access of payment orders, refunds and the booking changes settlement makes. */
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

    async booking(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      return row;
    },

    /**
     * Takes the right to ask the provider to confirm this booking, for `leaseMs`: only a tentative booking
     * nobody else is confirming. Two settlers can't both get it; a crashed settler's lease runs out.
     */
    async claimConfirm(bookingId: string, now: Date, leaseMs: number): Promise<BookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set({
          confirmClaimedUntil: new Date(now.getTime() + leaseMs),
          confirmAttempts: sql`${bookings.confirmAttempts} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.status, 'tentative'),
            or(isNull(bookings.confirmClaimedUntil), lt(bookings.confirmClaimedUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    /** Gives the claim back, if it is still this settler's (a lapsed lease may have passed to another). */
    async releaseClaim(bookingId: string, lease: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ confirmClaimedUntil: null })
        .where(and(eq(bookings.id, bookingId), eq(bookings.confirmClaimedUntil, lease)));
    },

    async markConfirmed(
      bookingId: string,
      paidOrderId: string,
      ticket: { ticketNumber: string; operatorPnr: string | null; raw: Record<string, unknown> },
      now: Date,
    ): Promise<void> {
      await db
        .update(bookings)
        .set({
          status: 'confirmed',
          paymentStatus: 'completed',
          ticketNumber: ticket.ticketNumber,
          operatorPnr: ticket.operatorPnr,
          ticket: ticket.raw,
          paidOrderId,
          confirmedAt: now,
          confirmClaimedUntil: null,
          failureReason: null,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'tentative')));
    },

    /**
     * The money was taken but there will be no ticket: the booking fails and a refund of that order is
     * recorded in the same transaction, so a crash can't leave one without the other.
     */
    async failWithRefund(
      booking: { id: string; tentative: boolean },
      refund: { merchantRefundId: string; merchantOrderId: string; amountPaise: number; reason: string },
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (booking.tentative) {
          const failed = await tx
            .update(bookings)
            .set({
              status: 'failed',
              paymentStatus: 'refund_pending',
              failureReason: refund.reason,
              confirmClaimedUntil: null,
              updatedAt: now,
            })
            .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'tentative')))
            .returning({ id: bookings.id });
          // someone else settled it meanwhile: their outcome stands, and the next pass sees it
          if (failed.length === 0) return false;
        }
        await tx
          .insert(refunds)
          .values({ ...refund, bookingId: booking.id, state: 'NEW', createdAt: now, updatedAt: now })
          .onConflictDoNothing();
        return true;
      });
    },

    /** Another try at a refund the gateway failed. */
    async insertRefund(
      refund: {
        merchantRefundId: string;
        merchantOrderId: string;
        bookingId: string;
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

    async refundsOfOrder(merchantOrderId: string): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(eq(refunds.merchantOrderId, merchantOrderId))
        .orderBy(asc(refunds.createdAt), asc(refunds.merchantRefundId));
    },

    /** The order's latest refund attempt. */
    async refundOfOrder(merchantOrderId: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.merchantOrderId, merchantOrderId))
        .orderBy(desc(refunds.createdAt), desc(refunds.merchantRefundId))
        .limit(1);
      return row;
    },

    async refundsOf(bookingId: string): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
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

    /** Once the money is back, a failed booking says so. */
    async markRefunded(bookingId: string, now: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ paymentStatus: 'refunded', updatedAt: now })
        .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'refund_pending')));
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
     * Paid orders that paid for nothing: their booking was settled by another order or failed, and no refund
     * was recorded for them (a settler gave way to another one at the time).
     */
    strayPaidOrders: (limit: number) =>
      paidOrdersWhere(
        and(
          ne(bookings.status, 'tentative'),
          or(isNull(bookings.paidOrderId), ne(bookings.paidOrderId, paymentOrders.merchantOrderId)),
          sql`not exists (select 1 from refunds r where r.merchant_order_id = ${paymentOrders.merchantOrderId})`,
        )!,
        limit,
      ),

    async openRefunds(limit: number): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(inArray(refunds.state, ['NEW', 'PENDING', 'CONFIRMED']))
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
