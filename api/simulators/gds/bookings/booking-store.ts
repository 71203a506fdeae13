/**
 * The simulator's tickets in the database (sim_gds_bookings, sim_gds_booking_seats), together with
 * the seat holds they own. Each call that changes a ticket runs in one transaction with its seat
 * changes and locks the ticket's row first, so two instances of the API (or two clicks) confirming
 * or cancelling the same PNR cannot both act: the second waits and then sees the first's result.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SimDatabase } from '../sim-schema';
import { createSeatState, type Gender } from '../seat-state';
import { simGdsBookingSeats as bookingSeats, simGdsBookings as bookings } from '../sim-schema';
import type { SeatRefund } from './cancellation';
import type { PricedSeat } from './tentative-checks';
import type { TentativeRequest } from './tentative-request';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingSeatRow = typeof bookingSeats.$inferSelect;
export interface StoredBooking extends BookingRow {
  /** in no set order; see inSeatOrder */
  seats: BookingSeatRow[];
}

export type CreateResult =
  { ok: true } | { ok: false; reason: 'pnr-clash' } | { ok: false; reason: 'taken'; seats: string[] };
export type ConfirmResult = { kind: 'unknown' } | { kind: 'expired' } | { kind: 'confirmed'; booking: StoredBooking };
export type CancelResult = { ok: true; booking: StoredBooking } | { ok: false; alreadyCancelled: string[] };

/** Rolls a transaction back and carries why to the caller. */
class Abort<T> extends Error {
  constructor(readonly outcome: T) {
    super('transaction aborted');
  }
}

async function rollbackWith<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Abort) return error.outcome as T;
    throw error;
  }
}

const genderOf = (sex: string): Gender | undefined => (sex === 'M' || sex === 'F' ? sex : undefined);

