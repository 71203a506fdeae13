/**
 * The embedded stack's footprint: `npm start` on a built tree, on ports and a data folder of its own.
 * How long from `npm start` until Home is served, and the memory (RSS) of every process it runs once settled.
 * A first start builds what is stale and creates the database; the figures are those of the start after it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, resolveTopology } from '../launcher/topology';
import { answers } from './http-probe';
import { portsInThousand } from './jatra';

const FOOTPRINT_PORTS = portsInThousand(7);
/** Long enough for a first start that builds all five frontends on a slow 2-core machine. */
const FIRST_START_TIMEOUT_MS = 15 * 60_000;
const START_TIMEOUT_MS = 60_000;
/** The API's work right after it listens (seeding, first simulator calls) is over by then. */
const SETTLE_MS = 5_000;

export interface ProcessFootprint {
  command: string;
  rssMb: number;
}

export interface Footprint {
  processes: number;
  rssMb: number;
  /** from `npm start` to Home served (the shell's page, the search remote's entry and the API's health) */
  startupMs: number;
  perProcess: ProcessFootprint[];
}

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** `npm start` and every process under it, from `ps`. */
function processTree(rootPid: number): ProcessFootprint[] {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [pid, ppid, rss, ...args] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), rssKb: Number(rss), command: args.join(' ') };
    });
  const inTree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (!inTree.has(row.ppid) || inTree.has(row.pid)) continue;
      inTree.add(row.pid);
      grew = true;
    }
  }
  return rows.filter((row) => inTree.has(row.pid)).map((row) => ({ command: row.command, rssMb: mb(row.rssKb) }));
}

/** Stops the whole group, npm, its shell, the launcher and the API, and waits until every one is gone. */
async function stop(child: ChildProcess) {
  const group = -child.pid!;
  const alive = () => {
    try {
      return process.kill(group, 0);
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(group, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(group, 'SIGKILL');
}

async function startOnce(env: NodeJS.ProcessEnv, timeoutMs: number) {
  const topology = resolveTopology(env);
  const ready = [
    `${topology.runtimeConfig.apiBaseUrl}/api/health`,
    `${topology.origin('shell')}/`,
    topology.remotes.search,
  ];
  if ((await Promise.all(ready.map(answers))).some(Boolean)) {
    throw new Error(
      `something already answers on the footprint's ports (${Object.values(FOOTPRINT_PORTS).join(', ')})`,
    );
  }
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.all(ready.map(answers))).every(Boolean)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child);
      throw new Error(`npm start did not serve Home:\n${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, startupMs: Math.round(performance.now() - started) };
}

export async function measureFootprint(): Promise<Footprint> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-footprint-'));
  const env = {
    ...process.env,
    ...FOOTPRINT_PORTS,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    GDS_SIM_TRIP_CHANGE_RATE: '0',
  };
  try {
    await stop((await startOnce(env, FIRST_START_TIMEOUT_MS)).child);
    const { child, startupMs } = await startOnce(env, START_TIMEOUT_MS);
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const perProcess = processTree(child.pid!);
      const rssMb = Math.round(perProcess.reduce((sum, entry) => sum + entry.rssMb, 0));
      return { processes: perProcess.length, rssMb, startupMs, perProcess };
    } finally {
      await stop(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
