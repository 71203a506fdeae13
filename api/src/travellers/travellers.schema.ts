import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PassengerGender } from '@jatra/shared';
import { users } from '../db/schema';

/**
 * The passengers a traveller books for again ("saved travellers"): one row per person per account, known by
 * name whatever its case. Written only by the travellers module; a confirmed booking adds its passengers here.
 */
export const savedTravellers = pgTable(
  'saved_travellers',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    gender: text('gender').$type<PassengerGender>().notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    /** last booked with or edited: the list is newest first, and the least recent goes past the limit */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('saved_travellers_gender_check', sql`${table.gender} in ('male', 'female', 'other')`),
    uniqueIndex('saved_travellers_user_name').on(table.userId, sql`lower(${table.name})`),
    index('saved_travellers_user_recent').on(table.userId, table.updatedAt),
  ],
);

export type SavedTravellerRow = typeof savedTravellers.$inferSelect;
