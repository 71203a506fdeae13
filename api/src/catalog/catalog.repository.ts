import { asc, count, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_CITY_PAIRS_LIMIT, type AdminCityPair } from '@jatra/shared';
import type { Database } from '../db/database';
import { likeContaining } from '../db/like-pattern';
import { providerSyncsList, replaceProviderList, type ProviderSync } from '../db/provider-syncs';
import { cities } from '../db/schema';
import type { CityPairRecord } from '../provider/gds/city-pairs';
import type { MasterKind, MasterRecord } from '../provider/gds/masters';
import type { OperatorRecord } from '../provider/gds/operators';
import { cityPairs, masters, operators } from './catalog.schema';

/** Rows per insert statement: a long provider list would pass PostgreSQL's 65,535 parameters in one. */
const CHUNK_ROWS = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const list: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) list.push(rows.slice(start, start + CHUNK_ROWS));
  return list;
}

/** An upsert's `set`: every column but the key takes the value the insert brought. */
function excludedExcept<T extends PgTable>(table: T, key: readonly (keyof T['_']['columns'])[]): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([field]) => !key.includes(field))
      .map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** `key <> all(array)`: one parameter however long the list is. */
const notAmong = (key: SQL, keys: readonly string[]) => sql`${key} <> all(${sql.param([...keys])}::text[])`;

const originCity = alias(cities, 'origin_city');
const destinationCity = alias(cities, 'destination_city');
// a pair synced before its cities still shows, under the id the provider gave
const originName = sql<string>`coalesce(${originCity.name}, 'City ' || ${cityPairs.originId})`;
const destinationName = sql<string>`coalesce(${destinationCity.name}, 'City ' || ${cityPairs.destinationId})`;
const routesCount = sql<number>`cardinality(${cityPairs.travelIds})`.mapWith(Number);

export type StoredOperator = typeof operators.$inferSelect;

export interface StoredMaster {
  kind: MasterKind;
  code: string;
  name: string;
}

