import type { Logger } from 'pino';
import type { ApiConfig } from './config';
import type { Database } from './db/database';

/** What every area's compose function is given besides its own dependencies. */
export interface Kernel {
  config: ApiConfig;
  db: Database;
  logger: Logger;
  now?: () => Date;
}

/** Each part with the names an earlier part already gave typed as `never`: a second `bookings` cannot type-check. */
type Disjoint<Parts extends object[], Seen extends PropertyKey = never> = Parts extends [
  infer First extends object,
  ...infer Rest extends object[],
]
  ? [First & { [K in Extract<keyof First, Seen>]: never }, ...Disjoint<Rest, Seen | keyof First>]
  : [];

type Joined<Parts extends object[]> = Parts extends [infer First, ...infer Rest extends object[]]
  ? First & Joined<Rest>
  : unknown;

/**
 * The areas' services as one object. A name two areas both give is a type error here, and, should a cast hide
 * it, an error at start-up: never one service silently replacing another.
 */
export function joinServices<Parts extends object[]>(
  ...parts: Parts & Disjoint<Parts>
): { [K in keyof Joined<Parts>]: Joined<Parts>[K] } {
  const joined: Record<PropertyKey, unknown> = {};
  for (const part of parts as object[]) {
    for (const [name, service] of Object.entries(part)) {
      if (name in joined) throw new Error(`two areas give a service named ${name}`);
      joined[name] = service;
    }
  }
  return joined as { [K in keyof Joined<Parts>]: Joined<Parts>[K] };
}
