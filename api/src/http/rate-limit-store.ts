import { lt, sql } from 'drizzle-orm';
import type { Options, Store } from 'express-rate-limit';
import type { Database } from '../db/database';
import { rateLimitHits } from '../db/schema';

/** Every this many counts, the windows that ended are deleted. */
const PRUNE_EVERY = 200;

/**
 * express-rate-limit's counts kept in the database, so that several API instances behind one proxy count a
 * client's requests together rather than each allowing the full limit. `name` keeps limiters apart. Windows
 * run on the database server's clock, the one every instance shares.
 */
export function databaseRateLimitStore(db: Database, name: string): Store {
  let windowMs = 60_000;
  let counted = 0;
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    // the counts are shared: express-rate-limit must not assume it owns them
    localKeys: false,
    prefix: `${name}:`,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(key) {
      const lapsed = sql`${rateLimitHits.resetsAt} <= now()`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key: keyOf(key), hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${lapsed} then 1 else ${rateLimitHits.hits} + 1 end`,
            resetsAt: sql`case when ${lapsed} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, resetsAt: rateLimitHits.resetsAt });
      if (++counted % PRUNE_EVERY === 0) await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, sql`now()`));
      return { totalHits: row!.hits, resetTime: row!.resetsAt };
    },
    async decrement(key) {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(sql`${rateLimitHits.key} = ${keyOf(key)}`);
    },
    async resetKey(key) {
      await db.delete(rateLimitHits).where(sql`${rateLimitHits.key} = ${keyOf(key)}`);
    },
  };
}
