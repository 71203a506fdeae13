import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import type { Router } from 'express';
import { openApi, type ApiServices } from '../src/composition';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, loadConfig, type ApiConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { createAppServer } from '../src/http/app-server';

export interface TestApi {
  url: string;
  /** what the app was composed from, e.g. the credentials its simulators accept */
  config: ApiConfig;
  database: DatabaseHandle;
  /** The services the API was composed of (its reconciler, to run a sweep). */
  services: ApiServices;
  /** The `/api` router, to inspect its routes. */
  apiRouter: Router;
  /** The `/auth/v1` router, likewise. */
  authRouter: Router;
  /**
   * Calls `listener` with the path of every request the server receives, the API's own calls to its
   * simulators included (they come back over loopback): how a test counts what the API asked the provider.
   */
  onRequest(listener: (path: string) => void): void;
  close(): Promise<void>;
}

export interface TestStore {
  options: { databaseUrl?: string; pgliteDataDir: string };
  /** Closes any API still running on the store (its pool first), then drops the database. */
  drop(): Promise<void>;
}

/**
 * The APIs startApiOn started and nobody closed yet, by database URL: a drop must not find their
 * connections open (`drop … with (force)` would terminate them under a live pool).
 */
const runningOn = new Map<string, Set<TestApi>>();

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The store's database, opened and migrated, for tests that run a simulator without the API. */
export const openTestDatabase = (store: TestStore): Promise<DatabaseHandle> => openDatabase(store.options);

/**
 * Where a test's data lives: PGlite (in memory, or in a folder to test restarts), or, when
 * DATABASE_URL names a PostgreSQL server, a new database of its own there, dropped afterwards.
 */
export async function freshStore(pgliteDataDir = 'memory://'): Promise<TestStore> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { options: { pgliteDataDir }, drop: async () => undefined };
  const name = `jatra_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString(), pgliteDataDir },
    drop: async () => {
      await Promise.all([...(runningOn.get(url.toString()) ?? [])].map((api) => api.close()));
      runningOn.delete(url.toString());
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The real API (with its simulators) on a free port and the given store, as `npm start` runs it. */
export async function startApiOn(
  store: TestStore['options'],
  options: { env?: Record<string, string>; now?: () => Date; logger?: Logger } = {},
): Promise<TestApi> {
  const { server, serve } = createAppServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const config = loadConfig({
    NODE_ENV: 'test',
    API_PORT: String(port),
    DATA_DIR: 'memory://',
    // a test's bus changes only when the test says so (the tripChanges knob)
    GDS_SIM_TRIP_CHANGE_RATE: '0',
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const { app, apiRouter, authRouter, services } = await openApi({ config, logger, now: options.now, store }).catch(
    (error: unknown) => {
      server.close();
      throw error;
    },
  );
  const { database } = services;
  serve(app);
  let running: Set<TestApi> | undefined;
  if (store.databaseUrl) {
    running = runningOn.get(store.databaseUrl) ?? new Set();
    runningOn.set(store.databaseUrl, running);
  }
  let closing: Promise<void> | undefined;
  const api: TestApi = {
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    services,
    apiRouter,
    authRouter,
    // before the app's own listener: Express rewrites req.url as it routes into mounted routers
    onRequest: (listener) => server.prependListener('request', (req: http.IncomingMessage) => listener(req.url ?? '')),
    // once, however often it is called (a test's finally and its store's drop may both)
    close: () =>
      (closing ??= (async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        // resolves once the server has hung up on every connection of the pool
        await database.close();
        running?.delete(api);
      })()),
  };
  running?.add(api);
  return api;
}

/** The real API on a fresh store of its own. */
export async function startTestApi(
  options: { env?: Record<string, string>; now?: () => Date; logger?: Logger } = {},
): Promise<TestApi> {
  const store = await freshStore();
  const api = await startApiOn(store.options, options);
  return {
    ...api,
    close: async () => {
      await api.close();
      await store.drop();
    },
  };
}

/** A stand-in provider answering whatever a test needs, to check the adapter's handling of it. */
export async function startFakeProvider(
  handler: http.RequestListener,
): Promise<{ baseUrl: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A logger at `level` whose lines land, parsed, in `lines`: for a test that checks what was logged. */
export function loggerInto(lines: Record<string, unknown>[], level: pino.LevelWithSilent = 'warn'): Logger {
  const into = new Writable({
    write(chunk: Buffer, _encoding, next) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      next();
    },
  });
  return pino({ level }, into);
}

/** The embedded defaults' admin, signed in with their password: the admin's access token and id. */
export async function adminSession(apiUrl: string): Promise<{ token: string; userId: string }> {
  const answer = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`admin sign-in: ${answer.status} ${await answer.text()}`);
  const session = (await answer.json()) as { access_token: string; user: { id: string } };
  return { token: session.access_token, userId: session.user.id };
}
