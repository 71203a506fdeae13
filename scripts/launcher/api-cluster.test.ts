import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceEnv, stickyProxy } from './api-cluster';
import { listen } from '../../shell/server/static-server';

/** An instance that answers who it is, what it was asked and from whom the proxy said it came. */
const instance = (name: string) =>
  listen(
    (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res
          .writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] })
          .end(JSON.stringify({ name, url: req.url, body, forwardedFor: req.headers['x-forwarded-for'] }));
      });
    },
    0,
    '127.0.0.1',
  );
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

describe('the proxy in front of the API instances', () => {
  let servers: http.Server[];
  let proxy: http.Server;
  let url: string;
  /** the same instances behind a proxy that trusts its loopback peer to name the client, as an edge would */
  let behindEdge: string;

  beforeAll(async () => {
    servers = await Promise.all(['first', 'second'].map(instance));
    // a port nobody listens on: an instance that is down
    const down = await listen(() => undefined, 0, '127.0.0.1');
    const downPort = portOf(down);
    await new Promise((resolve) => down.close(resolve));
    const ports = [...servers.map(portOf), downPort];
    proxy = await listen(stickyProxy(ports), 0, '127.0.0.1');
    url = `http://127.0.0.1:${portOf(proxy)}`;
    const edged = await listen(stickyProxy(ports, ['loopback']), 0, '127.0.0.1');
    servers.push(edged);
    behindEdge = `http://127.0.0.1:${portOf(edged)}`;
  });
  afterAll(() => {
    for (const server of [...servers, proxy]) server.close();
  });

  const ask = async (path: string, init?: RequestInit, base = url) => {
    const answer = await fetch(`${base}${path}`, init);
    return { status: answer.status, cookies: answer.headers.getSetCookie(), text: await answer.text() };
  };
  const nameOf = (answer: { status: number; text: string }) =>
    answer.status === 200 ? (JSON.parse(answer.text) as { name: string }).name : answer.status;

  it('passes bodies and headers both ways', async () => {
    let answer = { status: 0, cookies: [] as string[], text: '' };
    // a client whose instance is up (one of the three is down)
    for (let index = 1; answer.status !== 200; index += 1) {
      const headers = { 'x-forwarded-for': `192.0.2.${index}` };
      answer = await ask('/api/x?q=1', { method: 'POST', body: 'a body', headers }, behindEdge);
    }
    expect(JSON.parse(answer.text)).toMatchObject({ url: '/api/x?q=1', body: 'a body' });
    expect(answer.cookies).toEqual(['a=1', 'b=2']);
  });

  it('keeps each client on one instance, spreads the clients over all of them, and says 502 for one that is down', async () => {
    const clients = Array.from({ length: 30 }, (_, index) => `198.51.100.${index + 1}`);
    const instanceOf = new Map<string, Set<string | number>>();
    for (let turn = 0; turn < 3; turn += 1) {
      for (const client of clients) {
        const answer = await ask('/api/x', { headers: { 'x-forwarded-for': client } }, behindEdge);
        instanceOf.set(client, (instanceOf.get(client) ?? new Set()).add(nameOf(answer)));
      }
    }
    expect([...instanceOf.values()].every((names) => names.size === 1)).toBe(true);
    const clientsOf = (name: string | number) => [...instanceOf.values()].filter((names) => names.has(name)).length;
    // 30 addresses over 3 instances: each gets some, none gets nearly all
    for (const name of ['first', 'second', 502]) expect(clientsOf(name)).toBeGreaterThanOrEqual(4);
  });

  it('lets only a trusted peer name the client: a claimed address cannot pick an instance', async () => {
    const names = new Set();
    for (let index = 1; index <= 12; index += 1) {
      names.add(nameOf(await ask('/api/x', { headers: { 'x-forwarded-for': `203.0.113.${index}` } })));
    }
    expect(names.size).toBe(1);
  });

  it('sends every /sim/ request to the first instance, which hosts the simulators', async () => {
    const names = [];
    for (let turn = 0; turn < 4; turn += 1) {
      names.push((JSON.parse((await ask('/sim/gds/knobs')).text) as { name: string }).name);
    }
    expect(names).toEqual(['first', 'first', 'first', 'first']);
  });

  it('appends the peer’s address to X-Forwarded-For, after whatever the client claimed', async () => {
    const seen = (await ask('/sim/x', { headers: { 'x-forwarded-for': '203.0.113.9' } })).text;
    expect(JSON.parse(seen)).toMatchObject({ forwardedFor: '203.0.113.9, 127.0.0.1' });
    expect(JSON.parse((await ask('/sim/x')).text)).toMatchObject({ forwardedFor: '127.0.0.1' });
  });
});

describe('what each instance is told', () => {
  it('the first hosts the simulators; the others call them on it, unless a real provider or gateway is set', () => {
    expect(instanceEnv(0, [8788, 8789], {})).toEqual({ API_PORT: '8788', TRUSTED_PROXIES: 'loopback' });
    expect(instanceEnv(1, [8788, 8789], {})).toMatchObject({
      API_PORT: '8789',
      GDS_BASE_URL: 'http://127.0.0.1:8788/sim',
      PHONEPE_PG_BASE_URL: 'http://127.0.0.1:8788/sim/phonepe',
      PHONEPE_TOKEN_BASE_URL: 'http://127.0.0.1:8788/sim/phonepe',
      SMS_MSG91_BASE_URL: 'http://127.0.0.1:8788/sim/sms',
    });
    const real = instanceEnv(1, [8788, 8789], {
      GDS_BASE_URL: 'https://gds.example',
      PHONEPE_CLIENT_ID: 'M1',
      SMS_MSG91_AUTHKEY: 'real-key',
    });
    expect(real).toEqual({ API_PORT: '8789', TRUSTED_PROXIES: 'loopback' });
  });
});
