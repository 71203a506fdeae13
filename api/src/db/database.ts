import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { nameStatements } from './named-statements';
import { pglitePubSub, postgresPubSub, type PubSub } from './notify-channel';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY between the API instances on this database */
  pubsub: PubSub;
  close(): Promise<void>;
}

/** Where openDatabase reports connections the server dropped; main.ts passes its pino logger. */
export type DatabaseLogger = Pick<Logger, 'warn'>;

export interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDataDir: string;
  /** connections the pool may open on a PostgreSQL server (default 10) */
  poolSize?: number;
  /** default: say nothing (tests) */
  logger?: DatabaseLogger;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
/**
 * PostgreSQL's default 128 MB of shared buffers would live in the API's own memory with PGlite; the embedded
 * database is small, and the operating system caches its files as well.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
// any constant works; it only has to be the same for every instance of the API
const MIGRATION_LOCK_KEY = 7_410_302;

/** PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set; migrations applied. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('connect', nameStatements);
    const closePool = superviseConnections(pool, options.logger ?? { warn: () => undefined });
    const db = drizzlePg(pool, { schema });
    try {
      const client = await pool.connect();
      try {
        // several API instances may start at once: one migrates, the others wait
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    } catch (error) {
      // no handle to close it with: do it here
      await closePool();
      throw error;
    }
    const pubsub = postgresPubSub(pool, options.databaseUrl, options.logger ?? { warn: () => undefined });
    const close = async () => {
      await pubsub.close();
      await closePool();
    };
    return { db: db as unknown as Database, kind: 'postgres', pubsub, close };
  }
  if (options.pgliteDataDir !== 'memory://') fs.mkdirSync(options.pgliteDataDir, { recursive: true });
  // one options object: `new PGlite(undefined, options)` would take the undefined as the options and drop these
  const client = new PGlite({
    dataDir: options.pgliteDataDir === 'memory://' ? undefined : options.pgliteDataDir,
    startParams: PGLITE_START_PARAMS,
    // the admin lists' substring search (a migration creates the extension, as on a PostgreSQL server)
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', pubsub: pglitePubSub(client), close: () => client.close() };
}

/** How long close() waits for the server to hang up each connection before giving up on it. */
const CLOSE_WAIT_MS = 5_000;

/**
 * Keep a database restart, failover or `pg_terminate_backend` from killing the process, and make
 * closing the pool wait until its connections are really gone. Returns the pool's close().
 *
 * A connection the server drops emits `error` on its client. pg-pool discards an idle client with
 * such an error and re-emits it on the pool, where an `error` event without a listener is thrown as
 * an uncaught exception; a client checked out (a transaction) has no listener of its own at all.
 * Here both are logged instead: the pool opens a new connection for the next query, and a query
 * that was running on the dropped connection rejects like any failed query, so its request gets the
 * error handler's answer.
 *
 * `pool.end()` resolves once it has asked its idle connections to close, before the server has hung
 * up on them; a `drop database … with (force)` right after it terminates them, and the
 * "terminating connection due to administrator command" (57P01) that follows reaches the pool as an
 * error. Hence close() also waits for every client's `end`.
 */
export function superviseConnections(pool: pg.Pool, logger: DatabaseLogger): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  const inUse = new WeakSet<pg.PoolClient>();
  pool.on('error', (error) => {
    // pg-pool hangs the whole client on the error, for listeners that want it: not for a log line
    Reflect.deleteProperty(error, 'client');
    logger.warn({ err: error }, 'database connection lost; the pool will open a new one');
  });
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
    let reported = false;
    client.on('error', (error) => {
      // an idle client's error is the pool's `error` event above; once is enough for a checked-out one
      if (!inUse.has(client) || reported) return;
      reported = true;
      logger.warn({ err: error }, 'database connection lost while in use; its query fails');
    });
  });
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));

  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      await pool.end();
      await Promise.all(
        [...open].map(
          (client) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, CLOSE_WAIT_MS).unref();
              client.once('end', () => {
                clearTimeout(timer);
                resolve();
              });
            }),
        ),
      );
    })());
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
