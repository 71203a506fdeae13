/**
 * For the simulator's own tests: a header-row table (docs/gds-wire.md) as objects keyed by column name. Rows
 * whose length differs from the header are counted, not kept; null when the result is no such table.
 */
export function readWireTable(
  result: unknown,
): { header: string[]; rows: Record<string, unknown>[]; droppedRows: number } | null {
  if (!Array.isArray(result) || result.length === 0) return null;
  const [header, ...data] = result as unknown[];
  if (!Array.isArray(header) || !header.every((name) => typeof name === 'string')) return null;
  const names = header as string[];
  const whole = data.filter((row): row is unknown[] => Array.isArray(row) && row.length === names.length);
  return {
    header: names,
    rows: whole.map((row) => Object.fromEntries(names.map((name, index) => [name, row[index]]))),
    droppedRows: data.length - whole.length,
  };
}
