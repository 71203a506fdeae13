import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Tables of the stand-ins for outside systems: their data is theirs, not ours to back up. */
const SIMULATOR_PREFIXES = ['gds_sim_', 'phonepe_sim_'];

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown) => (result as { rows: Rows }).rows;

/**
 * Read-only export of every table of ours (whoever owns it), listed from the catalogue so a new table is
 * included without anyone remembering to add it here.
 */
export function createBackupRepository(db: Database) {
  return {
    async dump(): Promise<Record<string, Rows>> {
      // one snapshot: a booking and its payment rows are read as of the same instant
      return db.transaction(
        async (tx) => {
          const tables = rowsOf(
            await tx.execute(sql`
              select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'
              order by table_name`),
          )
            .map((row) => String(row.name))
            .filter((name) => !SIMULATOR_PREFIXES.some((prefix) => name.startsWith(prefix)));
          const dump: Record<string, Rows> = {};
          for (const name of tables) dump[name] = rowsOf(await tx.execute(sql`select * from ${sql.identifier(name)}`));
          return dump;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type BackupRepository = ReturnType<typeof createBackupRepository>;
