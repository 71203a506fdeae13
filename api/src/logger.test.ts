import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore, openTestDatabase, type TestStore } from '../test/api-test-kit';
import type { DatabaseHandle } from './db/database';
import { serializeError } from './logger';

describe('serializeError', () => {
  let store: TestStore;
  let database: DatabaseHandle;
  beforeAll(async () => {
    store = await freshStore();
    database = await openTestDatabase(store);
  });
  afterAll(async () => {
    await database.close();
    await store.drop();
  });

  const failure = (query: Promise<unknown>) =>
    query.then(
      () => expect.fail('the query should have failed'),
      (error: unknown) => error,
    );

  it('logs a failed query by its SQL and PostgreSQL code, never the parameters or the refused value', async () => {
    const refused = await failure(database.db.execute(sql`select ${'asha.das@example.com'}::uuid as id`));
    const logged = JSON.stringify(serializeError(refused));
    expect(logged).not.toContain('asha.das');
    expect(serializeError(refused)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select $1::uuid as id',
      query: 'select $1::uuid as id',
      cause: { type: 'DatabaseError', code: '22P02', message: 'database error 22P02' },
    });

    const nul = await failure(database.db.execute(sql`select ${'Asha\u0000Das'}::text as name`));
    expect(JSON.stringify(serializeError(nul))).not.toMatch(/Asha|\\u0000/);
  });

  it('keeps what PostgreSQL says when it quotes no value: a lost connection, a deadlock', async () => {
    const deadlock = await failure(
      database.db.execute(
        sql`do $$ begin raise exception using errcode = '40P01', message = 'deadlock detected'; end $$`,
      ),
    );
    expect(serializeError(deadlock)).toMatchObject({
      cause: { type: 'DatabaseError', code: '40P01', message: 'deadlock detected' },
    });
  });

  it('logs any other error as pino does', () => {
    const error = new TypeError('the provider answered nonsense');
    expect(serializeError(error)).toMatchObject({
      type: 'TypeError',
      message: 'the provider answered nonsense',
      stack: expect.stringContaining('TypeError: the provider answered nonsense'),
    });
  });
});
