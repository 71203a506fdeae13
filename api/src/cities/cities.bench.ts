import { sql } from 'drizzle-orm';
import { afterAll, bench, describe } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';

/** The API with the provider's 76 cities, or with as many as a large catalogue (a sync since stored them). */
async function apiWith(cities: number): Promise<TestApi> {
  const api = await startTestApi();
  await fetch(`${api.url}/api/cities.json`);
  await api.database.db.execute(sql`
    insert into cities (id, name, origin_count, destination_count, synced_at)
    select 100000 + n, 'Town ' || n || ' ' || (array['Guwahati', 'Jorhat', 'Hajo', 'Tezpur'])[1 + n % 4], 1, 1, now()
    from generate_series(1, ${cities} - (select count(*) from cities)::int) n`);
  await api.database.db.execute(sql`update provider_syncs set synced_at = now() where resource = 'cities'`);
  return api;
}

const small = await apiWith(76);
const large = await apiWith(5000);
afterAll(async () => {
  await small.close();
  await large.close();
});

const queries = ['jo', 'gu', 'dib', 'ha', 'tez', 'silc', 'north', 'ma'];
let next = 0;
const ask = async (api: TestApi) => {
  const response = await fetch(`${api.url}/api/cities?q=${queries[next++ % queries.length]}`);
  await response.json();
};

describe('city typeahead through HTTP, warm store: 76 cities against 5,000', () => {
  bench('GET /api/cities?q=… (76 cities)', () => ask(small));
  bench('GET /api/cities?q=… (5,000 cities)', () => ask(large));
  bench('GET /api/cities.json (76 cities)', async () => {
    await (await fetch(`${small.url}/api/cities.json`)).json();
  });
});
