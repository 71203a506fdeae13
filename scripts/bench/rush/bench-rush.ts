/**
 * `npm run bench -- rush [--seconds=300] [--rate=720] [--scale[=jatra_scale]] [--pool=N] [--gds-ms=100]
 * [--phonepe-ms=80] [--webhook-ms=300] [--log=info] [--profile]`: the festival rush (docs/festival-rush.md).
 * By default on a fresh PostgreSQL server of its own (scripts/with-postgres.sh, PGTEST_PORT); `--scale` on a
 * copy of the scale data set's template (on SCALE_PG_URL's server, default the shared one; named RUSH_DB_NAME,
 * default jatra_rush), dropped afterwards.
 * RUSH_PORT (default 7787) and the three ports after it are the proxy's, the instances' and the simulators'.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../launcher/topology';
import type { RushFigures } from './figures';
import { RUSH_MARK, runRush, type RushOptions } from './run-rush';

const DEFAULT_SCALE_SERVER = 'postgres://jatra@127.0.0.1:56432/postgres';

function flag(name: string): string | undefined {
  const found = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (!found) return undefined;
  return found.includes('=') ? found.slice(found.indexOf('=') + 1) : '';
}

const number = (name: string, fallback: number) => {
  const value = flag(name);
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number`);
  return parsed;
};

export function rushOptions(): RushOptions & { scaleTemplate?: string } {
  const scale = flag('scale');
  return {
    database: scale === undefined ? 'fresh' : `copy of ${scale || 'jatra_scale'}`,
    scaleTemplate: scale === undefined ? undefined : scale || 'jatra_scale',
    seconds: number('seconds', 300),
    journeysPerMinute: number('rate', 720),
    gdsLatencyMs: number('gds-ms', 100),
    phonePeLatencyMs: number('phonepe-ms', 80),
    webhookDelayMs: number('webhook-ms', 300),
    poolSize: number('pool', 10),
    logLevel: flag('log') || 'info',
    port: Number(process.env.RUSH_PORT ?? 7787),
    seed: Number(process.env.RUSH_SEED ?? 26),
    profileDir:
      // made by the process that runs the rush: the child on a fresh server, this one on a copy
      flag('profile') === undefined || (!process.argv.includes('--here') && scale === undefined)
        ? undefined
        : fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-rush-prof-')),
  };
}

async function onScaleCopy(options: RushOptions, template: string): Promise<RushFigures> {
  const server = new URL(process.env.SCALE_PG_URL ?? DEFAULT_SCALE_SERVER);
  const copy = process.env.RUSH_DB_NAME ?? 'jatra_rush';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    console.error(`[rush] copying ${template} into ${copy} (a minute or two for the full set)`);
    await admin.query(`create database "${copy}" template "${template}"`);
    const url = new URL(server);
    url.pathname = `/${copy}`;
    return await runRush(url.toString(), options);
  } finally {
    await admin.query(`drop database if exists "${copy}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** The rush in a child under scripts/with-postgres.sh: a server of its own, removed afterwards. */
function onFreshServer(): RushFigures {
  const run = spawnSync(
    'bash',
    [
      'scripts/with-postgres.sh',
      process.execPath,
      '--import',
      'tsx',
      import.meta.filename,
      '--here',
      ...process.argv.slice(2),
    ],
    { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
  );
  const line = run.stdout.split('\n').find((text) => text.startsWith(RUSH_MARK));
  if (!line) throw new Error(`the rush ended (${run.status}) without its figures`);
  return JSON.parse(line.slice(RUSH_MARK.length)) as RushFigures;
}

export async function benchRush(): Promise<RushFigures> {
  const { scaleTemplate, ...options } = rushOptions();
  const figures = scaleTemplate ? await onScaleCopy(options, scaleTemplate) : onFreshServer();
  console.table(
    Object.fromEntries(figures.steps.map((step) => [step.step, { n: step.count, p50: step.p50Ms, p95: step.p95Ms }])),
  );
  console.table(figures.invariants);
  console.error(`[rush] ${figures.ticketsPerMinute} paid tickets a minute (sustained)`);
  return figures;
}

if (process.argv.includes('--here')) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('run it under scripts/with-postgres.sh');
  const { scaleTemplate: _none, ...options } = rushOptions();
  const figures = await runRush(databaseUrl, options);
  console.log(`${RUSH_MARK}${JSON.stringify(figures)}`);
  process.exit(0);
}
