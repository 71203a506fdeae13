/** Text for `lower(column) like …`: lower-cased, its LIKE wildcards taken literally. */
export const likeEscaped = (query: string): string => query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);

/** Matches names containing the query, any case. */
export const likeContaining = (query: string): string => `%${likeEscaped(query)}%`;
