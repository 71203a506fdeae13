import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CITY_SEARCH_MAX_RESULTS, type City, type ListPagingQuery, type ListTotal } from '@jatra/shared';
import type { Database } from '../db/database';
import { cappedTotal, keysetPage, seekSql, tableEstimate } from '../db/keyset';
import { likeContaining, likeEscaped, textMatches } from '../db/like-pattern';
import { replaceProviderList } from '../db/provider-syncs';
import { cities, providerSyncs } from '../db/schema';

const SYNC_RESOURCE = 'cities';

/** what the admin list orders and searches by; an index on it serves both */
const lowerName = sql`lower(${cities.name})`;

interface ListPage {
  total: ListTotal;
  next: string | null;
  previous: string | null;
}

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

    /** Replace the stored list with the provider's, in one transaction; returns how many it stored. */
    replaceAll(list: City[], syncedAt: Date): Promise<number> {
      return replaceProviderList(db, SYNC_RESOURCE, syncedAt, async (tx) => {
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
        return list.length;
      });
    },

    async all(): Promise<City[]> {
      return db.select(cityColumns).from(cities).orderBy(asc(cities.name));
    },

    /** Every city, if there are at most `max` of them; else undefined, having read no more than one more. */
    async allUpTo(max: number): Promise<City[] | undefined> {
      const rows = await db
        .select(cityColumns)
        .from(cities)
        .limit(max + 1);
      return rows.length > max ? undefined : rows;
    },

    async byIds(ids: number[]): Promise<City[]> {
      if (ids.length === 0) return [];
      return db.select(cityColumns).from(cities).where(inArray(cities.id, ids));
    },

    /** The admin list: names matching the query (textMatches), by name, one page of them and how many in all. */
    async page(query: string, paging: ListPagingQuery, pageSize: number): Promise<{ cities: City[] } & ListPage> {
      const where = query ? textMatches([lowerName], query) : undefined;
      const [page, total] = await Promise.all([
        keysetPage({
          paging,
          pageSize,
          keySchema: z.tuple([z.string(), z.number().int()]),
          // PostgreSQL's lower(), not JavaScript's: the two may differ outside ASCII
          keyOf: (city: City & { key: string }) => [city.key, city.id] as const,
          fetch: ({ cursor, backward }, limit) => {
            const seek = seekSql(
              [lowerName, sql`${cities.id}`],
              cursor && [sql`${cursor[0]}`, sql`${cursor[1]}::int`],
              'asc',
              backward,
            );
            return db
              .select({ ...cityColumns, key: sql<string>`${lowerName}` })
              .from(cities)
              .where(and(where, seek.where))
              .orderBy(...seek.orderBy)
              .limit(limit);
          },
        }),
        cappedTotal(
          async (limit) => {
            const matching = db.select({ id: cities.id }).from(cities).where(where).limit(limit).as('matching');
            const [row] = await db.select({ n: count() }).from(matching);
            return row?.n ?? 0;
          },
          where ? undefined : tableEstimate(db, 'cities'),
        ),
      ]);
      return {
        cities: page.rows.map(({ key: _key, ...city }) => city),
        total,
        next: page.next,
        previous: page.previous,
      };
    },

    /** The cities of these names (any case), in the order of the names, at most CITY_SEARCH_MAX_RESULTS. */
    async named(names: readonly string[]): Promise<City[]> {
      const lowered = names.map((name) => name.toLowerCase());
      if (lowered.length === 0) return [];
      const found = await db
        .select(cityColumns)
        .from(cities)
        .where(inArray(lowerName, lowered))
        .orderBy(lowerName, asc(cities.id));
      return lowered
        .flatMap((name) => found.filter((city) => city.name.toLowerCase() === name))
        .slice(0, CITY_SEARCH_MAX_RESULTS);
    },

    /** Case-insensitive: names starting with the query first, then names containing it; each by name. */
    async search(query: string): Promise<City[]> {
      const contains = likeContaining(query);
      const prefix = `${likeEscaped(query)}%`;
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
