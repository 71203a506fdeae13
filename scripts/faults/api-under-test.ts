/**
 * The API under test as `npm start` runs it (api/src/main.ts bundled, in a process of its own), configured with the
 * real GDS and PhonePe clients pointed at the outside-systems process, so that the run can SIGKILL it and
 * start it again on the same port, secret and database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_GDS_API_KEY, DEV_PHONEPE } from '../../api/src/config';
import { ONE_ADDRESS_LIMITS } from '../../api/test/one-address-limits';
import { bundleNodeProgram } from '../launcher/bundle.mjs';
import { REPO_ROOT } from '../launcher/topology';

/** beside the launcher's own bundle, where the API's packages resolve, without replacing it */
const BUNDLE = path.join(REPO_ROOT, 'api/dist/faults/main.js');

export interface ApiUnderTest {
  url: string;
  /** SIGKILL: no shutdown, no goodbye, whatever was in flight stays where it was */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** how many times it was started */
  starts(): number;
  /** the running process's id, for a run that samples its CPU */
  pid(): number | undefined;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function apiUnderTest(options: {
  port: number;
  databaseUrl: string;
  gdsBaseUrl: string;
  phonePeBaseUrl: string;
  /** where its log goes (appended to across restarts) */
  logFile: string;
  reconcileIntervalMs: number;
  /** settings of a run of its own, over the ones above (the festival rush: pool, log level, proxy) */
  env?: NodeJS.ProcessEnv;
  /** Node's own flags for the process, e.g. `--cpu-prof` */
  nodeArgs?: string[];
}): ApiUnderTest {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // development: the dev mailbox serves the travellers' sign-in codes
    NODE_ENV: 'development',
    API_HOST: '127.0.0.1',
    API_PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    GDS_BASE_URL: options.gdsBaseUrl,
    GDS_API_KEY: DEV_GDS_API_KEY,
    GDS_TIMEOUT_MS: '4000',
    PHONEPE_CLIENT_ID: DEV_PHONEPE.clientId,
    PHONEPE_CLIENT_SECRET: DEV_PHONEPE.clientSecret,
    PHONEPE_CLIENT_VERSION: String(DEV_PHONEPE.clientVersion),
    PHONEPE_TOKEN_BASE_URL: options.phonePeBaseUrl,
    PHONEPE_PG_BASE_URL: options.phonePeBaseUrl,
    PHONEPE_TIMEOUT_MS: '4000',
    PHONEPE_WEBHOOK_USERNAME: DEV_PHONEPE.webhookUsername,
    PHONEPE_WEBHOOK_PASSWORD: DEV_PHONEPE.webhookPassword,
    PHONEPE_WEBHOOK_URL: `${url}/api/phonepe/webhook`,
    // one key for every start, so that sessions outlive a crash as they would in production
    AUTH_JWT_SECRET: 'faults-run-signing-key-0123456789-abcdefghijklmnop',
    // every traveller comes from 127.0.0.1
    ...ONE_ADDRESS_LIMITS,
    // a traveller here books about once a second: the hourly cap of an account would end the workload before the
    // crashes mid-payment it is there to meet
    HOLDS_PER_HOUR: '100000',
    RECONCILE_INTERVAL_MS: String(options.reconcileIntervalMs),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  let child: ChildProcess | undefined;
  let count = 0;
  // bundled once: a restart then takes what a production restart takes, not a TypeScript compile
  let bundled: Promise<string> | undefined;

  async function waitUntilUp(process: ChildProcess) {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if (process.exitCode !== null) throw new Error(`the API exited (${process.exitCode}); see ${options.logFile}`);
      try {
        // any answer will do: the health check itself may fail while the provider is being made to fail
        await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error(`the API did not start within a minute; see ${options.logFile}`);
  }

  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process.once('exit', () => resolve()));

  async function end(signal: NodeJS.Signals) {
    if (!child) return;
    const ended = exited(child);
    child.kill(signal);
    await ended;
    child = undefined;
  }
  return {
    url,
    async start() {
      const log = fs.openSync(options.logFile, 'a');
      bundled ??= bundleNodeProgram({ entry: path.join(REPO_ROOT, 'api/src/main.ts'), outfile: BUNDLE });
      child = spawn(process.execPath, ['--enable-source-maps', ...(options.nodeArgs ?? []), await bundled], {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      count += 1;
      await waitUntilUp(child);
    },
    /** as a crash: no chance to finish anything */
    kill: () => end('SIGKILL'),
    starts: () => count,
    pid: () => child?.pid,
    stop: () => end('SIGTERM'),
  };
}
