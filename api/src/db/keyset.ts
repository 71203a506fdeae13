import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LIST_COUNT_CAP, type ListPagingQuery, type ListTotal } from '@jatra/shared';
import { badRequest } from '../http/app-error';
import type { Database } from './database';

/**
 * Keyset paging for the admin lists (docs/admin-lists-at-volume.md). A page is the rows after (or before) the
 * key of a row the last page showed, read along an index in that order: page 20,000 reads as few rows as page 1.
 */

/** Where a page starts: after `cursor` in the list's order, or (backward) the page that ends before it. */
export interface Seek<Key> {
  cursor: Key | null;
  backward: boolean;
}

export interface KeysetPage<Row> {
  rows: Row[];
  next: string | null;
  previous: string | null;
}

const UNKNOWN_PAGE = 'Unknown page';

const encodeCursor = (key: readonly unknown[]): string => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor<Key>(text: string, schema: z.ZodType<Key>): Key {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(UNKNOWN_PAGE);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(UNKNOWN_PAGE);
  return parsed.data;
}

/** A cursor's timestamp: PostgreSQL's microseconds kept as text, since a JavaScript Date would round them off. */
export const cursorTimestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

/** `column` as cursorTimestamp text: UTC with all six fractional digits. */
export const timestampKey = (column: SQL | SQL.Aliased | unknown): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page: `fetch` reads up to `limit` rows from the seek position (in reverse order when backward); one row
 * more than the page tells whether another page follows. A backward read that reaches the start of the list
 * is served as the first page, full.
 */
export async function keysetPage<Row, Key extends readonly unknown[]>(options: {
  paging: ListPagingQuery;
  pageSize: number;
  keySchema: z.ZodType<Key>;
  keyOf: (row: Row) => Key;
  fetch: (seek: Seek<Key>, limit: number) => Promise<Row[]>;
}): Promise<KeysetPage<Row>> {
  const { paging, pageSize, keyOf } = options;
  if (paging.after && paging.before) throw badRequest(UNKNOWN_PAGE);
  const text = paging.after ?? paging.before;
  const cursor = text === undefined ? null : decodeCursor(text, options.keySchema);
  const backward = paging.before !== undefined;
  const edge = (row: Row | undefined) => (row === undefined ? null : encodeCursor(keyOf(row)));

  const fetched = await options.fetch({ cursor, backward }, pageSize + 1);
  const more = fetched.length > pageSize;
  const rows = fetched.slice(0, pageSize);
  if (backward) {
    if (!more) return keysetPage({ ...options, paging: {} });
    rows.reverse();
    return { rows, next: edge(rows.at(-1)), previous: edge(rows[0]) };
  }
  return {
    rows,
    next: more ? edge(rows.at(-1)) : null,
    // past the last row (it was deleted since): the page before the cursor
    previous: cursor === null ? null : (edge(rows[0]) ?? text!),
  };
}

/**
 * The seek condition and order for a list ordered by `columns` (all ascending or all descending): a row
 * comparison, which PostgreSQL reads as one range of a btree index on those columns.
 */
export function seekSql(
  columns: SQL[],
  values: readonly SQL[] | null,
  order: 'asc' | 'desc',
  backward: boolean,
): { where: SQL | undefined; orderBy: SQL[] } {
  const ascending = (order === 'asc') !== backward;
  const direction = ascending ? sql.raw('asc') : sql.raw('desc');
  const orderBy = columns.map((column) => sql`${column} ${direction}`);
  if (values === null) return { where: undefined, orderBy };
  const compare = ascending ? sql.raw('>') : sql.raw('<');
  return { where: sql`(${sql.join(columns, sql`, `)}) ${compare} (${sql.join([...values], sql`, `)})`, orderBy };
}

/**
 * How many rows match, counted only up to LIST_COUNT_CAP (`countUpTo` stops reading there). Past it, a whole
 * table (`estimate` given: no filter) is 'about' PostgreSQL's own row estimate of it when that is larger;
 * anything else is 'at least' the cap.
 */
export async function cappedTotal(
  countUpTo: (limit: number) => Promise<number>,
  estimate?: () => Promise<number>,
): Promise<ListTotal> {
  const count = await countUpTo(LIST_COUNT_CAP + 1);
  if (count <= LIST_COUNT_CAP) return { count, kind: 'exact' };
  const estimated = estimate ? await estimate() : 0;
  if (estimated > LIST_COUNT_CAP) return { count: roughly(estimated), kind: 'about' };
  return { count: LIST_COUNT_CAP, kind: 'at_least' };
}

/** The planner's row count of a table (pg_class.reltuples, as of its last ANALYZE; 0 if never analysed). */
export function tableEstimate(db: Database, table: string): () => Promise<number> {
  return async () => {
    const [row] = await db
      .select({ rows: sql<number>`greatest(reltuples, 0)::float8`.mapWith(Number) })
      .from(sql`pg_class`)
      .where(sql`oid = to_regclass(${table})`);
    return row?.rows ?? 0;
  };
}

/** Two significant figures: 498,731 → 500,000. */
const roughly = (value: number): number => {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / scale) * scale;
};
