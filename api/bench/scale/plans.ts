/**
 * The plans of the statements a read made: each one EXPLAINed (ANALYZE, BUFFERS) on the database the API
 * reads, and summarised as what a person reads in the report (the top of the plan, the tables it scanned and
 * how) and what the guard checks (a sequential scan of a big table).
 */
import pg from 'pg';
import type { CapturedQuery } from './query-capture';

/** The fields of PostgreSQL's JSON plan that are read here. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface Scan {
  node: string;
  table: string;
  index?: string;
  /** rows the scan read: returned plus removed by its filter, over all its loops (planned rows without ANALYZE) */
  rowsRead: number;
}

export interface ExplainedStatement {
  sql: string;
  /** how often the read sent this statement (with any parameters) */
  times: number;
  /** the plan's top nodes, down the first child while there is one child: what the statement mostly does */
  top: string;
  scans: Scan[];
  executionMs?: number;
  /** shared buffers hit and read, over the whole plan */
  buffers?: { hit: number; read: number };
  /** the plan in PostgreSQL's text format, for the report's appendix */
  text?: string;
  /** why the statement could not be explained */
  error?: string;
}

/** Statements worth a plan: reads and the writes of sweeps. Transaction control, locks and inserts are not. */
const EXPLAINABLE = /^\s*(select|with|update|delete)\b/i;
const TRIVIAL = /^\s*select\s+(1|pg_advisory|pg_try_advisory|now\(\))/i;

