import type { City } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, startTestApi, type TestApi } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';

const POPULAR_ROUTE_CITIES = ['Jorhat', 'Guwahati', 'Dibrugarh', 'Silchar', 'Tezpur'];

/** A forced refresh (`?refresh=true`) is for admins only: such requests carry a fresh dev admin token. */
async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function getJson(url: string, init?: RequestInit) {
  if (new URL(url).searchParams.get('refresh') === 'true') {
    init = { ...init, headers: { ...init?.headers, authorization: `Bearer ${await adminToken(new URL(url).origin)}` } };
  }
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

describe('cities from the GDS simulator', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('serves the provider city list in our shape', async () => {
    const { status, body } = await getJson(`${api.url}/api/cities.json`);
    expect(status).toBe(200);
    expect(body.result.length).toBeGreaterThanOrEqual(40);
    const names = body.result.map((city: City) => city.name);
    for (const name of POPULAR_ROUTE_CITIES) expect(names).toContain(name);
    const guwahati = body.result.find((city: City) => city.name === 'Guwahati');
    expect(Object.keys(guwahati).sort()).toEqual(['destination_count', 'id', 'name', 'origin_count']);
    expect(guwahati.origin_count).toBeGreaterThan(100);
  });

  it('finds Jorhat from "Jor", whatever the case', async () => {
    for (const q of ['Jor', 'jor', 'JOR']) {
      const { status, body } = await getJson(`${api.url}/api/cities?q=${q}`);
      expect(status).toBe(200);
      expect(body.result.map((city: City) => city.name)).toEqual(['Jorhat']);
    }
  });

  it('lists names starting with the query before names containing it', async () => {
    const { body } = await getJson(`${api.url}/api/cities?q=ha`);
    const names: string[] = body.result.map((city: City) => city.name);
    const firstContains = names.findIndex((name) => !name.toLowerCase().startsWith('ha'));
    expect(firstContains).toBeGreaterThan(0);
    expect(names.slice(firstContains).every((name) => !name.toLowerCase().startsWith('ha'))).toBe(true);
    expect(names.slice(firstContains).every((name) => name.toLowerCase().includes('ha'))).toBe(true);
    expect(names).toContain('Guwahati');
  });

  it('finds Guwahati typed in Assamese, in Bengali, or the start of it in Hindi', async () => {
    for (const q of ['গুৱাহাটী', 'গুয়াহাটি', 'गुवा']) {
      const { status, body } = await getJson(`${api.url}/api/cities?${new URLSearchParams({ q })}`);
      expect(status).toBe(200);
      expect({ q, names: body.result.map((city: City) => city.name) }).toEqual({ q, names: ['Guwahati'] });
    }
  });

  it('finds a city by a later word of its name in another script, and nothing for a name it does not know', async () => {
    const named = async (q: string) =>
      (await getJson(`${api.url}/api/cities?${new URLSearchParams({ q })}`)).body.result.map((city: City) => city.name);
    expect(await named('লখিমপুৰ')).toEqual(['North Lakhimpur']);
    expect(await named('কলকাতা')).toEqual([]);
  });

  it('refuses a query shorter than 2 characters with the error shape', async () => {
    for (const query of ['', '?q=', '?q=j', '?q=%20j%20']) {
      const { status, body } = await getJson(`${api.url}/api/cities${query}`);
      expect(status).toBe(400);
      expect(body).toEqual({ error: { code: 'bad_request', message: 'Type at least 2 characters to search cities' } });
    }
  });

  it('treats LIKE wildcards in the query as plain text', async () => {
    const { status, body } = await getJson(`${api.url}/api/cities?q=${encodeURIComponent('%%')}`);
    expect(status).toBe(200);
    expect(body.result).toEqual([]);
  });

  it('answers one city by id, and our message for an unknown or bad id', async () => {
    const { body: list } = await getJson(`${api.url}/api/cities?q=guwahati`);
    const { status, body } = await getJson(`${api.url}/api/cities/${list.result[0].id}`);
    expect(status).toBe(200);
    expect(body.result.name).toBe('Guwahati');
    expect((await getJson(`${api.url}/api/cities/99999`)).body.error.message).toBe(
      'Invalid source or destination city',
    );
    const bad = await getJson(`${api.url}/api/cities/abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Invalid source or destination city');
  });
});

describe('cities against a provider that misbehaves', () => {
  const header = ['id', 'name', 'origin_count', 'destination_count'];
  let mode: 'ok' | 'many' | 'reordered' | 'envelope' | 'html' | 'error-field' | 'bare-500' | 'no-result' | 'slow' =
    'ok';
  let clock = new Date('2026-11-21T10:00:00Z');
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let api: TestApi;

  beforeAll(async () => {
    provider = await startFakeProvider((req, res) => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers['api-key'] !== 'test-key')
        return json(200, { response: { code: 401, message: 'Invalid API key' } });
      switch (mode) {
        case 'ok':
          return json(200, {
            result: [
              header,
              [11, 'Jorhat', 5, 6],
              [12, 'Short'],
              ['x', 'Bad id', 1, 1],
              [13, 'Majuli', 2, 3],
              [14, '  ', 1, 1],
            ],
          });
        case 'many':
          return json(200, {
            result: [header, ...Array.from({ length: 120 }, (_, i) => [100 + i, `Town ${i}`, 1, 1])],
          });
        case 'reordered':
          return json(200, {
            result: [
              ['name', 'destination_count', 'id', 'origin_count'],
              ['Tezpur', 7, 21, 9],
            ],
          });
        case 'envelope':
          return json(200, { response: { code: 402, message: 'Service is down for maintenance' } });
        case 'html':
          return res.writeHead(503, { 'Content-Type': 'text/html' }).end('<html>busy</html>');
        case 'error-field':
          return json(500, { error: 'Upstream exploded' });
        case 'bare-500':
          return json(500, {});
        case 'no-result':
          return json(200, { cities: [] });
        case 'slow':
          setTimeout(() => json(200, { result: [header] }), 1500);
          return;
      }
    });
    api = await startTestApi({
      env: { GDS_BASE_URL: provider.baseUrl, GDS_API_KEY: 'test-key', GDS_TIMEOUT_MS: '500' },
      now: () => clock,
    });
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  it('drops malformed rows and keeps the rest', async () => {
    const { body } = await getJson(`${api.url}/api/cities.json`);
    expect(body.result).toEqual([
      { id: 11, name: 'Jorhat', origin_count: 5, destination_count: 6 },
      { id: 13, name: 'Majuli', origin_count: 2, destination_count: 3 },
    ]);
    expect(provider.requests.at(-1)).toBe('/gds/api/cities.json');
  });

  it('keeps the list 15 minutes, refreshes when forced or when it is older', async () => {
    const before = provider.requests.length;
    mode = 'reordered';
    await getJson(`${api.url}/api/cities.json`);
    expect(provider.requests.length).toBe(before);
    clock = new Date(clock.getTime() + 14 * 60_000);
    await getJson(`${api.url}/api/cities?q=jor`);
    expect(provider.requests.length).toBe(before);

    const forced = await getJson(`${api.url}/api/cities.json?refresh=true`);
    expect(provider.requests.length).toBe(before + 1);
    // columns are read by header name, not by position
    expect(forced.body.result).toEqual([{ id: 21, name: 'Tezpur', origin_count: 9, destination_count: 7 }]);

    mode = 'ok';
    clock = new Date(clock.getTime() + 15 * 60_000);
    const expired = await getJson(`${api.url}/api/cities.json`);
    expect(provider.requests.length).toBe(before + 2);
    expect(expired.body.result.map((city: City) => city.name)).toEqual(['Jorhat', 'Majuli']);
  });

  it('returns at most 50 matches', async () => {
    mode = 'many';
    await getJson(`${api.url}/api/cities.json?refresh=true`);
    const { body } = await getJson(`${api.url}/api/cities?q=town`);
    expect(body.result).toHaveLength(50);
  });

  it('keeps serving the stored list while the provider is down', async () => {
    mode = 'html';
    clock = new Date(clock.getTime() + 60 * 60_000);
    const { status, body } = await getJson(`${api.url}/api/cities?q=town 1`);
    expect(status).toBe(200);
    expect(body.result.length).toBeGreaterThan(0);
  });

  it.each([
    ['envelope', 'Service is down for maintenance'],
    ['html', 'Network Error'],
    ['error-field', 'Upstream exploded'],
    ['bare-500', 'HTTP 500'],
    ['no-result', 'Invalid response format'],
    ['slow', 'Provider timed out after 500 ms'],
  ] as const)('maps a forced refresh failing with %s to "%s"', async (failure, message) => {
    mode = failure;
    const { status, body } = await getJson(`${api.url}/api/cities.json?refresh=true`);
    expect(status).toBe(502);
    expect(body).toEqual({ error: { code: 'provider_error', message } });
  });

  it('rejects a malformed refresh flag', async () => {
    const { status, body } = await getJson(`${api.url}/api/cities.json?refresh=maybe`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
  });
});

describe('cities with an empty store and the provider down', () => {
  it('answers 502 with the provider message, not a stack trace', async () => {
    const api = await startTestApi({
      env: { GDS_BASE_URL: 'http://127.0.0.1:9', GDS_API_KEY: 'k', GDS_TIMEOUT_MS: '300' },
    });
    try {
      const { status, body } = await getJson(`${api.url}/api/cities?q=jor`);
      expect(status).toBe(502);
      expect(body).toEqual({ error: { code: 'provider_error', message: 'Network Error' } });
    } finally {
      await api.close();
    }
  });
});
