import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './database';
import { sweepLeases } from './schema';

export interface SweepLease {
  /** true when this instance now holds the lease (it was free, lapsed, or already its own) */
  claim(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * A lease on a named piece of background work, so that of several API instances on one database one at a
 * time does it. Times are the database server's, the one clock every instance shares (the test clock
 * does not move leases). A holder that dies keeps the lease until it lapses after `ttlMs`.
 */
export function createSweepLease(db: Database, name: string, ttlMs: number): SweepLease {
  const holder = randomUUID();
  const until = sql`now() + ${ttlMs} * interval '1 millisecond'`;
  return {
    async claim() {
      const won = await db
        .insert(sweepLeases)
        .values({ name, holder, expiresAt: until })
        .onConflictDoUpdate({
          target: sweepLeases.name,
          set: { holder, expiresAt: until },
          setWhere: sql`${sweepLeases.expiresAt} < now() or ${sweepLeases.holder} = ${holder}`,
        })
        .returning({ holder: sweepLeases.holder });
      return won.length > 0;
    },
    async release() {
      await db
        .update(sweepLeases)
        .set({ expiresAt: sql`now()` })
        .where(and(eq(sweepLeases.name, name), eq(sweepLeases.holder, holder)));
    },
  };
}
