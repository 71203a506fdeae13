import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { apiGet, ApiRequestError } from './api-client';

const schema = z.object({ result: z.array(z.number()) });
const respond = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

describe('apiGet', () => {
  it('returns the parsed answer and sends the bearer token', async () => {
    const fetchImpl = respond(200, '{"result":[1,2]}');
    const data = await apiGet(
      { baseUrl: 'http://api.test', fetchImpl, getAccessToken: async () => 'tok' },
      '/api/x',
      schema,
    );
    expect(data).toEqual({ result: [1, 2] });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://api.test/api/x');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('throws the API error message', async () => {
    const fetchImpl = respond(400, '{"error":{"code":"bad_request","message":"Invalid source or destination city"}}');
    await expect(apiGet({ baseUrl: 'http://api.test', fetchImpl }, '/x', schema)).rejects.toMatchObject({
      message: 'Invalid source or destination city',
      status: 400,
      code: 'bad_request',
    });
  });

  it('falls back to HTTP {status} for an answer without the error shape', async () => {
    await expect(
      apiGet({ baseUrl: 'http://api.test', fetchImpl: respond(503, '<html>') }, '/x', schema),
    ).rejects.toThrow('HTTP 503');
  });

  it('reports a network failure as Network Error', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(apiGet({ baseUrl: 'http://api.test', fetchImpl }, '/x', schema)).rejects.toEqual(
      new ApiRequestError('Network Error', 0, 'network_error'),
    );
  });

  it('rejects an answer that does not match the contract', async () => {
    await expect(
      apiGet({ baseUrl: 'http://api.test', fetchImpl: respond(200, '{"result":"no"}') }, '/x', schema),
    ).rejects.toThrow('Invalid response format');
  });
});
