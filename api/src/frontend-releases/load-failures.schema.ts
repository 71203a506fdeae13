import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FrontendFailureKind, FrontendPart } from '@jatra/shared';

/**
 * A frontend that could not be shown in someone's browser, as its shell reported it: which part, which release
 * (null when the shell did not know it), why, and on which page. Kept 7 days; written only by load-failures.ts.
 */
export const frontendLoadFailures = pgTable(
  'frontend_load_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    part: text('part').$type<FrontendPart>().notNull(),
    version: text('version'),
    kind: text('kind').$type<FrontendFailureKind>().notNull(),
    message: text('message').notNull(),
    page: text('page').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('frontend_load_failures_kind_check', sql`${table.kind} in ('contract', 'load', 'render')`),
    // the last hour's failures, and the rows past their 7 days, are each a range of `at`
    index('frontend_load_failures_at_idx').on(table.at),
    // the latest message of one part, kind and release: read backwards from now
    index('frontend_load_failures_part_idx').on(table.part, table.kind, table.at),
  ],
);
