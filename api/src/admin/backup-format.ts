import type { ExportSnapshot } from './backup.repository';

/** How far an export got: the audit log says so whether it finished or not. */
export interface ExportProgress {
  tables: number;
  rows: number;
}

/** Bumped when a reader of an older file would misread a newer one. */
const FORMAT_VERSION = 1;
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/**
 * The export as lines of JSON (docs/backup-export.md): a line naming the export and its tables, then for each
 * table a line with `$table` and its columns followed by one line per row (PostgreSQL's own JSON of the row),
 * and a last `$end` line with the totals, so a file cut short is told from a whole one. Yields a batch of rows
 * at a time.
 */
export async function* exportLines(
  snapshot: ExportSnapshot,
  createdAt: Date,
  progress: ExportProgress,
): AsyncGenerator<string> {
  const { tables } = snapshot;
  yield line({
    $export: 'jatra',
    version: FORMAT_VERSION,
    created_at: createdAt.toISOString(),
    tables: tables.map((table) => table.name),
  });
  for (const table of tables) {
    yield line({ $table: table.name, columns: table.columns });
    for await (const rows of snapshot.rows(table.name)) {
      progress.rows += rows.length;
      yield `${rows.join('\n')}\n`;
    }
    progress.tables += 1;
  }
  yield line({ $end: { tables: progress.tables, rows: progress.rows } });
}
