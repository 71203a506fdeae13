import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Tables of the stand-ins for outside systems: their data is theirs, not ours to back up. */
const SIMULATOR_PREFIXES = ['gds_sim_', 'phonepe_sim_'];
/**
 * Rows fetched from the cursor at a time: a few megabytes of JSON at most, whatever the table's size, and few
 * enough round trips that a million rows take a thousand.
 */
const BATCH_ROWS = 1_000;
/** One export at a time across every API instance on this database; any constant the others do not use. */
const EXPORT_LOCK_KEY = 7_410_303;

interface ExportColumn {
  name: string;
  /** PostgreSQL's name for it, e.g. `timestamp with time zone`, `numeric(10,2)` */
  type: string;
}

interface ExportTable {
  name: string;
  columns: ExportColumn[];
}

export interface ExportSnapshot {
  tables: ExportTable[];
  /** The rows of one table, each as PostgreSQL's own JSON of it (`row_to_json`), a batch at a time. */
  rows(table: string): AsyncGenerator<string[]>;
}

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown) => (result as { rows: Rows }).rows;

/**
 * Read-only export of every table of ours (whoever owns it), listed from the catalogue so a new table is
 * included without anyone remembering to add it here. Rows come through a server-side cursor, so memory holds
 * one batch, never a table.
 */
export function createBackupRepository(db: Database) {
  return {
    /**
     * Runs `read` in one snapshot (a booking and its payment rows are read as of the same instant) on one
     * connection, released when `read` settles, however it ends. 'busy' when another export holds the lock.
     */
    async inSnapshot<T>(read: (snapshot: ExportSnapshot) => Promise<T>): Promise<{ value: T } | 'busy'> {
      return db.transaction(
        async (tx) => {
          const [lock] = rowsOf(await tx.execute(sql`select pg_try_advisory_xact_lock(${EXPORT_LOCK_KEY}) as held`));
          if (!lock?.held) return 'busy';
          const columns = rowsOf(
            await tx.execute(sql`
              select c.relname as table_name, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
              from pg_class c
              join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
              where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
                and not c.relispartition
              order by c.relname, a.attnum`),
          );
          const tables = new Map<string, ExportColumn[]>();
          for (const { table_name, name, type } of columns) {
            const table = String(table_name);
            if (SIMULATOR_PREFIXES.some((prefix) => table.startsWith(prefix))) continue;
            if (!tables.has(table)) tables.set(table, []);
            tables.get(table)!.push({ name: String(name), type: String(type) });
          }
          return {
            value: await read({
              tables: [...tables].map(([name, tableColumns]) => ({ name, columns: tableColumns })),
              async *rows(table) {
                await tx.execute(sql`
                  declare export_rows no scroll cursor for
                  select row_to_json(t)::text as line from ${sql.identifier(table)} t`);
                for (;;) {
                  const batch = rowsOf(await tx.execute(sql.raw(`fetch forward ${BATCH_ROWS} from export_rows`)));
                  if (batch.length > 0) yield batch.map((row) => String(row.line));
                  if (batch.length < BATCH_ROWS) break;
                }
                await tx.execute(sql`close export_rows`);
              },
            }),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type BackupRepository = ReturnType<typeof createBackupRepository>;
