import type { ReleaseDescriptor } from '@jatra/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Every release ever deployed, as it described itself: a version never changes what it names. */
export const frontendReleases = pgTable(
  'frontend_releases',
  {
    part: text('part').notNull(),
    version: text('version').notNull(),
    descriptor: jsonb('descriptor').$type<ReleaseDescriptor>().notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.part, table.version] })],
);

/** Every change of what is live, with who made it, when and why: the history `releases` and the admin show. */
export const frontendDeployments = pgTable(
  'frontend_deployments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    part: text('part').notNull(),
    action: text('action').notNull(),
    /** what is live for everyone after this change */
    version: text('version').notNull(),
    /** what was live for everyone before it (a rollback goes back to this) */
    previousVersion: text('previous_version'),
    canaryVersion: text('canary_version'),
    canaryPercent: integer('canary_percent'),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('frontend_deployments_part_idx').on(table.part, table.id),
    check('frontend_deployments_action_check', sql`${table.action} in ('deploy', 'canary', 'rollback')`),
  ],
);

/** What each frontend serves now: one row a part, changed only under its row's lock. */
export const frontendLive = pgTable(
  'frontend_live',
  {
    part: text('part').primaryKey(),
    version: text('version').notNull(),
    canaryVersion: text('canary_version'),
    canaryPercent: integer('canary_percent'),
    deploymentId: bigint('deployment_id', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'frontend_live_canary_check',
      sql`(${table.canaryVersion} is null and ${table.canaryPercent} is null) or ${table.canaryPercent} between 1 and 99`,
    ),
  ],
);
