import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAccess, listRoutes } from '../auth/access';
import { errorHandler } from './error-handler';
import { created, defineRoute, mountRoutes } from './route';

const params = z.object({ id: z.coerce.number({ error: 'The id is a number' }) });
const body = z.object({ name: z.string({ error: 'Give a name' }) });
const label = z.object({ label: z.string().min(1, { error: 'Give a label' }) });

describe('mountRoutes', () => {
  let url: string;
  let close: () => void;
  const parsed: unknown[] = [];
  const router = Router();

  beforeAll(async () => {
    // nobody signs in here: the routes are open to anyone
    const access = createAccess({ authenticate: () => Promise.reject(new Error('no tokens in this test')) });
    mountRoutes(router, access, [
      defineRoute({
        route: 'POST /things/:id',
        area: 'Service',
        summary: 'Stores a thing',
        access: 'anyone',
        params,
        body,
        answer: created(body),
        handler: ({ params, body }, _req, res) => {
          parsed.push(params, body);
          res.status(201).json({ id: params.id + 1, name: body.name });
        },
      }),
      defineRoute({
        route: 'PUT /labels',
        area: 'Service',
        summary: 'An optional body',
        access: 'anyone',
        body: label.optional(),
        answer: created(label),
        handler: ({ body }, _req, res) => {
          res.json({ label: body?.label ?? 'none' });
        },
      }),
    ]);
    const app = express().use(express.json()).use(router).use(errorHandler);
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const send = (method: string, path: string, sent?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: sent === undefined ? {} : { 'content-type': 'application/json' },
      body: sent === undefined ? undefined : JSON.stringify(sent),
    });

  it('hands the handler the request parsed with its schemas', async () => {
    const answer = await send('POST', '/things/41', { name: 'bus' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ id: 42, name: 'bus' });
    expect(parsed).toEqual([{ id: 41 }, { name: 'bus' }]);
  });

  it('refuses a request its schemas refuse with a 400 naming the first problem, before the handler runs', async () => {
    parsed.length = 0;
    const badId = await send('POST', '/things/x', { name: 'bus' });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({ error: { code: 'bad_request', message: 'The id is a number' } });
    const noName = await send('POST', '/things/1', {});
    expect(await noName.json()).toEqual({ error: { code: 'bad_request', message: 'Give a name' } });
    expect(parsed).toEqual([]);
  });

  it('reads an optional body only when it names one of its fields', async () => {
    expect(await (await send('PUT', '/labels')).json()).toEqual({ label: 'none' });
    expect(await (await send('PUT', '/labels', { other: 1 })).json()).toEqual({ label: 'none' });
    expect(await (await send('PUT', '/labels', { label: 'blue' })).json()).toEqual({ label: 'blue' });
    const empty = await send('PUT', '/labels', { label: '' });
    expect(await empty.json()).toEqual({ error: { code: 'bad_request', message: 'Give a label' } });
  });

  it('lists each mounted route with its access rule and its declaration', () => {
    const routes = listRoutes(router);
    expect(routes.map((route) => [route.method, route.path, route.rule?.level, route.declaration?.summary])).toEqual([
      ['POST', '/things/:id', 'anyone', 'Stores a thing'],
      ['PUT', '/labels', 'anyone', 'An optional body'],
    ]);
  });
});
