/**
 * Seats held or sold through the GDS simulator, kept in the API's database so that they survive a
 * restart and are shared by every API instance. Pre-sold seats are not here: they are generated
 * (network/timetable.ts), so callers check the layout and those first.
 */
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { SimDatabase } from './sim-schema';
import type { TakenSeat } from './network/seat-availability';
import { simGdsSeatHolds as holds } from './sim-schema';

export type Gender = 'M' | 'F';

export type HoldResult = { ok: true; seats: string[] } | { ok: false; taken: string[] };

export interface SeatState {
  /** Seat numbers sold, or held and not yet lapsed, on one bus. */
  seatsTaken(scheduleId: string): Promise<Set<string>>;
  /** The same for many buses at once, with the passenger's sex and when the seat was taken. */
  takenSeats(scheduleIds: readonly string[]): Promise<Map<string, TakenSeat[]>>;
  /** Hold all the seats or none: when one is already taken, nothing is held and the taken ones are named. */
  holdSeats(
    scheduleId: string,
    seats: readonly string[],
    pnr: string,
    expiresAt: Date,
    genders?: Readonly<Record<string, Gender>>,
  ): Promise<HoldResult>;
  /** Turn the PNR's live holds into sales; answers every seat sold under the PNR (empty: the hold lapsed or never was). */
  sellHeld(pnr: string): Promise<string[]>;
  /** Drop the PNR's holds; answers the seats released. */
  releaseHeld(pnr: string): Promise<string[]>;
  /** Put seats sold under the PNR back on sale (a cancellation); answers the seats freed. */
  releaseSold(pnr: string, seats: readonly string[]): Promise<string[]>;
}

class SeatsAlreadyTaken extends Error {
  constructor(readonly seats: string[]) {
    super(`seats already taken: ${seats.join(',')}`);
  }
}

const isGender = (value: string | null): value is Gender => value === 'M' || value === 'F';

/**
 * `db` may also be a transaction (drizzle's transaction is a database too): the booking calls run
 * a hold or a sale in the same transaction as their own rows, so both happen or neither.
 */
export function createSeatState(db: SimDatabase, now: () => Date = () => new Date()): SeatState {
  const live = (at: Date) => or(eq(holds.state, 'sold'), gt(holds.expiresAt, at));

  async function takenSeats(scheduleIds: readonly string[]): Promise<Map<string, TakenSeat[]>> {
    const bySchedule = new Map<string, TakenSeat[]>(scheduleIds.map((id) => [id, []]));
    if (scheduleIds.length === 0) return bySchedule;
    const rows = await db
      .select({
        scheduleId: holds.scheduleId,
        seatNumber: holds.seatNumber,
        gender: holds.gender,
        createdAt: holds.createdAt,
      })
      .from(holds)
      // one array parameter, not a list of them: a search asks for a hundred buses at once
      .where(and(sql`${holds.scheduleId} = any(${sql.param([...scheduleIds])}::text[])`, live(now())));
    for (const row of rows) {
      bySchedule.get(row.scheduleId)?.push({
        seatNumber: row.seatNumber,
        gender: isGender(row.gender) ? row.gender : null,
        since: row.createdAt,
      });
    }
    return bySchedule;
  }

  async function seatsTaken(scheduleId: string): Promise<Set<string>> {
    const taken = (await takenSeats([scheduleId])).get(scheduleId) ?? [];
    return new Set(taken.map((seat) => seat.seatNumber));
  }

  async function holdSeats(
    scheduleId: string,
    seats: readonly string[],
    pnr: string,
    expiresAt: Date,
    genders: Readonly<Record<string, Gender>> = {},
  ): Promise<HoldResult> {
    // sorted, so that two overlapping holds lock their rows in the same order and cannot deadlock
    const wanted = [...new Set(seats)].sort();
    if (wanted.length === 0) return { ok: true, seats: [] };
    const at = now();
    try {
      return await db.transaction(async (tx) => {
        // a lapsed hold still owns its row; clear it so that the seat can be held again
        await tx
          .delete(holds)
          .where(
            and(
              eq(holds.scheduleId, scheduleId),
              inArray(holds.seatNumber, wanted),
              eq(holds.state, 'held'),
              lte(holds.expiresAt, at),
            ),
          );
        const inserted = await tx
          .insert(holds)
          .values(
            wanted.map((seatNumber) => ({
              scheduleId,
              seatNumber,
              state: 'held' as const,
              pnr,
              gender: genders[seatNumber] ?? null,
              expiresAt,
              createdAt: at,
            })),
          )
          .onConflictDoNothing()
          .returning({ seatNumber: holds.seatNumber });
        if (inserted.length < wanted.length) {
          const won = new Set(inserted.map((row) => row.seatNumber));
          // throwing rolls the transaction back, releasing the seats this call did get
          throw new SeatsAlreadyTaken(wanted.filter((seat) => !won.has(seat)));
        }
        return { ok: true as const, seats: wanted };
      });
    } catch (error) {
      if (error instanceof SeatsAlreadyTaken) return { ok: false, taken: error.seats };
      throw error;
    }
  }

  async function sellHeld(pnr: string): Promise<string[]> {
    return db.transaction(async (tx) => {
      await tx
        .update(holds)
        .set({ state: 'sold', expiresAt: null })
        .where(and(eq(holds.pnr, pnr), eq(holds.state, 'held'), gt(holds.expiresAt, now())));
      const sold = await tx
        .select({ seatNumber: holds.seatNumber })
        .from(holds)
        .where(and(eq(holds.pnr, pnr), eq(holds.state, 'sold')));
      return sold.map((row) => row.seatNumber).sort();
    });
  }

  async function releaseHeld(pnr: string): Promise<string[]> {
    const released = await db
      .delete(holds)
      .where(and(eq(holds.pnr, pnr), eq(holds.state, 'held')))
      .returning({ seatNumber: holds.seatNumber });
    return released.map((row) => row.seatNumber).sort();
  }

  async function releaseSold(pnr: string, seats: readonly string[]): Promise<string[]> {
    if (seats.length === 0) return [];
    const freed = await db
      .delete(holds)
      .where(and(eq(holds.pnr, pnr), eq(holds.state, 'sold'), inArray(holds.seatNumber, [...seats])))
      .returning({ seatNumber: holds.seatNumber });
    return freed.map((row) => row.seatNumber).sort();
  }

  return { seatsTaken, takenSeats, holdSeats, sellHeld, releaseHeld, releaseSold };
}
