import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityKind } from '@jatra/shared';
import { users } from '../db/schema';

/**
 * What admins (or the system) did, for Recent Activities. Events the other tables already tell (a vendor's
 * application, a booking, a cancellation, a refund) are read from those tables, not copied here.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    summary: text('summary').notNull(),
    /** null for the system; the line outlives a deleted account */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('audit_events_created_idx').on(table.createdAt)],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
