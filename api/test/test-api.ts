import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';

export interface TestApi {
  url: string;
  database: DatabaseHandle;
  /** The Express app itself, to inspect its routes. */
  app: Express;
  close(): Promise<void>;
}

export interface TestStore {
  options: { databaseUrl?: string; pgliteDataDir: string };
  drop(): Promise<void>;
}

/**
 * Where a test's data lives: PGlite (in memory, or in a folder to test restarts), or, when
 * DATABASE_URL names a PostgreSQL server, a new database of its own there, dropped afterwards.
 */
export async function freshStore(pgliteDataDir = 'memory://'): Promise<TestStore> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { options: { pgliteDataDir }, drop: async () => undefined };
  const name = `jatra_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString(), pgliteDataDir },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The real API (with its simulators) on a free port and the given store, as `npm start` runs it. */
export async function startApiOn(
  store: TestStore['options'],
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<TestApi> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const config = loadConfig({ NODE_ENV: 'test', API_PORT: String(port), DATA_DIR: 'memory://', ...options.env });
  const database = await openDatabase(store);
  const app = createApp({ config, database, logger: pino({ level: 'silent' }), now: options.now });
  server.on('request', app);
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    app,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}

/** The real API on a fresh store of its own. */
export async function startTestApi(options: { env?: Record<string, string>; now?: () => Date } = {}): Promise<TestApi> {
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
