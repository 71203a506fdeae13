import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ADMIN_CITY_PAIRS_LIMIT, type AdminCityPair, type ListPagingQuery, type ListTotal } from '@jatra/shared';
import type { Database } from '../db/database';
import { cappedTotal, keysetPage, seekSql, tableEstimate, type Seek } from '../db/keyset';
import { textMatches } from '../db/like-pattern';
import { cities } from '../db/schema';
import { cityPairs, operators } from './catalog.schema';

/**
 * The admin's Operators and Origin-Destination Pairs lists over our synced copies: keyset pages in name order,
 * each read along an index (docs/admin-lists-at-volume.md).
 */

export type StoredOperator = typeof operators.$inferSelect;

export interface ListPage<Row> {
  rows: Row[];
  total: ListTotal;
  next: string | null;
  previous: string | null;
}

const originCity = alias(cities, 'origin_city');
const destinationCity = alias(cities, 'destination_city');
// a destination synced before its city still shows, under the id the provider gave
const destinationName = sql<string>`coalesce(${destinationCity.name}, 'City ' || ${cityPairs.destinationId})`;
const originKey = sql<string>`lower(${originCity.name})`;
const destinationKey = sql<string>`lower(${destinationName})`;
const operatorKey = sql<string>`lower(${operators.name})`;

/** A pair's place in the list: origin name and id, then destination name and id. */
const pairKeySchema = z.tuple([z.string(), z.number().int(), z.string(), z.number().int()]);
type PairKey = Readonly<z.infer<typeof pairKeySchema>>;
type PairRow = AdminCityPair & { originKey: string; destinationKey: string };

/**
 * After (or before) a pair's key. Written as origin ≥ then a tie-break, not as one four-column row comparison:
 * the origin part alone is a range of the cities' (lower(name), id) index, which the pairs are reached from.
 */
function pairSeek({ cursor, backward }: Seek<PairKey>): SQL | undefined {
  if (cursor === null) return undefined;
  const [originName, originId, destName, destId] = cursor;
  const origin = sql`(${originKey}, ${originCity.id})`;
  const start = sql`(${originName}, ${originId}::int)`;
  const [wide, strict] = backward ? [sql.raw('<='), sql.raw('<')] : [sql.raw('>='), sql.raw('>')];
  return sql`(${origin} ${wide} ${start} and (${origin} ${strict} ${start} or (${destinationKey}, ${cityPairs.destinationId}) ${strict} (${destName}, ${destId}::int)))`;
}

const pairColumns = {
  origin_id: cityPairs.originId,
  destination_id: cityPairs.destinationId,
  origin_city: originCity.name,
  destination_city: destinationName,
  distance_km: cityPairs.distanceKm,
  travel_time_minutes: cityPairs.travelMinutes,
  routes_count: sql<number>`cardinality(${cityPairs.travelIds})`.mapWith(Number),
  originKey,
  destinationKey,
};

