import { bigint, date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The overview's figures per India day, summed from bookings, payment orders and refunds so that a read of
 * the overview touches a few hundred small rows instead of every booking. Its one writer is
 * `overview-figures.repository.ts`; docs/overview-at-volume.md tells how it is kept up to date.
 */
export const overviewDays = pgTable('overview_days', {
  /** the India calendar day */
  day: date('day', { mode: 'string' }).primaryKey(),
  /** accounts created that day (none is ever deleted) */
  users: integer('users').notNull(),
  /** bookings confirmed that day */
  bookings: integer('bookings').notNull(),
  /** what the orders that paid for those tickets took */
  paidPaise: bigint('paid_paise', { mode: 'number' }).notNull(),
  /** refunds completed that day out of orders that paid for a ticket */
  refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull(),
});

/** One row: the instant the figures are as of; changes since are found from it. */
export const overviewRefresh = pgTable('overview_refresh', {
  id: integer('id').primaryKey(),
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
});
