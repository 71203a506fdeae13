import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type PgDatabase,
  type PgQueryResultHKT,
} from 'drizzle-orm/pg-core';

/**
 * The PostgreSQL database the simulator keeps its tables in, handed over by whoever starts it (the app
 * shares its own, whose migrations create these tables).
 */
export type SimDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

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

/**
 * Tickets sold through the simulator (docs/gds-wire.md, Bookings): one row per PNR from the tentative
 * booking on. A lapsed tentative booking stays `tentative` until something looks at it; its
 * `hold_expires_at` says it lapsed, so no sweep is needed for correctness.
 */
export const simGdsBookings = pgTable(
  'sim_gds_bookings',
  {
    pnr: text('pnr').primaryKey(),
    operatorPnr: text('operator_pnr').notNull(),
    scheduleId: text('schedule_id').notNull(),
    status: text('status', { enum: ['tentative', 'confirmed', 'cancelled', 'expired'] }).notNull(),
    boardingStageId: integer('boarding_stage_id').notNull(),
    dropoffStageId: integer('dropoff_stage_id').notNull(),
    /** `contact_detail` as sent: mobile_number, emergency_name, email */
    contact: jsonb('contact').$type<{ mobileNumber: string; emergencyName: string; email: string }>().notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    index('sim_gds_bookings_schedule_idx').on(table.scheduleId),
    check('sim_gds_bookings_status_check', sql`${table.status} in ('tentative', 'confirmed', 'cancelled', 'expired')`),
  ],
);

/** The seats of a ticket with their passenger and price; a cancelled seat keeps its row and its refund. */
export const simGdsBookingSeats = pgTable(
  'sim_gds_booking_seats',
  {
    pnr: text('pnr')
      .notNull()
      .references(() => simGdsBookings.pnr, { onDelete: 'cascade' }),
    seatNumber: text('seat_number').notNull(),
    /** tax excluded, in rupees with paise */
    fare: numeric('fare', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    serviceTax: numeric('service_tax', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    title: text('title').notNull(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    /** `M`, `F` or `O` */
    sex: text('sex').notNull(),
    isPrimary: boolean('is_primary').notNull(),
    idCardType: text('id_card_type'),
    idCardNumber: text('id_card_number'),
    idCardIssuedBy: text('id_card_issued_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelPercent: numeric('cancel_percent', { precision: 5, scale: 2, mode: 'number' }),
    cancellationCharge: numeric('cancellation_charge', { precision: 10, scale: 2, mode: 'number' }),
    refundAmount: numeric('refund_amount', { precision: 10, scale: 2, mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.pnr, table.seatNumber] })],
);