export function createCatalogRepository(db: Database) {
  return {
    replaceOperators(list: readonly OperatorRecord[], syncedAt: Date): Promise<number> {
      return replaceProviderList(db, 'operators', syncedAt, async (tx) => {
        for (const chunk of chunks(list)) {
          await tx
            .insert(operators)
            .values(chunk.map((operator) => ({ ...operator, syncedAt })))
            .onConflictDoUpdate({
              target: operators.id,
              set: excludedExcept(operators, ['id']),
            });
        }
        await tx.delete(operators).where(
          notAmong(
            sql`${operators.id}::text`,
            list.map((operator) => String(operator.id)),
          ),
        );
        return list.length;
      });
    },

    replaceCityPairs(list: readonly CityPairRecord[], syncedAt: Date): Promise<number> {
      return replaceProviderList(db, 'city-pairs', syncedAt, async (tx) => {
        for (const chunk of chunks(list)) {
          await tx
            .insert(cityPairs)
            .values(chunk.map((pair) => ({ ...pair, syncedAt })))
            .onConflictDoUpdate({
              target: [cityPairs.originId, cityPairs.destinationId],
              set: excludedExcept(cityPairs, ['originId', 'destinationId']),
            });
        }
        await tx.delete(cityPairs).where(
          notAmong(
            sql`${cityPairs.originId} || ':' || ${cityPairs.destinationId}`,
            list.map((pair) => `${pair.originId}:${pair.destinationId}`),
          ),
        );
        return list.length;
      });
    },

    replaceMasters(list: readonly MasterRecord[], syncedAt: Date): Promise<number> {
      return replaceProviderList(db, 'masters', syncedAt, async (tx) => {
        for (const chunk of chunks(list)) {
          await tx
            .insert(masters)
            .values(chunk.map((master) => ({ ...master, syncedAt })))
            .onConflictDoUpdate({
              target: [masters.kind, masters.code],
              set: excludedExcept(masters, ['kind', 'code']),
            });
        }
        await tx.delete(masters).where(
          notAmong(
            sql`${masters.kind} || ':' || ${masters.code}`,
            list.map((master) => `${master.kind}:${master.code}`),
          ),
        );
        return list.length;
      });
    },

    /** Operators whose name contains the query (any case), by name. */
    async operators(query: string): Promise<StoredOperator[]> {
      return db
        .select()
        .from(operators)
        .where(query ? sql`lower(${operators.name}) like ${likeContaining(query)}` : undefined)
        .orderBy(sql`lower(${operators.name})`, asc(operators.id));
    },

    /**
     * Up to `limit` pairs each of these operators runs, 'Origin → Destination', the pairs most operators
     * serve first (the busy corridors), then by name.
     */
    async routesOf(operatorIds: readonly number[], limit: number): Promise<Map<number, string[]>> {
      const routes = new Map<number, string[]>();
      if (operatorIds.length === 0) return routes;
      const served = db
        .select({
          operatorId: sql<number>`unnest(${cityPairs.travelIds})`.as('operator_id'),
          label: sql<string>`${originName} || ' → ' || ${destinationName}`.as('label'),
          operatorsOnPair: sql<number>`cardinality(${cityPairs.travelIds})`.as('operators_on_pair'),
        })
        .from(cityPairs)
        .leftJoin(originCity, eq(originCity.id, cityPairs.originId))
        .leftJoin(destinationCity, eq(destinationCity.id, cityPairs.destinationId))
        .as('served');
      const ranked = db
        .select({
          operatorId: served.operatorId,
          label: served.label,
          rank: sql<number>`row_number() over (
            partition by ${served.operatorId} order by ${served.operatorsOnPair} desc, ${served.label}
          )`.as('rank'),
        })
        .from(served)
        .where(inArray(served.operatorId, [...operatorIds]))
        .as('ranked');
      const rows = await db
        .select({ operatorId: ranked.operatorId, label: ranked.label })
        .from(ranked)
        .where(lte(ranked.rank, limit))
        .orderBy(ranked.operatorId, ranked.rank);
      for (const row of rows) routes.set(row.operatorId, [...(routes.get(row.operatorId) ?? []), row.label]);
      return routes;
    },

    /** Pairs where either city's name contains the query: the first ADMIN_CITY_PAIRS_LIMIT by name, and how many in all. */
    async cityPairs(query: string): Promise<{ pairs: AdminCityPair[]; total: number }> {
      const pattern = likeContaining(query);
      const where = query
        ? sql`(lower(${originName}) like ${pattern} or lower(${destinationName}) like ${pattern})`
        : undefined;
      const [pairs, [counted]] = await Promise.all([
        db
          .select({
            origin_id: cityPairs.originId,
            destination_id: cityPairs.destinationId,
            origin_city: originName,
            destination_city: destinationName,
            distance_km: cityPairs.distanceKm,
            travel_time_minutes: cityPairs.travelMinutes,
            routes_count: routesCount,
          })
          .from(cityPairs)
          .leftJoin(originCity, eq(originCity.id, cityPairs.originId))
          .leftJoin(destinationCity, eq(destinationCity.id, cityPairs.destinationId))
          .where(where)
          .orderBy(originName, destinationName)
          .limit(ADMIN_CITY_PAIRS_LIMIT),
        db
          .select({ total: count() })
          .from(cityPairs)
          .leftJoin(originCity, eq(originCity.id, cityPairs.originId))
          .leftJoin(destinationCity, eq(destinationCity.id, cityPairs.destinationId))
          .where(where),
      ]);
      return { pairs, total: counted?.total ?? 0 };
    },

    async masters(): Promise<StoredMaster[]> {
      return db
        .select({ kind: masters.kind, code: masters.code, name: masters.name })
        .from(masters)
        .orderBy(masters.kind, masters.position);
    },

    async operatorsCount(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(operators);
      return row?.total ?? 0;
    },

    /** When each list was last synced, by target. */
    async syncs(): Promise<Map<string, ProviderSync>> {
      return new Map((await providerSyncsList(db)).map((sync) => [sync.resource, sync]));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
