/**
 * `npm run bench -- scale`: every read of the catalogue timed on the year-sized data set (p50/p95/p99, one
 * request at a time, after a warm-up), its SQL explained (ANALYZE, BUFFERS), and each sweep timed one pass.
 *
 * The database: SCALE_TEMPLATE_URL names a template database to copy (the quick way, about a minute);
 * SCALE_DATABASE_URL one to use as it is (the run changes it: sign-ins, the sweeps' work); with neither, the
 * data set is generated (`npm run scale:generate`, size SCALE_SIZE, default full) into a throwaway PostgreSQL
 * server (scripts/with-postgres.sh, on PGTEST_PORT). Figures, not pass/fail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeDataSet, type DataSet } from './data-set';
import { measureReads, type ReadFigure, type Sampling } from './measure-reads';
import { startScaleApi, type SweepFigure } from './scale-api';
import { copyTemplate, generateScaleDatabase, type ScaleDatabase } from './scale-database';

export const BENCH_SAMPLING: Sampling = { warmup: 20, samples: 200, budgetMs: 10_000, minSamples: 10 };

export interface ScaleFigures {
  /** how the database was made, and how long that took */
  source: string;
  preparedSeconds: number;
  /** from the API's start to its first answer: migrations not yet in the data set are applied then */
  apiStartSeconds: number;
  dataSet: DataSet;
  sampling: Sampling;
  reads: ReadFigure[];
  sweeps: SweepFigure[];
}

export type ScaleBench = ScaleFigures | { notMeasured: string };

async function measureScale(database: ScaleDatabase): Promise<ScaleFigures> {
  const started = performance.now();
  const api = await startScaleApi(database.url);
  const apiStartSeconds = Math.round((performance.now() - started) / 1000);
  try {
    const dataSet = await describeDataSet(database.url);
    console.log(
      `[scale] ${database.source}: ${(dataSet.totalBytes / 2 ** 30).toFixed(2)} GB; API up in ${apiStartSeconds} s`,
    );
    const reads = await measureReads(api, database.url, BENCH_SAMPLING);
    const sweeps = await api.sweeps();
    for (const sweep of sweeps)
      console.log(`[scale] sweep ${sweep.name}: ${sweep.ms} ms${sweep.error ? ` (${sweep.error})` : ''}`);
    return {
      source: database.source,
      preparedSeconds: database.seconds,
      apiStartSeconds,
      dataSet,
      sampling: BENCH_SAMPLING,
      reads,
      sweeps,
    };
  } finally {
    await api.close();
  }
}

async function measureOn(database: ScaleDatabase): Promise<ScaleFigures> {
  try {
    return await measureScale(database);
  } finally {
    if (!process.env.SCALE_KEEP_DATABASE) await database.drop();
  }
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const BENCH_DATABASE = 'jatra_scale_bench';

/** Generated into a throwaway server: this file again, under scripts/with-postgres.sh, its figures in a file. */
function generatedAndMeasured(): ScaleBench {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-scale-'));
  const figuresFile = path.join(folder, 'figures.json');
  try {
    const run = spawnSync(
      'bash',
      ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', import.meta.filename, '--here'],
      { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, SCALE_FIGURES_FILE: figuresFile } },
    );
    if (run.status !== 0 || !fs.existsSync(figuresFile)) {
      return { notMeasured: `the run on a generated data set ended with ${run.status}` };
    }
    return JSON.parse(fs.readFileSync(figuresFile, 'utf8')) as ScaleFigures;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export async function benchScale(): Promise<ScaleBench> {
  const given = process.env.SCALE_DATABASE_URL;
  const template = process.env.SCALE_TEMPLATE_URL;
  try {
    if (given) {
      return await measureScale({
        url: given,
        source: 'the database SCALE_DATABASE_URL names',
        seconds: 0,
        drop: async () => undefined,
      });
    }
    if (template) {
      console.log(`[scale] copying ${template} …`);
      return await measureOn(await copyTemplate(template, BENCH_DATABASE));
    }
    console.log('[scale] no SCALE_TEMPLATE_URL or SCALE_DATABASE_URL: generating the data set (takes a while)');
    return generatedAndMeasured();
  } catch (error) {
    return { notMeasured: (error as Error).message };
  }
}

if (process.argv.includes('--here')) {
  const database = await generateScaleDatabase(
    process.env.DATABASE_URL!,
    BENCH_DATABASE,
    process.env.SCALE_SIZE ?? 'full',
  );
  fs.writeFileSync(process.env.SCALE_FIGURES_FILE!, JSON.stringify(await measureOn(database)));
}
