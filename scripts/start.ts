/**
 * `npm start`: build what is not built yet, then run the API and serve the shell and the four
 * remotes, each from its own origin. `--watch` (npm run dev) rebuilds and restarts on changes.
 * Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhatIsStale } from './launcher/builds';
import { REPO_ROOT, resolveTopology, WORKSPACE_OF } from './launcher/topology';

const watch = process.argv.includes('--watch');
const topology = resolveTopology();
const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data');
const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
/** Children run TypeScript through tsx's loader, and die with the launcher (their IPC channel closes). */
const TS = ['--import', 'tsx'];
const log = (line: string) => console.log(`[jatra] ${line}`);

const children = new Map<string, ChildProcess>();
let stopping = false;
let started = false;

function run(name: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = REPO_ROOT): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    log(`${name} stopped (${signal ?? `exit ${code}`})`);
    // before everything is up, or when the API goes, there is nothing useful left to run
    if (!started || name === 'api') void stop(1);
  });
  return child;
}

async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  log('stopping …');
  for (const child of children.values()) child.kill('SIGTERM');
  const deadline = Date.now() + 5000;
  while (children.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const child of children.values()) child.kill('SIGKILL');
  fs.rmSync(path.join(dataDir, 'run', 'processes.json'), { force: true });
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, topology.bindHost, () => probe.close(() => resolve(true)));
  });
}

async function checkPorts() {
  for (const part of ['api', ...topology.frontends] as const) {
    const port = topology.port(part);
    if (!(await portIsFree(port))) {
      throw new Error(
        `port ${port} (${part}) is in use: is Jatra already running? Stop it, or set ${part.toUpperCase()}_PORT.`,
      );
    }
  }
}

async function waitForFile(file: string) {
  while (!fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 300));
}

try {
  await checkPorts();
  if (watch) {
    for (const part of topology.frontends) {
      const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
      run(
        `build:${part}`,
        [vite, 'build', '--watch', '--configLoader', 'runner', '--logLevel', 'warn'],
        {},
        path.join(REPO_ROOT, WORKSPACE_OF[part]),
      );
    }
    await Promise.all(
      topology.frontends.map((part) =>
        waitForFile(path.join(topology.distDir(part), part === 'shell' ? 'index.html' : 'assets/remoteEntry.js')),
      ),
    );
  } else {
    await buildWhatIsStale(topology.frontends, log);
  }

  run('api', watch ? [tsxCli, 'watch', 'api/src/main.ts'] : [...TS, 'api/src/main.ts'], {
    API_PORT: String(topology.port('api')),
    API_PUBLIC_URL: topology.runtimeConfig.apiBaseUrl,
    DATA_DIR: dataDir,
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? topology.corsOrigins.join(','),
  });
  for (const part of topology.frontends) run(part, [...TS, 'scripts/launcher/serve-part.ts', part]);

  fs.mkdirSync(path.join(dataDir, 'run'), { recursive: true });
  fs.writeFileSync(
    path.join(dataDir, 'run', 'processes.json'),
    JSON.stringify(Object.fromEntries([...children].map(([name, child]) => [name, child.pid])), null, 2),
  );

  await Promise.all([
    waitForHttp(`http://127.0.0.1:${topology.port('api')}/api/health`, 60_000),
    ...topology.frontends.map((part) => waitForHttp(`http://127.0.0.1:${topology.port(part)}/`, 30_000)),
  ]);
  log(`API      ${topology.runtimeConfig.apiBaseUrl}`);
  for (const part of topology.frontends.slice(1)) log(`${part.padEnd(8)} ${topology.origin(part)}`);
  started = true;
  log(`Jatra is running. Open ${topology.origin('shell')} in your browser. Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`[jatra] ${(error as Error).message}`);
  await stop(1);
}