export function createBookingStore(db: SimDatabase, now: () => Date) {
  async function load(executor: SimDatabase, pnr: string, lock: boolean): Promise<StoredBooking | undefined> {
    const query = executor.select().from(bookings).where(eq(bookings.pnr, pnr));
    const [booking] = lock ? await query.for('update') : await query;
    if (!booking) return undefined;
    const seats = await executor.select().from(bookingSeats).where(eq(bookingSeats.pnr, pnr));
    return { ...booking, seats };
  }

  async function expire(executor: SimDatabase, pnr: string) {
    await createSeatState(executor, now).releaseHeld(pnr);
    await executor
      .update(bookings)
      .set({ status: 'expired' })
      .where(and(eq(bookings.pnr, pnr), eq(bookings.status, 'tentative')));
  }

  return {
    find: (pnr: string) => load(db, pnr, false),

    /** Store the tentative ticket and hold its seats, all or nothing. */
    createTentative(input: {
      pnr: string;
      operatorPnr: string;
      scheduleId: string;
      request: TentativeRequest;
      seats: readonly PricedSeat[];
      holdExpiresAt: Date;
    }): Promise<CreateResult> {
      const at = now();
      return rollbackWith(() =>
        db.transaction(async (tx) => {
          const inserted = await tx
            .insert(bookings)
            .values({
              pnr: input.pnr,
              operatorPnr: input.operatorPnr,
              scheduleId: input.scheduleId,
              status: 'tentative',
              boardingStageId: input.request.boarding_at,
              dropoffStageId: input.request.dropOffStageId,
              contact: input.request.contact,
              holdExpiresAt: input.holdExpiresAt,
              createdAt: at,
            })
            .onConflictDoNothing()
            .returning({ pnr: bookings.pnr });
          if (inserted.length === 0) return { ok: false as const, reason: 'pnr-clash' as const };
          await tx.insert(bookingSeats).values(
            input.seats.map((seat) => ({
              pnr: input.pnr,
              seatNumber: seat.seat_number,
              fare: seat.price,
              serviceTax: seat.serviceTax,
              title: seat.title,
              name: seat.name,
              age: seat.age,
              sex: seat.sex,
              isPrimary: seat.is_primary,
              idCardType: seat.id_card_type ?? null,
              idCardNumber: seat.id_card_number ?? null,
              idCardIssuedBy: seat.id_card_issued_by ?? null,
            })),
          );
          const genders = Object.fromEntries(
            input.seats.flatMap((seat) => {
              const gender = genderOf(seat.sex);
              return gender ? [[seat.seat_number, gender]] : [];
            }),
          );
          const held = await createSeatState(tx, now).holdSeats(
            input.scheduleId,
            input.seats.map((seat) => seat.seat_number),
            input.pnr,
            input.holdExpiresAt,
            genders,
          );
          // the ticket row goes with the hold: a refused hold leaves nothing behind
          if (!held.ok) throw new Abort<CreateResult>({ ok: false, reason: 'taken', seats: held.taken });
          return { ok: true as const };
        }),
      );
    },

    /**
     * Sell a live hold, once: a ticket already confirmed (or since cancelled) is answered as it is.
     * A lapsed hold releases its seats and marks the ticket expired.
     */
    async confirm(pnr: string): Promise<ConfirmResult> {
      const outcome = await rollbackWith(() =>
        db.transaction(async (tx): Promise<ConfirmResult | { kind: 'lost' }> => {
          const booking = await load(tx, pnr, true);
          if (!booking) return { kind: 'unknown' };
          if (booking.status === 'confirmed' || booking.status === 'cancelled') return { kind: 'confirmed', booking };
          if (booking.status === 'expired') return { kind: 'expired' };
          const at = now();
          if (booking.holdExpiresAt.getTime() <= at.getTime()) {
            await expire(tx, pnr);
            return { kind: 'expired' };
          }
          const sold = await createSeatState(tx, () => at).sellHeld(pnr);
          // a seat of this hold went to someone else (it lapsed on another instance's clock): sell none
          if (sold.length !== booking.seats.length) throw new Abort({ kind: 'lost' as const });
          const [confirmed] = await tx
            .update(bookings)
            .set({ status: 'confirmed', confirmedAt: at })
            .where(eq(bookings.pnr, pnr))
            .returning();
          return { kind: 'confirmed', booking: { ...confirmed!, seats: booking.seats } };
        }),
      );
      if (outcome.kind !== 'lost') return outcome;
      await db.transaction((tx) => expire(tx, pnr));
      return { kind: 'expired' };
    },

    /**
     * Tickets with money moving in [from, to): confirmed then, or with a seat cancelled then. Each comes
     * with all its seats, so that the caller can tell which event falls in the range.
     */
    async movedBetween(from: Date, to: Date): Promise<StoredBooking[]> {
      const cancelledThen = db
        .selectDistinct({ pnr: bookingSeats.pnr })
        .from(bookingSeats)
        .where(and(gte(bookingSeats.cancelledAt, from), lt(bookingSeats.cancelledAt, to)));
      const rows = await db
        .select()
        .from(bookings)
        .where(
          or(and(gte(bookings.confirmedAt, from), lt(bookings.confirmedAt, to)), inArray(bookings.pnr, cancelledThen)),
        );
      if (rows.length === 0) return [];
      const seats = await db
        .select()
        .from(bookingSeats)
        .where(
          inArray(
            bookingSeats.pnr,
            rows.map((row) => row.pnr),
          ),
        );
      return rows.map((row) => ({ ...row, seats: seats.filter((seat) => seat.pnr === row.pnr) }));
    },

    /** Money moved so far: the value (fare and tax) of every seat ever sold, and every refund given. */
    async totals(): Promise<{ sold: number; refunded: number }> {
      const [row] = await db
        .select({
          sold: sql<string>`coalesce(sum(${bookingSeats.fare} + ${bookingSeats.serviceTax}), 0)`,
          refunded: sql<string>`coalesce(sum(${bookingSeats.refundAmount}), 0)`,
        })
        .from(bookingSeats)
        .innerJoin(bookings, eq(bookings.pnr, bookingSeats.pnr))
        // confirmed at some point: a cancelled ticket was sold first
        .where(isNotNull(bookings.confirmedAt));
      return { sold: Number(row?.sold ?? 0), refunded: Number(row?.refunded ?? 0) };
    },

    /** Drop a tentative ticket's hold (the bus left before it was confirmed). */
    expire: (pnr: string) => db.transaction((tx) => expire(tx, pnr)),

    /** Cancel these seats of a confirmed ticket and put them back on sale; all or none. */
    cancelSeats(pnr: string, refunds: readonly SeatRefund[]): Promise<CancelResult> {
      const at = now();
      const wanted = refunds.map((refund) => refund.seatNumber);
      return rollbackWith(() =>
        db.transaction(async (tx) => {
          await tx.select({ pnr: bookings.pnr }).from(bookings).where(eq(bookings.pnr, pnr)).for('update');
          const cancelled: string[] = [];
          for (const refund of refunds) {
            const rows = await tx
              .update(bookingSeats)
              .set({
                cancelledAt: at,
                cancelPercent: refund.cancelPercent,
                cancellationCharge: refund.charge,
                refundAmount: refund.refund,
              })
              .where(
                and(
                  eq(bookingSeats.pnr, pnr),
                  eq(bookingSeats.seatNumber, refund.seatNumber),
                  isNull(bookingSeats.cancelledAt),
                ),
              )
              .returning({ seatNumber: bookingSeats.seatNumber });
            cancelled.push(...rows.map((row) => row.seatNumber));
          }
          if (cancelled.length < wanted.length) {
            throw new Abort<CancelResult>({
              ok: false,
              alreadyCancelled: wanted.filter((seat) => !cancelled.includes(seat)),
            });
          }
          await createSeatState(tx, now).releaseSold(pnr, wanted);
          const stillBooked = await tx
            .select({ seatNumber: bookingSeats.seatNumber })
            .from(bookingSeats)
            .where(and(eq(bookingSeats.pnr, pnr), isNull(bookingSeats.cancelledAt)));
          if (stillBooked.length === 0) {
            await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.pnr, pnr));
          }
          const booking = await load(tx, pnr, false);
          return { ok: true as const, booking: booking! };
        }),
      );
    },
  };
}

/** A ticket's seats in the bus's layout order, so every answer lists them the same way. */
export const inSeatOrder = (seats: readonly BookingSeatRow[], layout: readonly string[]): BookingSeatRow[] =>
  [...seats].sort((a, b) => layout.indexOf(a.seatNumber) - layout.indexOf(b.seatNumber));
