import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const TRIP_STATES = ['running', 'cancelled', 'departed'] as const;
export type TripState = (typeof TRIP_STATES)[number];

/**
 * Every trip we sold a ticket on, watched until it leaves (docs/trip-changes.md): the departure we sold, the one the
 * provider shows now, and when to ask again. One row per schedule, however many tickets it carries, so that the
 * sweep asks the provider per route and date, never per booking.
 */
export const tripWatch = pgTable(
  'trip_watch',
  {
    scheduleId: text('schedule_id').primaryKey(),
    originId: integer('origin_id').notNull(),
    destinationId: integer('destination_id').notNull(),
    travelDate: text('travel_date').notNull(),
    /** `HH:MM` as the first ticket was sold */
    soldDeparture: text('sold_departure').notNull(),
    /** `HH:MM` as the provider last showed it */
    departure: text('departure').notNull(),
    /** the travel date and `departure`, in India: the watch ends when it is past */
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    state: text('state').$type<TripState>().notNull(),
    /** a change seen but not yet carried to every booking on the trip (a crash between the two leaves it set) */
    changePending: timestamp('change_pending', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('trip_watch_state_check', sql`${table.state} in ('running', 'cancelled', 'departed')`),
    // the sweep: running trips due a look, the longest waiting first
    index('trip_watch_due_idx')
      .on(table.nextCheckAt, table.departsAt)
      .where(sql`${table.state} = 'running'`),
    // running trips that have left, retired by the sweep
    index('trip_watch_departs_idx')
      .on(table.departsAt)
      .where(sql`${table.state} = 'running'`),
    index('trip_watch_pending_idx')
      .on(table.changePending)
      .where(sql`${table.changePending} is not null`),
  ],
);
export type TripWatchRow = typeof tripWatch.$inferSelect;