const label = (node: PlanNode) =>
  [
    node['Node Type'],
    node['Index Name'] ? `using ${node['Index Name']}` : '',
    node['Relation Name'] ? `on ${node['Relation Name']}` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** "Limit → Sort → Seq Scan on users": the top of the plan, down single children, at most four nodes. */
export function topOf(plan: PlanNode): string {
  const chain = [label(plan)];
  let node = plan;
  while (node.Plans?.length === 1 && chain.length < 4) {
    node = node.Plans[0]!;
    chain.push(label(node));
  }
  if (node.Plans && node.Plans.length > 1) {
    chain.push(`(${node.Plans.map((child) => label(child)).join(' + ')})`);
  }
  return chain.join(' → ');
}

const isScan = (node: PlanNode) => node['Node Type'].endsWith('Scan') && node['Relation Name'] !== undefined;

export function scansOf(plan: PlanNode): Scan[] {
  const found: Scan[] = [];
  const visit = (node: PlanNode) => {
    if (isScan(node)) {
      const loops = node['Actual Loops'] ?? 1;
      const rows =
        node['Actual Rows'] === undefined
          ? (node['Plan Rows'] ?? 0)
          : (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * loops;
      found.push({
        node: node['Node Type'],
        table: node['Relation Name']!,
        ...(node['Index Name'] ? { index: node['Index Name'] } : {}),
        rowsRead: Math.round(rows),
      });
    }
    node.Plans?.forEach(visit);
  };
  visit(plan);
  return found;
}

/**
 * The scans that read a big table from end to end: a sequential scan (parallel or not) of a table `isBig`
 * names that read half of its rows or more (one stopped early by a LIMIT reads a few rows and is fine).
 * An index that a list query lost shows up here.
 */
export function fullScansOfBigTables(
  statements: Pick<ExplainedStatement, 'scans'>[],
  tableRows: ReadonlyMap<string, number>,
  isBig: (table: string, rows: number) => boolean,
): Scan[] {
  return statements.flatMap((statement) =>
    statement.scans.filter((scan) => {
      const rows = tableRows.get(scan.table) ?? 0;
      return scan.node === 'Seq Scan' && isBig(scan.table, rows) && scan.rowsRead >= rows / 2;
    }),
  );
}

/** A table of at least `rows` rows, for the plans taken on the full data set. */
export const atLeast = (rows: number) => (_table: string, tableRows: number) => tableRows >= rows;

/** One statement per text, the first parameters it was sent with, and how often it was sent. */
export function distinctStatements(captured: CapturedQuery[]): { query: CapturedQuery; times: number }[] {
  const byText = new Map<string, { query: CapturedQuery; times: number }>();
  for (const query of captured) {
    if (!EXPLAINABLE.test(query.text) || TRIVIAL.test(query.text)) continue;
    const seen = byText.get(query.text);
    if (seen) seen.times += 1;
    else byText.set(query.text, { query, times: 1 });
  }
  return [...byText.values()];
}

/** The plan as indented lines, as EXPLAIN's text format shows it, with each node's actual rows and time. */
export function planText(plan: PlanNode): string {
  const lines: string[] = [];
  const visit = (node: PlanNode, depth: number) => {
    const actual =
      node['Actual Rows'] === undefined
        ? `rows≈${node['Plan Rows'] ?? '?'}`
        : `rows=${node['Actual Rows']} loops=${node['Actual Loops'] ?? 1} time=${node['Actual Total Time']} ms`;
    const filtered = node['Rows Removed by Filter'] ? ` removed by filter=${node['Rows Removed by Filter']}` : '';
    lines.push(`${'  '.repeat(depth)}${depth ? '-> ' : ''}${label(node)} (${actual}${filtered})`);
    node.Plans?.forEach((child) => visit(child, depth + 1));
  };
  visit(plan, 0);
  return lines.join('\n');
}

function buffersOf(plan: PlanNode): { hit: number; read: number } {
  return { hit: plan['Shared Hit Blocks'] ?? 0, read: plan['Shared Read Blocks'] ?? 0 };
}

/** Runs one statement on the database the API reads: node-postgres in the bench, PGlite in a test. */
export type RunStatement = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

type JsonPlan = [{ Plan: PlanNode; 'Execution Time': number }];

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement, in a transaction rolled back (a sweep's update changes
 * nothing twice). `indexesOnly` turns sequential scans off for the plan, as the CI guard asks on a small
 * data set: the planner then takes an index wherever one can serve the statement, so a sequential scan left
 * in the plan means none can, whatever the table's size.
 */
export async function explainAll(
  run: RunStatement,
  captured: CapturedQuery[],
  options: { indexesOnly?: boolean } = {},
): Promise<ExplainedStatement[]> {
  const explained: ExplainedStatement[] = [];
  for (const { query, times } of distinctStatements(captured)) {
    const sql = query.text.replace(/\s+/g, ' ').trim();
    try {
      await run('begin', []);
      if (options.indexesOnly) await run('set local enable_seqscan = off', []);
      const [row] = await run(`explain (analyze, buffers, format json) ${query.text}`, query.values);
      const raw = row!['QUERY PLAN'];
      const [{ Plan: plan, 'Execution Time': executionMs }] = (
        typeof raw === 'string' ? JSON.parse(raw) : raw
      ) as JsonPlan;
      explained.push({
        sql,
        times,
        top: topOf(plan),
        scans: scansOf(plan),
        executionMs: Number(executionMs.toFixed(2)),
        buffers: buffersOf(plan),
        text: planText(plan),
      });
    } catch (error) {
      explained.push({ sql, times, top: '', scans: [], error: (error as Error).message });
    } finally {
      await run('rollback', []);
    }
  }
  return explained;
}

/** A RunStatement on a connection of its own to `databaseUrl`, and its end. */
export async function connectRunner(databaseUrl: string): Promise<{ run: RunStatement; end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    run: async (text, values) => (await client.query(text, values)).rows as Record<string, unknown>[],
    end: () => client.end(),
  };
}

/** The statement the read's database time mostly went to: its time by how often it was sent. */
export function mainStatement(statements: ExplainedStatement[]): ExplainedStatement | undefined {
  const cost = (statement: ExplainedStatement) => statement.executionMs! * statement.times;
  return [...statements]
    .filter((statement) => statement.executionMs !== undefined)
    .sort((a, b) => cost(b) - cost(a))[0];
}
