/** The bench report's "Scale" section: the data set, each read against its goal, the sweeps, and the plans. */
import type { ReadFigure } from '../../api/bench/scale/measure-reads';
import { atLeast, fullScansOfBigTables, mainStatement, type ExplainedStatement } from '../../api/bench/scale/plans';
import type { ScaleBench, ScaleFigures } from '../../api/bench/scale/scale-bench';
import { rowsByTable } from '../../api/bench/scale/data-set';

/** A sequential scan of a table this big, in a plan on the full data set, is named in the report. */
const BIG_TABLE_ROWS = 10_000;

const cell = (value: string | number) => String(value).replaceAll('|', '\\|').replaceAll('\n', ' ');
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GB`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const size = (bytes: number) => (bytes >= 2 ** 30 ? gb(bytes) : mb(bytes));
const count = (rows: number) => rows.toLocaleString('en-US');

function dataSetPart(scale: ScaleFigures): string {
  const { dataSet } = scale;
  const shown = dataSet.tables.filter((entry) => entry.rows > 0 || entry.totalBytes > 1 << 20);
  return [
    `${scale.source}, ready in ${scale.preparedSeconds} s; PostgreSQL ${dataSet.serverVersion} (${dataSet.serverSettings}); ` +
      `the API started on it in ${scale.apiStartSeconds} s. Database \`${dataSet.database}\`: ${gb(dataSet.totalBytes)}. ` +
      'Rows are the planner’s counts (from ANALYZE).',
    table(
      ['table', 'rows', 'table', 'indexes', 'total'],
      shown.map((entry) => [
        entry.table,
        count(entry.rows),
        size(entry.tableBytes),
        size(entry.indexBytes),
        size(entry.totalBytes),
      ]),
    ),
  ].join('\n\n');
}

function verdict(read: ReadFigure): string {
  if (read.p95Ms === undefined) return '';
  return read.p95Ms <= read.goalMs ? 'met' : '**not met**';
}

const planCell = (statement: ExplainedStatement | undefined) =>
  statement
    ? `\`${statement.top}\` (${statement.executionMs} ms${statement.times > 1 ? ` × ${statement.times}` : ''})`
    : '';

function readsPart(scale: ScaleFigures): string {
  const rows = rowsByTable(scale.dataSet);
  const { sampling } = scale;
  return [
    '### Reads',
    `One request at a time through the API, as the person named signs in; ${sampling.warmup} requests of warm-up ` +
      `not counted, then up to ${sampling.samples} timed (fewer for a read slower than ${sampling.budgetMs / 1000} s ` +
      `in all, at least ${sampling.minSamples}). _Main statement_: the SQL the read's database time mostly went to, ` +
      'the top of its EXPLAIN (ANALYZE, BUFFERS) plan and its execution time (× how often one request sent it); ' +
      `_full scans_: sequential scans that read half or more of a table of ${count(BIG_TABLE_ROWS)} rows or more.`,
    table(
      ['read', 'as', 'p50', 'p95', 'p99', 'goal (p95)', '', 'answer', 'SQL sent', 'main statement', 'full scans'],
      scale.reads.map((read) => {
        if (read.notMeasured)
          return [read.name, read.who, '', '', '', `${read.goalMs} ms`, read.notMeasured, '', '', '', ''];
        const statements = read.statements ?? [];
        const scans = fullScansOfBigTables(statements, rows, atLeast(BIG_TABLE_ROWS));
        return [
          `${read.name} \`${read.path}\``,
          read.who,
          `${read.p50Ms} ms`,
          `${read.p95Ms} ms`,
          `${read.p99Ms} ms`,
          `${read.goalMs} ms`,
          verdict(read),
          `${(read.bytes! / 1000).toFixed(1)} KB`,
          read.statementsSent ?? 0,
          planCell(mainStatement(statements)),
          scans.map((scan) => `${scan.table} (${count(scan.rowsRead)} rows)`).join(', ') || 'none',
        ];
      }),
    ),
  ].join('\n\n');
}

function sweepsPart(scale: ScaleFigures): string {
  const rows = rowsByTable(scale.dataSet);
  return [
    '### Sweeps',
    'One pass of each, through the API’s own functions, on the data set as it stands (the finds ask for one ' +
      'batch, as the reconciler does; the whole pass also does the work on what it found: the gateway and provider ' +
      'simulators answer it).',
    table(
      ['sweep', 'one pass', 'main statement', 'full scans'],
      scale.sweeps.map((sweep) => {
        const scans = fullScansOfBigTables(sweep.statements, rows, atLeast(BIG_TABLE_ROWS));
        return [
          sweep.name,
          `${sweep.ms} ms${sweep.error ? ` (failed: ${sweep.error})` : ''}`,
          planCell(mainStatement(sweep.statements)),
          scans.map((scan) => `${scan.table} (${count(scan.rowsRead)} rows)`).join(', ') || 'none',
        ];
      }),
    ),
  ].join('\n\n');
}

export function scaleSection(scale: ScaleBench): string {
  if ('notMeasured' in scale) return `## Scale\n\nNot measured: ${scale.notMeasured}.`;
  return [
    '## Scale',
    'Every read a person waits for, on a year of bookings (`npm run bench -- scale`; how it is measured: ' +
      '`docs/scale-bench.md`). Each read’s plans in full: `bench-results/scale-plans.md`.',
    dataSetPart(scale),
    readsPart(scale),
    sweepsPart(scale),
  ].join('\n\n');
}

/** Every statement of every read and sweep with its plan: the EXPLAIN evidence behind the section. */
export function scalePlans(scale: ScaleFigures): string {
  const parts = ['# Plans of the scale bench', `${scale.source}; database \`${scale.dataSet.database}\`.`];
  const items = [
    ...scale.reads.map((read) => ({ name: `Read: ${read.name}`, path: read.path, statements: read.statements ?? [] })),
    ...scale.sweeps.map((sweep) => ({ name: `Sweep: ${sweep.name}`, path: undefined, statements: sweep.statements })),
  ];
  for (const item of items) {
    parts.push(`## ${item.name}${item.path ? ` \`${item.path}\`` : ''}`);
    for (const statement of item.statements) {
      parts.push(
        `${statement.times > 1 ? `Sent ${statement.times} times. ` : ''}` +
          `${statement.executionMs !== undefined ? `Execution ${statement.executionMs} ms, buffers hit ${statement.buffers?.hit} read ${statement.buffers?.read}.` : `Not explained: ${statement.error}`}`,
        '```sql\n' + statement.sql + '\n```',
        ...(statement.text ? ['```text\n' + statement.text + '\n```'] : []),
      );
    }
  }
  return `${parts.join('\n\n')}\n`;
}
