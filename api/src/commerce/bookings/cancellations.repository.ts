import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, cancellations, type BookingRow, type CancellationRow } from './bookings.schema';

/** The cancellations table, and the booking a completed cancellation changes: part of the bookings repository. */
export function createCancellationsRepository(db: Database) {
  return {
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
