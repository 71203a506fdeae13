import type { City } from '@jatra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { createCitiesRepository } from './cities.repository';

const STORED = 5000;
const QUERIES = ['gu', 'GU', 'ha', 'jor', 'town 12', 'nagar', 'zz', '%%', '_a', "o'", 'pur 49'];

describe('the typeahead over 5,000 cities', () => {
  let api: TestApi;
  const typeahead = async (q: string): Promise<City[]> => {
    const response = await fetch(`${api.url}/api/cities?${new URLSearchParams({ q })}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: City[] }).result;
  };

  beforeAll(async () => {
    api = await startTestApi();
    await fetch(`${api.url}/api/cities.json`);
    // the provider's 76 and thousands more, as a later sync would have stored them (a new sync time)
    await api.database.db.execute(sql`
      insert into cities (id, name, origin_count, destination_count, synced_at)
      select 100000 + n,
        (array['Town ', 'Nagar ', 'Gaon ', 'Pur '])[1 + n % 4] || n || ' ' || (array['Guwahati', 'Jorhat', 'Hajo', 'Tezpur'])[1 + n % 4],
        n % 40, n % 40, now()
      from generate_series(1, ${STORED} - (select count(*) from cities)::int) n`);
    await api.database.db.execute(sql`update provider_syncs set synced_at = now() where resource = 'cities'`);
  }, 120_000);
  afterAll(() => api?.close());

  it('answers as the database search would: starting with the query first, then containing it, each by name', async () => {
    const database = createCitiesRepository(api.database.db);
    expect(await database.allUpTo(STORED * 2)).toHaveLength(STORED);
    for (const q of QUERIES) {
      const shown = await typeahead(q);
      expect({ q, names: shown.map((city) => city.name) }).toEqual({
        q,
        names: (await database.search(q)).map((city) => city.name),
      });
    }
    expect((await typeahead('town 12')).length).toBeGreaterThan(0);
  });

  it('finds a city typed in another script as the database would', async () => {
    const database = createCitiesRepository(api.database.db);
    for (const q of ['গুৱাহাটী', 'গুয়াহাটি', 'गुवा']) {
      expect({ q, names: (await typeahead(q)).map((city) => city.name) }).toEqual({ q, names: ['Guwahati'] });
    }
    // the database's own look-up, for a list too large to keep in memory, gives the same cities in the same order
    const names = ['North Lakhimpur', 'guwahati', 'Kolkata'];
    expect((await database.named(names)).map((city) => city.name)).toEqual(['North Lakhimpur', 'Guwahati']);
  });

  it('sees the cities of a newer sync at once', async () => {
    expect(await typeahead('Xavierpur')).toEqual([]);
    await api.database.db.execute(
      sql`insert into cities (id, name, origin_count, destination_count, synced_at) values (999999, 'Xavierpur', 1, 1, now())`,
    );
    await api.database.db.execute(sql`update provider_syncs set synced_at = now() where resource = 'cities'`);
    expect((await typeahead('Xavierpur')).map((city) => city.id)).toEqual([999999]);
    const byId = await fetch(`${api.url}/api/cities/999999`);
    expect(((await byId.json()) as { result: City }).result.name).toBe('Xavierpur');
  });
});
