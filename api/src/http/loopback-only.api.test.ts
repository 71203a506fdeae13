import http from 'node:http';
import os from 'node:os';
import type { Request, Response } from 'express';
import { MESSAGES, inEnglish } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { isLoopback, loopbackOnly } from './loopback-only';

const NOT_FOUND = { error: { code: 'not_found', message: inEnglish(MESSAGES.notFound) } };

/**
 * What loopbackOnly does for a request whose socket's peer is `remoteAddress` and whose client is `ip` (what
 * Express makes of X-Forwarded-For: the peer itself unless the peer is a trusted proxy).
 */
function guard(remoteAddress: string, ip = remoteAddress) {
  const req = { socket: { remoteAddress }, ip } as unknown as Request;
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  } as unknown as Response;
  const next = vi.fn();
  loopbackOnly(req, res, next);
  return { passed: next.mock.calls.length === 1, ...sent };
}

describe('loopbackOnly', () => {
  it('lets this machine through, by IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(guard(address)).toEqual({ passed: true });
    }
  });

  it('answers any other peer as a path that does not exist, whatever X-Forwarded-For claims', () => {
    for (const address of ['192.0.2.7', '10.0.0.1', '::ffff:192.0.2.7', 'fd00::2', '::127.0.0.1']) {
      expect(guard(address, '127.0.0.1')).toEqual({
        passed: false,
        status: 404,
        body: NOT_FOUND,
      });
    }
    // a trusted proxy on this machine (the launcher's, before several API instances) serving someone else
    expect(guard('127.0.0.1', '192.0.2.7')).toMatchObject({ passed: false, status: 404 });
    expect(isLoopback(undefined)).toBe(false);
    expect(isLoopback('127.0.0.1.evil')).toBe(false);
  });
});

/** This machine's first address that is not loopback: a peer the API must not trust. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

/** A request to the API sent from `localAddress` (undefined: loopback), answered as status and parsed body. */
function call(api: TestApi, method: string, path: string, localAddress?: string, body?: unknown) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const url = new URL(path, api.url);
    const request = http.request(
      url,
      { method, localAddress, headers: body ? { 'content-type': 'application/json' } : {} },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const json = response.headers['content-type']?.includes('json');
          resolve({ status: response.statusCode ?? 0, body: json ? JSON.parse(text) : text });
        });
      },
    );
    request.on('error', reject);
    request.end(body ? JSON.stringify(body) : undefined);
  });
}

describe('the test-only endpoints of a development API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { TEST_CLOCK: 'true' } });
  });
  afterAll(() => api.close());

  const guarded: [string, string, unknown?][] = [
    ['GET', '/sim/mailbox?to=someone@example.com'],
    ['GET', '/sim/clock'],
    ['PUT', '/sim/clock', { offsetMs: 0 }],
    ['GET', '/sim/google/consent?state=00000000-0000-4000-8000-000000000000'],
    ['GET', '/sim/gds/knobs'],
    ['PUT', '/sim/gds/knobs', {}],
    ['GET', '/sim/phonepe/knobs'],
    ['GET', '/sim/phonepe/webhooks'],
    ['POST', '/sim/phonepe/orders/NO-SUCH-ORDER/settle', { state: 'COMPLETED' }],
  ];

  it('answer this machine', async () => {
    for (const [method, path, body] of guarded) {
      const answer = await call(api, method, path, undefined, body);
      // each answers for itself (the consent page and the settle of unknown ids with their own 404)
      expect({ method, path, body: answer.body }).not.toEqual({ method, path, body: NOT_FOUND });
    }
    expect((await call(api, 'GET', '/sim/gds/knobs')).status).toBe(200);
    expect(
      (await call(api, 'POST', '/sim/phonepe/orders/NO-SUCH-ORDER/settle', undefined, { state: 'COMPLETED' })).body,
    ).toMatchObject({
      code: 'ORDER_NOT_FOUND',
    });
  });

  it.skipIf(!outsideAddress)('are absent for any other peer; what outside systems use still answers', async () => {
    for (const [method, path, body] of guarded) {
      expect({ method, path, ...(await call(api, method, path, outsideAddress, body)) }).toEqual({
        method,
        path,
        status: 404,
        body: NOT_FOUND,
      });
    }
    expect((await call(api, 'GET', '/api/health', outsideAddress)).status).toBe(200);
    // PhonePe's own gateway refuses a bad token request by itself: it is there
    const token = await call(api, 'POST', '/sim/phonepe/v1/oauth/token', outsideAddress);
    expect(token.status).not.toBe(404);
  });
});
