/**
 * Backup Now on a large database: the API started on its own (built, as production runs it) against
 * BENCH_BACKUP_DATABASE_URL (a copy of the scale data set), its memory (RSS) while an admin downloads the
 * export: idle, peak (the kernel's high-water mark), time to the first byte and to the last, the file's size and rows, and whether a second
 * export asked for meanwhile is refused. The download is read as fast as this process can, as a quick network would.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import path from 'node:path';
import { REPO_ROOT } from '../launcher/topology';
import { answers } from './http-probe';

const API_PORT = 9_797;
/** Seeding and the first queries after listening are over by then. */
const SETTLE_MS = 5_000;
const START_TIMEOUT_MS = 120_000;
const ADMIN = { email: 'admin@jatra.local', password: 'jatra-dev-admin-password' };

export interface BackupFigures {
  /** the database measured, without its password */
  database: string;
  idleRssMb: number;
  peakRssMb: number;
  firstByteMs: number;
  totalMs: number;
  fileMb: number;
  tables: number;
  rows: number;
  /** the status a second export asked for during the first one got */
  concurrentStatus: number;
}

const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;
/** VmRSS (now) or VmHWM (the peak since the last reset) of a process, from Linux's /proc. */
function memoryBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
}

/** Undefined when no database is named: the embedded one holds nothing worth measuring. */
export async function benchBackup(): Promise<BackupFigures | undefined> {
  const databaseUrl = process.env.BENCH_BACKUP_DATABASE_URL;
  if (!databaseUrl) {
    console.log('[bench] backup: set BENCH_BACKUP_DATABASE_URL to a copy of the scale data set to measure it');
    return undefined;
  }
  execFileSync('npm', ['run', 'build', '-w', '@jatra/api'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const api = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      API_PORT: String(API_PORT),
      LOG_LEVEL: 'warn',
      // the sweeps would take memory and CPU of their own during the measurement
      RECONCILE_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${API_PORT}`;
  try {
    const started = Date.now();
    while (!(await answers(`${url}/api/health`))) {
      if (Date.now() - started > START_TIMEOUT_MS || api.exitCode !== null) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const idle = memoryBytes(api.pid!, 'VmRSS');
    // the kernel keeps the peak itself: no sampling to miss it, or to take CPU from the download; 5 resets it
    fs.writeFileSync(`/proc/${api.pid}/clear_refs`, '5');
    const askedAt = Date.now();
    const response = await fetch(`${url}/api/admin/backup`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`backup answered ${response.status}`);
    const firstByteMs = Date.now() - askedAt;
    const concurrent = await fetch(`${url}/api/admin/backup`, { headers: { authorization: `Bearer ${token}` } });
    await concurrent.body?.cancel();

    let fileBytes = 0;
    const body = Readable.fromWeb(response.body! as ReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => (fileBytes += chunk.length));
    let last = '';
    let lines = 0;
    for await (const line of createInterface({ input: body.pipe(createGunzip()), crlfDelay: Infinity })) {
      lines += 1;
      last = line;
    }
    const totalMs = Date.now() - askedAt;
    const peak = memoryBytes(api.pid!, 'VmHWM');
    const end = (JSON.parse(last) as { $end?: { tables: number; rows: number } }).$end;
    if (!end || lines !== end.rows + end.tables + 2) throw new Error('the export was cut short');
    const figures: BackupFigures = {
      database: databaseUrl.replace(/\/\/[^@/]*@/, '//'),
      idleRssMb: mb(idle),
      peakRssMb: mb(peak),
      firstByteMs,
      totalMs,
      fileMb: mb(fileBytes),
      tables: end.tables,
      rows: end.rows,
      concurrentStatus: concurrent.status,
    };
    console.log('[bench] backup', figures);
    return figures;
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode === null ? api.once('exit', resolve) : resolve(undefined)));
  }
}
