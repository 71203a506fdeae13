import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { listen } from '../../shell/server/static-server';
import { STOP_ORIGIN_PATH, stoppable } from './stop-origin';

let server: http.Server;
afterEach(() => server?.close());

async function serve(): Promise<string> {
  const site: http.RequestListener = (_req, res) => res.writeHead(200).end('site');
  server = await listen(
    stoppable(site, () => server),
    0,
    '127.0.0.1',
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

it('closes the origin when asked from this machine', async () => {
  const origin = await serve();
  expect((await fetch(`${origin}${STOP_ORIGIN_PATH}`, { method: 'POST' })).status).toBe(204);
  await expect(fetch(origin)).rejects.toThrow();
});

it('passes every other request to the site', async () => {
  const origin = await serve();
  expect(await (await fetch(`${origin}${STOP_ORIGIN_PATH}`)).text()).toBe('site');
  expect(await (await fetch(`${origin}/`, { method: 'POST' })).text()).toBe('site');
});
