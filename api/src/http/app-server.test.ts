import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from './app-server';

describe('createAppServer', () => {
  const app = express();
  const seen: { request: boolean; response: boolean; incoming: boolean }[] = [];
  const { server, serve } = createAppServer();
  let url = '';

  beforeAll(async () => {
    app.get('/hello', (req, res) => {
      seen.push({
        request: Object.getPrototypeOf(req) === app.request,
        response: Object.getPrototypeOf(res) === app.response,
        incoming: req.readable && typeof req.on === 'function',
      });
      res.set('x-test', req.query.name as string).json({ hello: req.query.name });
    });
    app.post('/echo', express.json(), (req, res) => {
      res.status(201).json(req.body);
    });
    serve(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('makes requests and responses with the app’s prototypes, so Express need not swap them', async () => {
    const response = await fetch(`${url}/hello?name=Jorhat`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-test')).toBe('Jorhat');
    expect(await response.json()).toEqual({ hello: 'Jorhat' });
    expect(seen).toEqual([{ request: true, response: true, incoming: true }]);
  });

  it('streams request bodies and answers HEAD without a body, as a plain server does', async () => {
    const posted = await fetch(`${url}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ seats: ['L1', 'L2'] }),
    });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ seats: ['L1', 'L2'] });
    const head = await fetch(`${url}/hello?name=Tezpur`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
