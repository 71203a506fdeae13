import { z } from 'zod';

/**
 * Admin lists page by key, not by number (docs/admin-lists-at-volume.md): a page names the row it starts after
 * (`after`) or ends before (`before`) with an opaque cursor, so page 20,000 costs what page 1 does.
 */
const cursorText = z
  .string()
  .trim()
  .max(400, 'Unknown page')
  .regex(/^[A-Za-z0-9_-]*$/, 'Unknown page')
  .optional()
  .transform((value) => value || undefined);

export const listPagingQuerySchema = z.object({ after: cursorText, before: cursorText });
/** A page asked for: after a cursor, before one, or (neither) the first. */
export interface ListPagingQuery {
  after?: string | undefined;
  before?: string | undefined;
}

/** Matches counted exactly up to this many; past it the screen says '1,000+' (or the table's estimate, unfiltered). */
export const LIST_COUNT_CAP = 1_000;

/** Searches shorter than this match from the start of a name (an index cannot find 1–2 letters inside one). */
export const LIST_SEARCH_MIN_SUBSTRING = 3;

/**
 * How many rows a list holds: `exact`; `at_least` (a filtered set counted up to LIST_COUNT_CAP and stopped); or
 * `about` (a whole table, from PostgreSQL's own statistics of it, which lag behind by at most an ANALYZE).
 */
export const listTotalSchema = z.object({
  count: z.number().int(),
  kind: z.enum(['exact', 'at_least', 'about']),
});
export type ListTotal = z.infer<typeof listTotalSchema>;

/** What every keyset-paged answer carries besides its rows: null cursors where there is no page. */
export const listPageFields = {
  total: listTotalSchema,
  page_size: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
};

/** Whether a search matches inside names (3+ characters) or only their starts. */
export const searchMatchesWithin = (q: string): boolean => [...q].length >= LIST_SEARCH_MIN_SUBSTRING;
