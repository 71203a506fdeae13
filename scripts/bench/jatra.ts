/**
 * Jatra as `npm start` runs it, on ports and a data folder of the bench's own, so it
 * neither meets a running `npm start` nor the e2e suite, and starts from an empty database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, resolveTopology } from '../launcher/topology';
import { DEFAULT_PORTS } from '@jatra/shared';
import { answers } from './http-probe';

/**
 * Every part's default port moved into another thousand (8787 → 9787, 5173 → 9173), as `<PART>_PORT`
 * variables: a Jatra of the bench's own beside one already running on the defaults.
 */
export function portsInThousand(thousand: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([part, port]) => [
      `${part.toUpperCase()}_PORT`,
      String(thousand * 1000 + (port % 1000)),
    ]),
  );
}

const BENCH_PORTS = portsInThousand(9);
/** Long enough for the launcher to build all five frontends on a slow 2-core machine. */
const START_TIMEOUT_MS = 15 * 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** What the launcher printed last, shown when it fails. */
const KEPT_LINES = 60;

export interface RunningJatra {
  apiUrl: string;
  shellUrl: string;
  /** Stops the launcher, which owns every process of this run, and deletes the data folder. */
  stop(): Promise<void>;
}

/**
 * What `npm start` runs (`node …`), run without npm and its shell in between: they do not pass SIGTERM on, so
 * stopping them would leave the launcher running.
 */
function startArguments(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [program, ...args] = manifest.scripts.start.trim().split(/\s+/);
  if (program !== 'node') throw new Error(`npm start runs ${program}; the bench knows how to run node only`);
  return args;
}

export async function startJatra(): Promise<RunningJatra> {
  const env = { ...process.env, ...BENCH_PORTS };
  const topology = resolveTopology(env);
  const apiUrl = topology.runtimeConfig.apiBaseUrl;
  const shellUrl = topology.origin('shell');
  const ready = [`${apiUrl}/api/health`, `${shellUrl}/`, ...Object.values(topology.remotes)];
  // the launcher refuses taken ports only after a while; until then another bench's Jatra would pass for ours
  if ((await Promise.all(ready.map(answers))).some(Boolean)) {
    throw new Error(`something already answers on the bench's ports (${Object.values(BENCH_PORTS).join(', ')})`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-bench-data-'));
  const launcher = spawn(process.execPath, startArguments(), {
    cwd: REPO_ROOT,
    env: { ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lastLines: string[] = [];
  const keep = (chunk: Buffer) => {
    const lines = chunk.toString().split('\n').filter(Boolean);
    // the launcher's own lines (building, started, stopping) show progress; the servers' logs are kept quiet
    for (const line of lines) if (line.startsWith('[jatra]')) console.log(line);
    lastLines.push(...lines);
    lastLines.splice(0, Math.max(0, lastLines.length - KEPT_LINES));
  };
  launcher.stdout.on('data', keep);
  launcher.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const stop = async () => {
    // the launcher stops its children on SIGTERM; a launcher that hangs is killed, and they go with its IPC channel
    if (!gone) launcher.kill('SIGTERM');
    const timer = setTimeout(() => launcher.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  console.log(`[bench] starting Jatra on ${shellUrl} (API ${apiUrl}), building what is stale …`);
  while (!(await Promise.all(ready.map(answers))).every(Boolean)) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(
        `Jatra did not start${gone ? '' : ` within ${START_TIMEOUT_MS / 60_000} min`}; the launcher said:\n${lastLines.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { apiUrl, shellUrl, stop };
}
