import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceEnv, roundRobinProxy } from './api-cluster';
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

describe('the round-robin proxy in front of the API instances', () => {
  let servers: http.Server[];
  let proxy: http.Server;
  let url: string;

  beforeAll(async () => {
    servers = await Promise.all(['first', 'second'].map(instance));
    // a port nobody listens on: an instance that is down
    const down = await listen(() => undefined, 0, '127.0.0.1');
    const downPort = portOf(down);
    await new Promise((resolve) => down.close(resolve));
    proxy = await listen(roundRobinProxy([...servers.map(portOf), downPort]), 0, '127.0.0.1');
    url = `http://127.0.0.1:${portOf(proxy)}`;
  });
  afterAll(() => {
    for (const server of [...servers, proxy]) server.close();
  });

  const ask = async (path: string, init?: RequestInit) => {
    const answer = await fetch(`${url}${path}`, init);
    return { status: answer.status, cookies: answer.headers.getSetCookie(), text: await answer.text() };
  };

  it('takes the instances in turn, passes bodies and headers both ways, and says 502 for one that is down', async () => {
    const answers = [];
    for (let turn = 0; turn < 6; turn += 1) {
      answers.push(await ask('/api/x?q=1', { method: 'POST', body: `turn ${turn}` }));
    }
    const names = answers.map((answer) =>
      answer.status === 200 ? (JSON.parse(answer.text) as { name: string }).name : answer.status,
    );
    expect(names).toEqual(['first', 'second', 502, 'first', 'second', 502]);
    expect(JSON.parse(answers[0]!.text)).toMatchObject({ url: '/api/x?q=1', body: 'turn 0' });
    expect(answers[0]!.cookies).toEqual(['a=1', 'b=2']);
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
    });
    const real = instanceEnv(1, [8788, 8789], { GDS_BASE_URL: 'https://gds.example', PHONEPE_CLIENT_ID: 'M1' });
    expect(real).toEqual({ API_PORT: '8789', TRUSTED_PROXIES: 'loopback' });
  });
});