export function catalogLists(db: Database) {
  return {
    /** A page of operators whose name matches the query (textMatches), by name. */
    async operatorsPage(query: string, paging: ListPagingQuery, pageSize: number): Promise<ListPage<StoredOperator>> {
      const where = query ? textMatches([operatorKey], query) : undefined;
      const [page, total] = await Promise.all([
        keysetPage({
          paging,
          pageSize,
          keySchema: z.tuple([z.string(), z.number().int()]),
          keyOf: (row: StoredOperator & { key: string }) => [row.key, row.id] as const,
          fetch: async ({ cursor, backward }, limit) => {
            const values = cursor && [sql`${cursor[0]}`, sql`${cursor[1]}::int`];
            const seek = seekSql([operatorKey, sql`${operators.id}`], values, 'asc', backward);
            const rows = await db
              .select({ operator: operators, key: operatorKey })
              .from(operators)
              .where(and(where, seek.where))
              .orderBy(...seek.orderBy)
              .limit(limit);
            return rows.map((row) => ({ ...row.operator, key: row.key }));
          },
        }),
        cappedTotal(
          async (limit) => {
            const matching = db.select({ id: operators.id }).from(operators).where(where).limit(limit).as('matching');
            const [row] = await db.select({ n: count() }).from(matching);
            return row?.n ?? 0;
          },
          where ? undefined : tableEstimate(db, 'operators'),
        ),
      ]);
      return { ...page, rows: page.rows.map(({ key: _key, ...operator }) => operator), total };
    },

    /**
     * Up to `limit` pairs each of these operators runs, 'Origin → Destination', the pairs most operators serve
     * first (the busy corridors), then by name: each operator's pairs found through the GIN index on travel_ids.
     */
    async routesOf(operatorIds: readonly number[], limit: number): Promise<Map<number, string[]>> {
      const routes = new Map<number, string[]>();
      if (operatorIds.length === 0) return routes;
      const rows = await db
        .select({ operatorId: sql<number>`served.operator_id`, label: sql<string>`route.label` })
        .from(
          sql`unnest(${sql.param([...operatorIds])}::int[]) as served(operator_id)
            cross join lateral (
              select ${originCity.name} || ' → ' || ${destinationName} as label
              from ${cityPairs}
              join ${cities} as ${originCity} on ${originCity.id} = ${cityPairs.originId}
              left join ${cities} as ${destinationCity} on ${destinationCity.id} = ${cityPairs.destinationId}
              where ${cityPairs.travelIds} @> array[served.operator_id]
              order by cardinality(${cityPairs.travelIds}) desc, 1
              limit ${limit}
            ) as route`,
        );
      for (const row of rows) routes.set(row.operatorId, [...(routes.get(row.operatorId) ?? []), row.label]);
      return routes;
    },

    /** A page of pairs where either city's name matches the query (textMatches), by origin then destination. */
    async cityPairsPage(query: string, paging: ListPagingQuery): Promise<ListPage<AdminCityPair>> {
      // the matching cities first (a small table, through its name indexes), so that their pairs are then found
      // through the key (origins) and city_pairs_destination_idx, not by testing every pair against a subquery
      const ids = query
        ? (
            await db
              .select({ id: cities.id })
              .from(cities)
              .where(textMatches([sql`lower(${cities.name})`], query))
          ).map((city) => city.id)
        : [];
      const idList = sql`${sql.param(ids)}::int[]`;
      const where = query
        ? sql`(${cityPairs.originId} = any(${idList}) or ${cityPairs.destinationId} = any(${idList}))`
        : undefined;
      const pairs = () =>
        db
          .select(pairColumns)
          .from(cityPairs)
          .innerJoin(originCity, eq(originCity.id, cityPairs.originId))
          .leftJoin(destinationCity, eq(destinationCity.id, cityPairs.destinationId));
      const [page, total] = await Promise.all([
        keysetPage({
          paging,
          pageSize: ADMIN_CITY_PAIRS_LIMIT,
          keySchema: pairKeySchema,
          keyOf: (row: PairRow) => [row.originKey, row.origin_id, row.destinationKey, row.destination_id] as const,
          fetch: (seek, limit): Promise<PairRow[]> => {
            const direction = sql.raw(seek.backward ? 'desc' : 'asc');
            return pairs()
              .where(and(where, pairSeek(seek)))
              .orderBy(
                sql`${originKey} ${direction}`,
                sql`${originCity.id} ${direction}`,
                sql`${destinationKey} ${direction}`,
                sql`${cityPairs.destinationId} ${direction}`,
              )
              .limit(limit);
          },
        }),
        cappedTotal(
          async (limit) => {
            const [row] = await db.select({ n: count() }).from(pairs().where(where).limit(limit).as('matching'));
            return row?.n ?? 0;
          },
          where ? undefined : tableEstimate(db, 'city_pairs'),
        ),
      ]);
      const rows = page.rows.map(({ originKey: _o, destinationKey: _d, ...pair }) => pair);
      return { ...page, rows, total };
    },
  };
}
