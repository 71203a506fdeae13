import { count, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { providerSyncsList, replaceProviderList, type ProviderSync } from '../db/provider-syncs';
import type { CityPairRecord } from '../provider/gds/city-pairs';
import type { MasterKind, MasterRecord } from '../provider/gds/masters';
import type { OperatorRecord } from '../provider/gds/operators';
import { catalogLists } from './catalog-lists';
import { cityPairs, masters, operators } from './catalog.schema';

export type { StoredOperator } from './catalog-lists';

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

export interface StoredMaster {
  kind: MasterKind;
  code: string;
  name: string;
}

export function createCatalogRepository(db: Database) {
  return {
    ...catalogLists(db),

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
