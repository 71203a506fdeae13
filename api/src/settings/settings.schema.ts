import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The one row of system settings (id 1), absent until an admin first saves; DEFAULT_SETTINGS stand in until then. */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** percent of revenue */
    commissionRate: doublePrecision('commission_rate').notNull(),
    /** rupees */
    bookingFee: doublePrecision('booking_fee').notNull(),
    cancellationFee: doublePrecision('cancellation_fee').notNull(),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('system_settings_single_row', sql`${table.id} = 1`)],
);

export type SystemSettingsRow = typeof systemSettings.$inferSelect;
