import { inEnglish } from '../rules/i18n';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages';
import { fakeHostApi } from '../host/fake-host-api';
import { apiGet, ApiRequestError } from './api-client';
import { hostApiClient } from './host-client';

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

  it("asks for the page's language, so the API answers in it", async () => {
    const inAssamese = respond(200, '{"result":[]}');
    await apiGet({ ...hostApiClient(fakeHostApi({ locale: 'as' })), fetchImpl: inAssamese }, '/api/x', schema);
    const [, init] = inAssamese.mock.calls[0] as unknown as [URL, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('as-IN');

    const olderShell = respond(200, '{"result":[]}');
    await apiGet({ ...hostApiClient(fakeHostApi()), fetchImpl: olderShell }, '/api/x', schema);
    const [, englishInit] = olderShell.mock.calls[0] as unknown as [URL, RequestInit];
    expect((englishInit.headers as Record<string, string>)['Accept-Language']).toBe('en-IN');
  });

  it('throws the API error message', async () => {
    const fetchImpl = respond(400, '{"error":{"code":"bad_request","message":"Invalid source or destination city"}}');
    await expect(apiGet({ baseUrl: 'http://api.test', fetchImpl }, '/x', schema)).rejects.toMatchObject({
      message: 'Invalid source or destination city',
      status: 400,
      code: 'bad_request',
    });
  });

  it('gives a human sentence, not HTTP {status}, for an answer without the error shape', async () => {
    const failure = apiGet({ baseUrl: 'http://api.test', fetchImpl: respond(503, '<html>') }, '/x', schema);
    await expect(failure).rejects.toMatchObject({ message: inEnglish(MESSAGES.internal), status: 503 });
    await expect(failure).rejects.not.toThrow(/HTTP \d{3}/);
  });

  describe('a session the server refuses', () => {
    const refusedThenOk = () =>
      vi.fn(async (_url: URL | RequestInfo, init?: RequestInit) =>
        (init?.headers as Record<string, string>).Authorization
          ? new Response(
              '{"error":{"code":"unauthorized","message":"Session from session_id claim in JWT does not exist"}}',
              {
                status: 401,
              },
            )
          : new Response('{"result":[3]}', { status: 200 }),
      );

    it('is ended by the host and a public resource is asked for again without the token', async () => {
      const fetchImpl = refusedThenOk();
      const onSessionRejected = vi.fn();
      const data = await apiGet(
        {
          baseUrl: 'http://api.test',
          fetchImpl,
          getAccessToken: async () => 'dead',
          onSessionRejected,
          retryAnonymously: true,
        },
        '/api/x',
        schema,
      );
      expect(data).toEqual({ result: [3] });
      expect(onSessionRejected).toHaveBeenCalledTimes(1);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    });

    it('is ended by the host and a private resource fails without a retry', async () => {
      const fetchImpl = refusedThenOk();
      const onSessionRejected = vi.fn();
      await expect(
        apiGet(
          { baseUrl: 'http://api.test', fetchImpl, getAccessToken: async () => 'dead', onSessionRejected },
          '/x',
          schema,
        ),
      ).rejects.toMatchObject({ status: 401 });
      expect(onSessionRejected).toHaveBeenCalledTimes(1);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('is not in question when no token was sent', async () => {
      const onSessionRejected = vi.fn();
      await expect(
        apiGet({ baseUrl: 'http://api.test', fetchImpl: respond(401, '{}'), onSessionRejected }, '/x', schema),
      ).rejects.toMatchObject({ status: 401 });
      expect(onSessionRejected).not.toHaveBeenCalled();
    });
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
