import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

export interface TestApi {
  url: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or (when DATABASE_URL is set) a new
 * database on that PostgreSQL server, dropped afterwards.
 */
async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `jatra_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The real API (with its simulators) on a free port, as `npm start` runs it. */
export async function startTestApi(options: { env?: Record<string, string>; now?: () => Date } = {}): Promise<TestApi> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const database = await freshDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    API_PORT: String(port),
    DATA_DIR: 'memory://',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  const app = createApp({ config, database: handle, logger: pino({ level: 'silent' }), now: options.now });
  server.on('request', app);
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await handle.close();
      await database.drop();
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
