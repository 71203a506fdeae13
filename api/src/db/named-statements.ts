import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many statement texts get a name. Statements whose text varies with their input (a list of n ids, an insert
 * of n rows) would otherwise grow the names, and each connection's prepared statements on the server, forever;
 * the API sends a few hundred distinct texts, so past this bound a new text simply goes unnamed as before.
 */
export const NAMED_STATEMENTS_MAX = 1_000;

const names = new Map<string, string>();

/** The name a statement's text is prepared under, the same in every process; undefined once the bound is reached. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= NAMED_STATEMENTS_MAX) return known;
  const name = `j_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

/**
 * Makes a connection send every parameterised statement as a named one, so PostgreSQL parses and plans it once per
 * connection instead of on every call (unnamed, the signed-in user's look-up spent more time planning than
 * executing under the festival rush). Statements without parameters (BEGIN, COMMIT, the migrations' scripts,
 * which may hold several statements) and those sent as a plain string stay unnamed.
 */
export function nameStatements(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (isUnnamedConfig(config)) {
      const parameters = config.values ?? rest[0];
      const name = Array.isArray(parameters) && parameters.length > 0 ? statementName(config.text) : undefined;
      if (name) return send({ ...config, name }, ...rest);
    }
    return send(config, ...rest);
  }) as typeof client.query;
}

function isUnnamedConfig(config: unknown): config is { text: string; name?: string; values?: unknown[] } {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as { text?: unknown }).text === 'string' &&
    (config as { name?: unknown }).name == null &&
    typeof (config as { submit?: unknown }).submit !== 'function'
  );
}
