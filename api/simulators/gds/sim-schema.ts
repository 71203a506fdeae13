import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Seats the GDS simulator has held or sold through its API. The rest of a bus's state is generated
 * (network/timetable.ts); only what our bookings changed needs to survive a restart.
 */
export const simGdsSeatHolds = pgTable(
  'sim_gds_seat_holds',
  {
    scheduleId: text('schedule_id').notNull(),
    seatNumber: text('seat_number').notNull(),
    state: text('state', { enum: ['held', 'sold'] }).notNull(),
    pnr: text('pnr').notNull(),
    /** the passenger's sex, `M` or `F`, when the booking gave it */
    gender: text('gender'),
    /** a hold lapses at this instant; null once sold */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // one row per seat of a bus: the primary key is what makes two holds on one seat impossible
    primaryKey({ columns: [table.scheduleId, table.seatNumber] }),
    index('sim_gds_seat_holds_pnr_idx').on(table.pnr),
    check('sim_gds_seat_holds_state_check', sql`${table.state} in ('held', 'sold')`),
  ],
);
