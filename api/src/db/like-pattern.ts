import { sql, type SQL } from 'drizzle-orm';
import { searchMatchesWithin } from '@jatra/shared';

/** Text for `like …` with its LIKE wildcards taken literally. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Text for `lower(column) like …`: lower-cased, its LIKE wildcards taken literally. */
export const likeEscaped = (query: string): string => likeLiteral(query.toLowerCase());

/** Matches names containing the query, any case. */
export const likeContaining = (query: string): string => `%${likeEscaped(query)}%`;

/**
 * The admin lists' search over `lower(column)`s (any of them matching): 3+ characters anywhere in the text, served
 * by a pg_trgm index; 1–2 characters from its start, served by a `text_pattern_ops` btree, since a trigram
 * index cannot find so short a string inside one (docs/admin-lists-at-volume.md).
 */
export function textMatches(lowered: readonly SQL[], query: string): SQL {
  const pattern = searchMatchesWithin(query) ? likeContaining(query) : `${likeEscaped(query)}%`;
  return sql`(${sql.join(
    lowered.map((column) => sql`${column} like ${pattern}`),
    sql` or `,
  )})`;
}
