import { afterAll, bench, describe } from 'vitest';
import { startTestApi } from '../../test/test-api';

const api = await startTestApi();
await fetch(`${api.url}/api/cities.json`);
afterAll(() => api.close());

const queries = ['jo', 'gu', 'dib', 'ha', 'tez', 'silc', 'north', 'ma'];
let next = 0;

describe('city typeahead through HTTP, warm store', () => {
  bench('GET /api/cities?q=…', async () => {
    const response = await fetch(`${api.url}/api/cities?q=${queries[next++ % queries.length]}`);
    await response.json();
  });
  bench('GET /api/cities.json', async () => {
    const response = await fetch(`${api.url}/api/cities.json`);
    await response.json();
  });
});
