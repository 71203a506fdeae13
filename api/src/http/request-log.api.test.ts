import { addDaysIso, todayInIndia } from '@jatra/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';

describe('the request log', () => {
  let api: TestApi;
  const lines: Record<string, any>[] = [];
  const completed = (id: string) =>
    lines.filter((line) => line.req?.id === id && /^request (completed|errored)/.test(line.msg));

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    api = await startTestApi({ logger });
  });
  afterAll(() => api.close());

  it('logs one line per request: its id, method, the URL as asked (mount path included), status and time', async () => {
    const path = `/api/search?source=117&destination=101&date=${addDaysIso(todayInIndia(), 1)}`;
    await (await fetch(`${api.url}${path}`, { headers: { 'x-request-id': 'log-search-1' } })).text();
    await new Promise((resolve) => setImmediate(resolve));
    const [line, ...more] = completed('log-search-1');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      req: { id: 'log-search-1', method: 'GET', url: path },
      res: { status: 200 },
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    expect(Object.keys(line!.req)).toEqual(['id', 'method', 'url']);
    expect(Object.keys(line!.res)).toEqual(['status']);
  });

  it('logs a refused request and an unknown route with their status', async () => {
    await (await fetch(`${api.url}/api/search?source=1`, { headers: { 'x-request-id': 'log-bad-1' } })).text();
    await (await fetch(`${api.url}/api/nowhere`, { headers: { 'x-request-id': 'log-404-1' } })).text();
    await new Promise((resolve) => setImmediate(resolve));
    expect(completed('log-bad-1')).toMatchObject([{ res: { status: 400 }, msg: 'request completed' }]);
    expect(completed('log-404-1')).toMatchObject([{ req: { url: '/api/nowhere' }, res: { status: 404 } }]);
  });

  it('logs a 5xx answer with an error, serialized, at the same level', async () => {
    const knobs = (body: unknown) =>
      fetch(`${api.url}/sim/gds/knobs`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    await knobs({
      forcedErrors: { 'availabilities.json': { kind: 'envelope', code: 500, message: 'Inventory offline' } },
    });
    try {
      const path = `/api/search?source=101&destination=168&date=${addDaysIso(todayInIndia(), 2)}`;
      await (await fetch(`${api.url}${path}`, { headers: { 'x-request-id': 'log-502-1' } })).text();
    } finally {
      await knobs({});
    }
    await new Promise((resolve) => setImmediate(resolve));
    const [line] = completed('log-502-1');
    expect(line).toMatchObject({
      level: 30,
      res: { status: 502 },
      err: { type: 'Error', message: 'failed with status code 502', stack: expect.any(String) },
      msg: 'request errored',
    });
  });

  it('leaves the health probe out', async () => {
    await (await fetch(`${api.url}/api/health`, { headers: { 'x-request-id': 'log-health-1' } })).text();
    await new Promise((resolve) => setImmediate(resolve));
    expect(completed('log-health-1')).toEqual([]);
  });
});
