import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { TicketToKeep } from '../../provider/gds/kept-ticket';
import { createAccountBookingsQueries } from './account-bookings.repository';
import { bookings, type BookingRow } from './bookings.schema';
import { createCancellationsRepository } from './cancellations.repository';
import { createRescheduleBookings } from './reschedule.repository';

/**
 * The only code that writes the bookings and cancellations tables: the booking's whole lifecycle, from the
 * tentative hold through confirmation or failure to cancellation. Other areas ask it.
 */
export function createBookingsRepository(db: Database) {
  return {
    ...createAccountBookingsQueries(db),
    ...createCancellationsRepository(db),
    ...createRescheduleBookings(db),

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
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
