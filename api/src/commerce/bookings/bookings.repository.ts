import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { TicketToKeep } from '../../provider/gds/kept-ticket';
import { moneyColumns, type BookingWithMoney } from './booking-money';
import { bookings, cancellations, type BookingRow, type CancellationRow } from './bookings.schema';

/**
 * The only code that writes the bookings and cancellations tables: the booking's whole lifecycle, from the
 * tentative hold through confirmation or failure to cancellation. Other areas ask it.
 */
export function createBookingsRepository(db: Database) {
  return {
    async insert(row: typeof bookings.$inferInsert): Promise<BookingRow> {
      const [inserted] = await db.insert(bookings).values(row).returning();
      return inserted!;
    },

    async byId(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      return row;
    },

    async byPnr(pnr: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.pnr, pnr)).limit(1);
      return row;
    },

    async ownerOf(pnr: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.pnr, pnr)).limit(1);
      return row?.userId;
    },

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
      ticket: Pick<TicketToKeep, 'ticketNumber' | 'operatorPnr' | 'kept'>,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({
          status: 'confirmed',
          paymentStatus: 'completed',
          ticketNumber: ticket.ticketNumber,
          operatorPnr: ticket.operatorPnr,
          ticket: ticket.kept,
          paidOrderId,
          confirmedAt: now,
          confirmClaimedUntil: null,
          failureReason: null,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'tentative')))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    /** A tentative booking that will get no ticket fails, its money on the way back. False: someone settled it first. */
    async failTentative(bookingId: string, reason: string, now: Date): Promise<boolean> {
      const failed = await db
        .update(bookings)
        .set({
          status: 'failed',
          paymentStatus: 'refund_pending',
          failureReason: reason,
          confirmClaimedUntil: null,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'tentative')))
        .returning({ id: bookings.id });
      return failed.length > 0;
    },

    /** Once the money is back, a failed or wholly cancelled booking says so. */
    async markRefunded(bookingId: string, now: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ paymentStatus: 'refunded', updatedAt: now })
        .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'refund_pending')));
    },

    /**
     * Opens a cancellation before the provider is asked. Undefined when another one of this booking is in
     * flight (the partial unique index): two clicks, or two instances, cancel once.
     */
    async openCancellation(row: typeof cancellations.$inferInsert): Promise<CancellationRow | undefined> {
      const [opened] = await db.insert(cancellations).values(row).onConflictDoNothing().returning();
      return opened;
    },

    async cancellation(id: string): Promise<CancellationRow | undefined> {
      const [row] = await db.select().from(cancellations).where(eq(cancellations.id, id)).limit(1);
      return row;
    },

    async cancellationsOf(bookingIds: readonly string[]): Promise<CancellationRow[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select()
        .from(cancellations)
        .where(inArray(cancellations.bookingId, [...bookingIds]))
        .orderBy(asc(cancellations.createdAt));
    },

    /** The in-flight cancellation of a booking, if any. */
    async requestedCancellationOf(bookingId: string): Promise<CancellationRow | undefined> {
      const [row] = await db
        .select()
        .from(cancellations)
        .where(and(eq(cancellations.bookingId, bookingId), eq(cancellations.status, 'requested')))
        .limit(1);
      return row;
    },

    /** In-flight cancellations whose requester's claim lapsed (it crashed or lost the provider's answer). */
    async staleCancellations(now: Date, limit: number): Promise<CancellationRow[]> {
      return db
        .select()
        .from(cancellations)
        .where(and(eq(cancellations.status, 'requested'), lt(cancellations.claimedUntil, now)))
        .orderBy(asc(cancellations.createdAt))
        .limit(limit);
    },

    /** The provider did not cancel: the cancellation closes with nothing changed. */
    async abandonCancellation(id: string, now: Date): Promise<void> {
      await db
        .update(cancellations)
        .set({ status: 'abandoned', claimedUntil: null, updatedAt: now })
        .where(and(eq(cancellations.id, id), eq(cancellations.status, 'requested')));
    },

    /**
     * The provider cancelled these seats: the cancellation completes and the booking loses them (the last
     * seat cancels the booking). Run it in the transaction that records the refund. False when it was
     * completed already.
     */
    async completeCancellation(
      cancellation: {
        id: string;
        seatNumbers: string[];
        cancelPercent: number;
        chargePaise: number;
        refundPaise: number;
        quote: Record<string, unknown>;
        providerAnswer: Record<string, unknown> | null;
        /** who cancels: the traveller unless said otherwise */
        cancelledBy?: 'traveller' | 'operator';
      },
      remaining: Pick<BookingRow, 'seats' | 'passengers' | 'baseAmount' | 'gstAmount' | 'totalAmount'>,
      bookingId: string,
      now: Date,
    ): Promise<boolean> {
      const done = await db
        .update(cancellations)
        .set({
          status: 'completed',
          seatNumbers: cancellation.seatNumbers,
          cancelPercent: cancellation.cancelPercent,
          chargePaise: cancellation.chargePaise,
          refundPaise: cancellation.refundPaise,
          quote: cancellation.quote,
          providerAnswer: cancellation.providerAnswer,
          claimedUntil: null,
          completedAt: now,
          updatedAt: now,
        })
        .where(and(eq(cancellations.id, cancellation.id), eq(cancellations.status, 'requested')))
        .returning({ id: cancellations.id });
      if (done.length === 0) return false;
      const whole = remaining.seats.length === 0;
      await db
        .update(bookings)
        .set({
          ...remaining,
          ...(whole
            ? {
                status: 'cancelled' as const,
                cancelledAt: now,
                cancelledBy: cancellation.cancelledBy ?? 'traveller',
                // nothing to pay back leaves the payment as it was
                ...(cancellation.refundPaise > 0 ? { paymentStatus: 'refund_pending' as const } : {}),
              }
            : {}),
          updatedAt: now,
        })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')));
      return true;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
