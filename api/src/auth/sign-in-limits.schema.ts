import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sign-in budgets being spent, one row per budget and subject (e.g. `otp-failure:address:asha@example.in`):
 * in the database, so every API instance counts together and a restart forgives nothing. Written only by
 * the sign-in limits repository.
 */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  /** what was spent since `window_started_at` (the window is an hour) */
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** lockouts so far: the next one lasts twice as long */
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
