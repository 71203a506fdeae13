import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore, startApiOn, type TestApi, type TestStore } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';

/** what the test's own connections call themselves, to be spared when it terminates the API's */
const ADMIN = 'jatra-test-admin';

/**
 * A database restart or failover, as the API sees it: the server terminates every connection
 * (`pg_terminate_backend` does the same to one database, without disturbing the other test files
 * on the server). The API must log it, keep running, and answer the next request on new connections.
 * Only a PostgreSQL server has connections to lose: under PGlite there is nothing to test here.
 */
describe.skipIf(!process.env.DATABASE_URL)('the API when PostgreSQL terminates its connections', () => {
  let store: TestStore;
  let api: TestApi;
  /** connections of the test's own, the way an operator (or a failover) would act on the server */
  let admin: pg.Client;
  let locker: pg.Client;
  /** the database's details in the health check are for admins */
  let adminToken: string;
  const logs: { level: number; msg: string; err?: { code?: string } }[] = [];
  /** what would have ended a real process (vitest's worker survives it, and might not say) */
  const uncaught: string[] = [];
  const recordUncaught = (error: unknown) =>
    uncaught.push(
      error instanceof Error ? `${(error as { code?: string }).code ?? ''} ${error.message}` : String(error),
    );

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    process.on('unhandledRejection', recordUncaught);
    store = await freshStore();
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    api = await startApiOn(store.options, { logger });
    // the API creates its admin account in the background as it starts; a sign-in waits for that
    const signIn = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    adminToken = ((await signIn.json()) as { access_token: string }).access_token;
    const connect = async () => {
      const client = new pg.Client({ connectionString: store.options.databaseUrl, application_name: ADMIN });
      await client.connect();
      return client;
    };
    [admin, locker] = await Promise.all([connect(), connect()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([admin?.end(), locker?.end()]);
    await api?.close();
    await store?.drop();
    process.off('uncaughtException', recordUncaught);
    process.off('unhandledRejection', recordUncaught);
  });

  /** Terminates every connection of the API to the test's database; how many it terminated. */
  async function terminateApiConnections(): Promise<number> {
    const { rows } = await admin.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and application_name <> $1`,
      [ADMIN],
    );
    return rows.filter((row) => row.terminated).length;
  }

  /** Waits for the condition; fails at once on an uncaught error, which would have ended a real process. */
  async function until(condition: () => boolean | Promise<boolean>, what: string) {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      expect(uncaught).toEqual([]);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const lost = () => logs.filter((line) => line.msg.startsWith('database connection lost'));
  const health = async () => {
    const response = await fetch(`${api.url}/api/health/details`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return { status: response.status, body: await response.json() };
  };
  const citiesMatching = async (q: string) => {
    const response = await fetch(`${api.url}/api/cities?q=${q}`);
    return { status: response.status, body: await response.json() };
  };

  it('drops its idle connections, logs it and answers the next requests on new ones', async () => {
    // several slow queries at once leave several idle connections in the pool
    await Promise.all(Array.from({ length: 4 }, () => api.database.db.execute(sql`select pg_sleep(0.05)`)));
    expect((await health()).status).toBe(200);
    const before = lost().length;

    const terminated = await terminateApiConnections();
    expect(terminated).toBeGreaterThanOrEqual(4);
    // the pool hears of each death, discards the connection and says so
    await until(() => lost().length - before >= terminated, 'the pool to report every lost connection');
    expect(lost().slice(before)).toEqual(
      Array.from({ length: terminated }, () =>
        expect.objectContaining({
          level: 40,
          msg: 'database connection lost; the pool will open a new one',
          err: expect.objectContaining({
            code: '57P01',
            message: 'terminating connection due to administrator command',
          }),
        }),
      ),
    );

    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', database: { ok: true, kind: 'postgres' } },
    });
    const jorhat = await citiesMatching('Jor');
    expect(jorhat.status).toBe(200);
    expect(jorhat.body.result.map((city: { name: string }) => city.name)).toEqual(['Jorhat']);
    expect(uncaught).toEqual([]);
  });

  it('fails the request whose query was running as an error answer, and serves the next one', async () => {
    // make the next city search wait on a lock, so that its query is running when its connection goes: a search
    // answers from the cities in memory, but first asks when the provider's list was last synced
    await locker.query('begin');
    try {
      await locker.query('lock table provider_syncs in access exclusive mode');
      const answer = citiesMatching('Gu');
      await until(async () => {
        const { rows } = await admin.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows.length > 0;
      }, 'the search to wait on the lock');
      expect(await terminateApiConnections()).toBeGreaterThanOrEqual(1);
      expect(await answer).toEqual({ status: 500, body: { error: { code: 'internal', message: expect.any(String) } } });
    } finally {
      await locker.query('rollback');
    }
    // the error handler logged the failed request (drizzle's error, the server's as its cause); the process goes on
    expect(logs).toContainEqual(
      expect.objectContaining({
        msg: 'unexpected error',
        err: expect.objectContaining({
          type: 'DrizzleQueryError',
          cause: expect.objectContaining({
            code: '57P01',
            message: 'terminating connection due to administrator command',
          }),
        }),
      }),
    );

    const guwahati = await citiesMatching('Gu');
    expect(guwahati.status).toBe(200);
    expect(guwahati.body.result.map((city: { name: string }) => city.name)).toContain('Guwahati');
    expect(await health()).toMatchObject({ status: 200, body: { database: { ok: true } } });
    expect(uncaught).toEqual([]);
  });

  it('survives losing a connection a transaction holds between two queries', async () => {
    const before = lost().length;
    const transaction = api.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // no query is running on the checked-out connection when the server drops it
      await terminateApiConnections();
      await until(() => lost().length > before, 'the lost connection to be reported');
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(lost().slice(before)[0]).toMatchObject({ msg: 'database connection lost while in use; its query fails' });

    expect(await health()).toMatchObject({ status: 200, body: { database: { ok: true } } });
    expect(uncaught).toEqual([]);
  });
});
