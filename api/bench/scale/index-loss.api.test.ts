/**
 * The guard's plan check against a real planner: a list query over a big table passes while its index is
 * there and fails once the index is dropped. PGlite here, the PostgreSQL server in the PostgreSQL run.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshStore, type TestStore } from '../../test/api-test-kit';
import { guardFindings } from './guard-check';
import { connectRunner, explainAll, type RunStatement } from './plans';

const ROWS = 20_000;
/** a traveller's newest page of bookings, as My Bookings asks for it */
const page = {
  text: 'select id, created_at from probe_bookings where user_id = $1 order by created_at desc, id desc limit 21',
  values: [42],
};

let store: TestStore;
let run: RunStatement;
let end: () => Promise<void>;

beforeAll(async () => {
  store = await freshStore();
  const { databaseUrl } = store.options;
  if (databaseUrl) {
    ({ run, end } = await connectRunner(databaseUrl));
  } else {
    const pglite = new PGlite();
    run = async (text, values) => (await pglite.query<Record<string, unknown>>(text, values)).rows;
    end = () => pglite.close();
  }
  await run(
    'create table probe_bookings (id serial primary key, user_id int not null, created_at timestamptz not null)',
    [],
  );
  await run(
    `insert into probe_bookings (user_id, created_at)
       select i % 1000, now() - i * interval '1 minute' from generate_series(1, ${ROWS}) as i`,
    [],
  );
  await run('create index probe_bookings_user_idx on probe_bookings (user_id, created_at desc, id desc)', []);
  await run('analyze probe_bookings', []);
  // starting PGlite takes a while on a busy machine
}, 120_000);

afterAll(async () => {
  await end();
  await store.drop();
});

/** What the guard finds on the page, explained as the full bench does and as the guard does. */
const findings = async (indexesOnly: boolean) =>
  guardFindings(
    [{ name: 'My Bookings', p50Ms: 1, statements: await explainAll(run, [page], { indexesOnly }) }],
    1,
    new Map([['probe_bookings', ROWS]]),
  );

it('passes the page while its index is there, and fails it once the index is dropped', async () => {
  const [explained] = await explainAll(run, [page]);
  expect(explained?.top).toContain('using probe_bookings_user_idx');
  expect(await findings(false)).toEqual([]);
  expect(await findings(true)).toEqual([]);

  await run('drop index probe_bookings_user_idx', []);
  for (const indexesOnly of [false, true]) {
    const [problem, ...more] = await findings(indexesOnly);
    expect(more).toEqual([]);
    expect(problem?.problem).toMatch(
      /^no index serves it: sequential scan of probe_bookings \(20000 rows, \d+ read\)$/,
    );
  }
});
