/**
 * `npm run test:scale` (a step of `npm test`): the CI guard of the reads at scale. On a small data set
 * generated fresh into the throwaway PostgreSQL server DATABASE_URL names (scripts/with-postgres.sh), every
 * read of the catalogue is asked through the API as its person, its SQL explained with sequential scans off,
 * and every sweep run once likewise. It fails when a statement reads a big table from end to end, which with
 * sequential scans off means that no index serves it, or when a read is many times slower than the baseline
 * read of the same run. `-- --drop-index <name>` drops an index first, to see the guard fail.
 */
import pg from 'pg';
import { BASELINE_READ } from './catalogue';
import { describeDataSet, rowsByTable } from './data-set';
import { guardFindings, MAX_RATIO_TO_BASELINE, type Finding } from './guard-check';
import { measureReads, type Sampling } from './measure-reads';
import { mainStatement } from './plans';
import { startScaleApi } from './scale-api';
import { generateScaleDatabase } from './scale-database';

/**
 * The guard's data set, a hundredth of the full year (5,000 users, 20,000 bookings): with sequential scans
 * off, the planner takes an index whenever one serves, whatever the size, so a small set is enough.
 */
const GUARD_SIZE = '0.01';
const GUARD_SAMPLING: Sampling = { warmup: 3, samples: 15, budgetMs: 2_000, minSamples: 5 };

/**
 * Reads known to fail the guard while their fix is under way, by name, with who fixes it. Keep it empty:
 * an entry is a known slow read shipped, so each one says which change removes it.
 */
const KNOWN_SLOW: Record<string, string> = {};

function droppedIndex(argv: string[]): string | undefined {
  const index = argv.indexOf('--drop-index');
  return index >= 0 ? argv[index + 1] : undefined;
}

async function dropIndex(databaseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop index "${name.replaceAll('"', '""')}"`);
    console.log(`[guard] dropped index ${name}, as asked`);
  } finally {
    await client.end();
  }
}

const started = performance.now();
const database = await generateScaleDatabase(process.env.DATABASE_URL!, 'jatra_scale_guard', GUARD_SIZE);
let findings: Finding[] = [];
try {
  const dropping = droppedIndex(process.argv);
  const api = await startScaleApi(database.url, { indexesOnly: true });
  try {
    // after the API's start: it applies the migrations, which would bring a dropped index back
    if (dropping) await dropIndex(database.url, dropping);
    const dataSet = await describeDataSet(database.url);
    const reads = await measureReads(api, database.url, GUARD_SAMPLING);
    const sweeps = await api.sweeps();
    const baseline = reads.find((read) => read.name === BASELINE_READ.name)?.p50Ms ?? 1;
    findings = guardFindings([...reads, ...sweeps], baseline, rowsByTable(dataSet));
    console.table([
      ...reads.map((read) => ({
        read: read.name,
        p50: read.p50Ms === undefined ? '' : `${read.p50Ms} ms`,
        plan: read.notMeasured ?? mainStatement(read.statements ?? [])?.top ?? '',
      })),
      ...sweeps.map((sweep) => ({
        read: `sweep: ${sweep.name}`,
        p50: `${sweep.ms} ms (one pass)`,
        plan: sweep.error ?? mainStatement(sweep.statements)?.top ?? '',
      })),
    ]);
  } finally {
    await api.close();
  }
} finally {
  await database.drop();
}

const known = findings.filter((finding) => KNOWN_SLOW[finding.name]);
const failing = findings.filter((finding) => !KNOWN_SLOW[finding.name]);
for (const finding of known) {
  console.log(`[guard] known, being fixed (${KNOWN_SLOW[finding.name]}): ${finding.name}: ${finding.problem}`);
}
for (const finding of failing) console.error(`[guard] FAIL ${finding.name}: ${finding.problem}`);
console.log(
  `[guard] ${failing.length ? `${failing.length} finding(s)` : 'every read and sweep served by an index'}` +
    ` (no read over ${MAX_RATIO_TO_BASELINE}× the baseline); ${Math.round((performance.now() - started) / 1000)} s`,
);
process.exitCode = failing.length ? 1 : 0;
