/**
 * The bus provider answers many endpoints with a table: a header row of column names, then
 * data rows. Columns are read by header name, never by position (docs/gds-wire.md).
 */
export interface ProviderTable {
  header: string[];
  rows: Record<string, unknown>[];
  droppedRows: number;
}

/** Zip a header-row table into objects; rows whose length differs from the header are dropped. */
export function readProviderTable(result: unknown): ProviderTable | null {
  if (!Array.isArray(result) || result.length === 0) return null;
  const [header, ...data] = result as unknown[];
  if (!Array.isArray(header) || !header.every((cell) => typeof cell === 'string')) return null;
  const names = header as string[];
  const rows: Record<string, unknown>[] = [];
  let droppedRows = 0;
  for (const row of data) {
    if (!Array.isArray(row) || row.length !== names.length) {
      droppedRows += 1;
      continue;
    }
    rows.push(Object.fromEntries(names.map((name, index) => [name, row[index]])));
  }
  return { header: names, rows, droppedRows };
}
