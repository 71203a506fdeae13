/** The last path parameter carries the `.json` suffix (`schedule/2026112200017.json`). */
export const withoutJson = (param: unknown): string | undefined =>
  typeof param === 'string' && param.endsWith('.json') ? param.slice(0, -'.json'.length) : undefined;

/** A query parameter given once as text; repeated or missing parameters count as missing. */
export const queryText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
