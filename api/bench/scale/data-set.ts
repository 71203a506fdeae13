/** How big the measured database is: rows and bytes per table, from PostgreSQL's own catalogue. */
import pg from 'pg';

export interface TableSize {
  table: string;
  /** the planner's count, as ANALYZE last took it (exact enough at this size, and free to read) */
  rows: number;
  tableBytes: number;
  indexBytes: number;
  /** table, indexes and TOAST */
  totalBytes: number;
}

export interface DataSet {
  database: string;
  serverVersion: string;
  /** the server settings that most decide a plan's speed */
  serverSettings: string;
  totalBytes: number;
  tables: TableSize[];
}

export async function describeDataSet(databaseUrl: string): Promise<DataSet> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // tables never analysed (reltuples -1) are analysed first, so every row count is the planner's own
    const unanalysed = await client.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`,
    );
    for (const { relname } of unanalysed.rows) await client.query(`analyze "${relname}"`);
    const tables = await client.query<{
      table: string;
      rows: string;
      table_bytes: string;
      index_bytes: string;
      total_bytes: string;
    }>(
      `select c.relname as table, greatest(c.reltuples, 0)::bigint as rows,
              pg_relation_size(c.oid) as table_bytes, pg_indexes_size(c.oid) as index_bytes,
              pg_total_relation_size(c.oid) as total_bytes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
        order by pg_total_relation_size(c.oid) desc`,
    );
    const about = await client.query<{ database: string; version: string; settings: string; bytes: string }>(
      `select current_database() as database, current_setting('server_version') as version,
              format('shared_buffers %s, work_mem %s, effective_cache_size %s, max_parallel_workers_per_gather %s',
                current_setting('shared_buffers'), current_setting('work_mem'),
                current_setting('effective_cache_size'), current_setting('max_parallel_workers_per_gather')) as settings,
              pg_database_size(current_database()) as bytes`,
    );
    const { database, version, settings, bytes } = about.rows[0]!;
    return {
      database,
      serverVersion: version,
      serverSettings: settings,
      totalBytes: Number(bytes),
      tables: tables.rows.map((row) => ({
        table: row.table,
        rows: Number(row.rows),
        tableBytes: Number(row.table_bytes),
        indexBytes: Number(row.index_bytes),
        totalBytes: Number(row.total_bytes),
      })),
    };
  } finally {
    await client.end();
  }
}

/** Rows per table, for telling a big table (whose sequential scan is a finding) from a small one. */
export const rowsByTable = (dataSet: DataSet) => new Map(dataSet.tables.map((table) => [table.table, table.rows]));
