import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore, type TestStore } from '../../test/api-test-kit';
import { openDatabase, type DatabaseHandle } from './database';
import { statementName } from './named-statements';
import { users } from './schema';

/** PGlite plans in the API's own process and has no connections to keep statements on: a server's matter only. */
describe.skipIf(!process.env.DATABASE_URL)('statements prepared once per connection', () => {
  let store: TestStore;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    store = await freshStore();
    // one connection, so the test's look-ups see the statements its reads prepared
    handle = await openDatabase({ ...store.options, poolSize: 1 });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await store?.drop();
  });

  it('a parameterised read is prepared under its name once and answers every call; BEGIN and COMMIT stay unnamed', async () => {
    const read = (id: string) => handle.db.select().from(users).where(eq(users.id, id));
    const query = read('00000000-0000-4000-8000-000000000001').toSQL();
    for (const id of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']) {
      expect(await read(id)).toEqual([]);
    }
    await handle.db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.id, '00000000-0000-4000-8000-000000000003'));
    });

    const rows = await handle.db
      .select({
        name: sql<string>`name`,
        generic: sql<number>`generic_plans::int`,
        custom: sql<number>`custom_plans::int`,
      })
      .from(sql`pg_prepared_statements`)
      .where(sql`statement = ${query.sql}`);
    expect(rows.map((row) => row.name)).toEqual([statementName(query.sql)]);
    // parsed once, executed three times (in and out of a transaction)
    expect(rows[0]!.generic + rows[0]!.custom).toBe(3);
  });
});
