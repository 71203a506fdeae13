/**
 * `npm start`: build what is not built yet, then run the API (as built JavaScript) and serve the shell and the
 * four remotes, each from its own origin, from this one process. `--watch` (npm run dev) rebuilds and restarts
 * on changes. Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instanceEnv, instancePorts, stickyProxy, trustedProxiesOf } from './launcher/api-cluster';
import { buildWhatIsStale } from './launcher/builds';
import { firstViewModuleOf } from '../shell/server/first-view-endpoint';
import { serveFrontends } from '../shell/server/frontends';
import { listen } from '../shell/server/static-server';
import { API_BUNDLE, REPO_ROOT, resolveTopology, WORKSPACE_OF } from './launcher/topology';

const watch = process.argv.includes('--watch');
const topology = resolveTopology();
const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data');
const log = (line: string) => console.log(`[jatra] ${line}`);
/** `API_INSTANCES=N`: N API processes on one PostgreSQL server behind a proxy that keeps a client on one (api-cluster.ts). */
const apiInstances = Number(process.env.API_INSTANCES ?? 1);
const apiPorts = apiInstances > 1 ? instancePorts(topology.port('api'), apiInstances) : [topology.port('api')];

/** Children die with the launcher (their IPC channel closes). */
const children = new Map<string, ChildProcess>();
let frontends = new Map<string, http.Server>();
const servers: http.Server[] = [];
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
    if (!started || name.startsWith('api')) void stop(1);
  });
  return child;
}

async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  log('stopping …');
  for (const server of [...frontends.values(), ...servers]) server.close();
  for (const child of children.values()) child.kill('SIGTERM');
  const deadline = Date.now() + 5000;
  while (children.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const child of children.values()) child.kill('SIGKILL');
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
  if (!Number.isInteger(apiInstances) || apiInstances < 1) throw new Error('API_INSTANCES must be a whole number ≥ 1');
  // PGlite is one process's database: instances can share only a PostgreSQL server
  if (apiInstances > 1 && !process.env.DATABASE_URL) throw new Error('API_INSTANCES > 1 needs DATABASE_URL');
  for (const port of apiPorts.slice(apiInstances > 1 ? 0 : 1)) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (an API instance) is in use`);
  }
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
      // the pages are drawn in the browser alone: a first-view module of an earlier build would draw older code
      fs.rmSync(path.dirname(firstViewModuleOf(topology.distDir(part))), { recursive: true, force: true });
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
    await buildWhatIsStale(['api', ...topology.frontends], log);
  }

  // the bundle's source map is beside it: NODE_OPTIONS=--enable-source-maps maps stack traces back to the
  // sources, at 1.5 s of start-up and 15 MB, so it is not the default
  const apiArgs = watch ? [fileURLToPath(import.meta.resolve('tsx/cli')), 'watch', 'api/src/main.ts'] : [API_BUNDLE];
  const apiEnv = {
    // the embedded setup (simulators, dev mailbox) is development; the API alone defaults to production
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    API_PUBLIC_URL: topology.runtimeConfig.apiBaseUrl,
    DATA_DIR: dataDir,
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? topology.corsOrigins.join(','),
  };
  if (apiInstances === 1) {
    run('api', apiArgs, { ...apiEnv, API_PORT: String(topology.port('api')) });
  } else {
    // the first migrates the database and hosts the simulators the others call
    for (const [index, port] of apiPorts.entries()) {
      run(`api ${index}`, apiArgs, { ...apiEnv, ...instanceEnv(index, apiPorts, process.env) });
      if (index === 0) await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000);
    }
    servers.push(
      await listen(stickyProxy(apiPorts, trustedProxiesOf(process.env)), topology.port('api'), topology.bindHost),
    );
  }
  frontends = await serveFrontends(topology, { stopOrigin: process.env.TEST_STOP_ORIGIN === 'true' });

  await Promise.all([
    ...(apiInstances > 1 ? apiPorts : []).map((port) => waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000)),
    waitForHttp(`http://127.0.0.1:${topology.port('api')}/api/health`, 60_000),
    ...topology.frontends.map((part) => waitForHttp(`http://127.0.0.1:${topology.port(part)}/`, 30_000)),
  ]);
  if (apiInstances > 1)
    log(`API      ${apiInstances} instances on ports ${apiPorts.join(', ')} behind the proxy below`);
  log(`API      ${topology.runtimeConfig.apiBaseUrl}`);
  for (const part of topology.frontends.slice(1)) log(`${part.padEnd(8)} ${topology.origin(part)}`);
  started = true;
  log(`Jatra is running. Open ${topology.origin('shell')} in your browser. Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`[jatra] ${(error as Error).message}`);
  await stop(1);
}
