import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { CITY_SEARCH_MAX_RESULTS, type City } from '@jatra/shared';
import type { Database } from '../db/database';
import { cities, providerSyncs } from '../db/schema';

const SYNC_RESOURCE = 'cities';

const cityColumns = {
  id: cities.id,
  name: cities.name,
  origin_count: cities.originCount,
  destination_count: cities.destinationCount,
};

export function createCitiesRepository(db: Database) {
  return {
    async lastSyncedAt(): Promise<Date | null> {
      const rows = await db
        .select({ syncedAt: providerSyncs.syncedAt })
        .from(providerSyncs)
        .where(eq(providerSyncs.resource, SYNC_RESOURCE));
      return rows[0]?.syncedAt ?? null;
    },

    /** Replace the stored list with the provider's, in one transaction. */
    async replaceAll(list: City[], syncedAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        if (list.length > 0) {
          await tx
            .insert(cities)
            .values(
              list.map((city) => ({
                id: city.id,
                name: city.name,
                originCount: city.origin_count,
                destinationCount: city.destination_count,
                syncedAt,
              })),
            )
            .onConflictDoUpdate({
              target: cities.id,
              set: {
                name: sql`excluded.name`,
                originCount: sql`excluded.origin_count`,
                destinationCount: sql`excluded.destination_count`,
                syncedAt: sql`excluded.synced_at`,
              },
            });
        }
        await tx.delete(cities).where(
          list.length > 0
            ? notInArray(
                cities.id,
                list.map((city) => city.id),
              )
            : sql`true`,
        );
        await tx
          .insert(providerSyncs)
          .values({ resource: SYNC_RESOURCE, syncedAt })
          .onConflictDoUpdate({ target: providerSyncs.resource, set: { syncedAt } });
      });
    },

    async all(): Promise<City[]> {
      return db.select(cityColumns).from(cities).orderBy(asc(cities.name));
    },

    async byIds(ids: number[]): Promise<City[]> {
      if (ids.length === 0) return [];
      return db.select(cityColumns).from(cities).where(inArray(cities.id, ids));
    },

    /** Case-insensitive: names starting with the query first, then names containing it; each by name. */
    async search(query: string): Promise<City[]> {
      const escaped = query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
      const contains = `%${escaped}%`;
      const prefix = `${escaped}%`;
      return db
        .select(cityColumns)
        .from(cities)
        .where(sql`lower(${cities.name}) like ${contains}`)
        .orderBy(sql`case when lower(${cities.name}) like ${prefix} then 0 else 1 end`, sql`lower(${cities.name})`)
        .limit(CITY_SEARCH_MAX_RESULTS);
    },
  };
}

export type CitiesRepository = ReturnType<typeof createCitiesRepository>;
