import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  originCount: integer('origin_count').notNull(),
  destinationCount: integer('destination_count').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});

/** When each provider list was last copied in full; shared by every API instance. */
export const providerSyncs = pgTable('provider_syncs', {
  resource: text('resource').primaryKey(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});
