/**
 * What the CI guard fails on, as a plain function of what was measured: a read or a sweep whose plan reads
 * a big table from end to end (the index it needs is gone, or was never there), or a read that takes many
 * times as long as the baseline read of the same run (a coarse second net, loose enough for a busy machine).
 */
import { fullScansOfBigTables, type ExplainedStatement } from './plans';

/**
 * The tables that stay small however much Jatra sells: settings, leases, one row a day of figures, and the
 * simulators' own tables (they stand in for outside systems). Every other table grows with the business,
 * and a read that walks one of them all is a finding on the guard's small data set already.
 */
const STAYS_SMALL = new Set([
  'system_settings',
  'provider_syncs',
  'sweep_leases',
  'test_clock',
  'masters',
  'overview_days',
  'overview_refresh',
]);
/** Below this, a table is too empty for "read half of it" to say anything. */
const MIN_ROWS = 10;

export const growsWithTheBusiness = (table: string, rows: number) =>
  rows >= MIN_ROWS && !STAYS_SMALL.has(table) && !table.startsWith('sim_');

/** A read slower than this many times the baseline's p50 … */
export const MAX_RATIO_TO_BASELINE = 25;
/** … and slower than this, is a finding (below it, the ratio of two fast reads is mostly noise). */
export const RATIO_FLOOR_MS = 50;

export interface Measured {
  name: string;
  /** a read's p50, absent for a sweep */
  p50Ms?: number;
  statements?: ExplainedStatement[];
  notMeasured?: string;
}

export interface Finding {
  name: string;
  problem: string;
}

/**
 * The findings on reads and sweeps whose statements were explained with sequential scans turned off
 * (explainAll's `indexesOnly`), so that a sequential scan left means no index serves the statement.
 */
export function guardFindings(
  measured: Measured[],
  baselineP50Ms: number,
  tableRows: ReadonlyMap<string, number>,
): Finding[] {
  const findings: Finding[] = [];
  for (const item of measured) {
    if (item.notMeasured) {
      findings.push({ name: item.name, problem: `not measured: ${item.notMeasured}` });
      continue;
    }
    const scans = fullScansOfBigTables(item.statements ?? [], tableRows, growsWithTheBusiness);
    for (const scan of scans) {
      findings.push({
        name: item.name,
        problem: `no index serves it: sequential scan of ${scan.table} (${tableRows.get(scan.table)} rows, ${scan.rowsRead} read)`,
      });
    }
    const failed = (item.statements ?? []).filter((statement) => statement.error);
    for (const statement of failed) {
      findings.push({
        name: item.name,
        problem: `could not explain \`${statement.sql.slice(0, 80)}\`: ${statement.error}`,
      });
    }
    if (item.p50Ms !== undefined && item.p50Ms > RATIO_FLOOR_MS && item.p50Ms > baselineP50Ms * MAX_RATIO_TO_BASELINE) {
      findings.push({
        name: item.name,
        problem: `p50 ${item.p50Ms} ms is ${Math.round(item.p50Ms / baselineP50Ms)}× the baseline's ${baselineP50Ms} ms`,
      });
    }
  }
  return findings;
}
