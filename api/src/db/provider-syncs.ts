import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { providerSyncs } from './schema';

export interface ProviderSync {
  resource: string;
  syncedAt: Date;
  /** null for syncs recorded before counts were kept */
  count: number | null;
}

/**
 * The one writer of `provider_syncs`: replaces a provider list in one transaction and records when, with
 * how many rows `replace` stored. A transaction-scoped advisory lock per list makes API instances syncing
 * the same list at once take turns; without it their upserts and deletes could interleave row by row, and
 * two inserts of one list in different orders could deadlock.
 */
export function replaceProviderList(
  db: Database,
  resource: string,
  syncedAt: Date,
  replace: (tx: Database) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`provider-sync:${resource}`}))`);
    const count = await replace(tx);
    await tx
      .insert(providerSyncs)
      .values({ resource, syncedAt, count })
      .onConflictDoUpdate({ target: providerSyncs.resource, set: { syncedAt, count } });
    return count;
  });
}

export async function providerSyncsList(db: Database): Promise<ProviderSync[]> {
  return db.select().from(providerSyncs);
}
