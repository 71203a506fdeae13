import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from './config';

describe('API frame', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const setGdsKnobs = (knobs: unknown) =>
    fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(knobs),
    });
  const adminToken = async () => {
    const answer = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
    });
    return ((await answer.json()) as { access_token: string }).access_token;
  };
  const details = async (token: string) => {
    const response = await fetch(`${api.url}/api/health/details`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() };
  };

  it('tells anyone only up or down, asking the provider at most once per 30 s', async () => {
    const providerCalls: string[] = [];
    api.onRequest((path) => {
      if (path.includes('/gds/api/cities.json')) providerCalls.push(path);
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${api.url}/api/health`)));
    for (const response of answers) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    expect(providerCalls.length).toBeLessThanOrEqual(1);
  });

  it('reports database and provider reachability to an admin only', async () => {
    const token = await adminToken();
    const { status, body } = await details(token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: { ok: true }, provider: { ok: true } });
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect((await fetch(`${api.url}/api/health/details`)).status).toBe(401);
  });

  it('reports a provider that is down with 503: at once to an admin, and then to anyone', async () => {
    const token = await adminToken();
    await setGdsKnobs({
      forcedErrors: { 'cities.json': { kind: 'envelope', code: 500, message: 'Down for maintenance' } },
    });
    try {
      expect(await details(token)).toMatchObject({
        status: 503,
        body: { status: 'down', database: { ok: true }, provider: { ok: false, error: 'Down for maintenance' } },
      });
      // the admin's fresh probe is the one anonymous checks reuse
      const anonymous = await fetch(`${api.url}/api/health`);
      expect(anonymous.status).toBe(503);
      expect(await anonymous.json()).toEqual({ status: 'down' });
    } finally {
      await setGdsKnobs({});
      await details(token);
    }
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  });

  it('answers unknown paths and malformed JSON with the error shape', async () => {
    const missing = await fetch(`${api.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });

    const malformed = await fetch(`${api.url}/api/cities.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken":',
    });
    expect(malformed.status).toBe(400);
    const body = await malformed.json();
    expect(body).toEqual({ error: { code: 'bad_request', message: 'The request is not valid' } });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });

  it('allows the shell and remote origins only', async () => {
    const allowed = await fetch(`${api.url}/api/cities?q=gu`, { headers: { Origin: 'http://localhost:5174' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    const foreign = await fetch(`${api.url}/api/cities?q=gu`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('tags every answer with a request id, keeping a sane one from the caller', async () => {
    const own = await fetch(`${api.url}/api/cities?q=gu`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${api.url}/api/cities?q=gu`, { headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers.get('x-request-id')).toBe('trace-123');
    const hostile = await fetch(`${api.url}/api/cities?q=gu`, { headers: { 'x-request-id': 'a b\tc' } });
    expect(hostile.headers.get('x-request-id')).not.toBe('a b\tc');
  });

  it('checks the provider key in the simulator like the real provider would', async () => {
    const response = await fetch(`${api.url}/sim/gds/api/cities.json`, { headers: { 'api-key': 'wrong' } });
    expect(await response.json()).toEqual({ response: { code: 401, message: 'Invalid API key' } });
    const byQuery = await fetch(`${api.url}/sim/gds/api/cities.json?api_key=dev-gds-key`);
    const table = (await byQuery.json()).result;
    expect(table[0]).toEqual(['id', 'name', 'origin_count', 'destination_count']);
  });

  it('sends security headers', async () => {
    const response = await fetch(`${api.url}/api/cities?q=gu`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
