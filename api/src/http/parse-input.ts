import type { z } from 'zod';
import { ruleMessage, sayRule } from '@jatra/shared';
import { badRequest } from './app-error';

/** Parse a request part with its schema from `@jatra/shared`; the first issue's message goes to the user. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? sayRule(ruleMessage('request.invalid')));
  return result.data;
}

/** Longer query strings than any a page sends are parsed every time. */
const MAX_REMEMBERED_QUERY = 256;

/**
 * parseInput for the query string of a route asked the same thing again and again (a popular search): what
 * each raw query string parses to is remembered, up to `maxEntries` of them, the oldest forgotten first, so a
 * repeated request skips the query-string parser and the schema. Only for schemas that are pure functions of
 * the query (no clock, no database). Refusals are not remembered: they throw as parseInput does.
 */
export function rememberingQueryParser<S extends z.ZodType>(schema: S, maxEntries: number) {
  const parsed = new Map<string, Readonly<z.infer<S>>>();
  return (req: { url: string; readonly query: unknown }): Readonly<z.infer<S>> => {
    // what Express's req.query parses: everything after the first `?` of the URL
    const at = req.url.indexOf('?');
    const raw = at < 0 ? '' : req.url.slice(at + 1);
    let value = parsed.get(raw);
    if (value === undefined) {
      value = Object.freeze(parseInput(schema, req.query));
      // a valid query padded with unknown parameters is answered but not remembered: keys stay small
      if (raw.length > MAX_REMEMBERED_QUERY) return value;
      if (parsed.size >= maxEntries) parsed.delete(parsed.keys().next().value as string);
      parsed.set(raw, value);
    }
    return value;
  };
}
