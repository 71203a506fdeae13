import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A refusal in the API's error shape. */
export const apiError = (status: number, message: string, code = 'error') =>
  respond({ error: { code, message } }, status);

export type Handler = (url: URL, body: unknown) => Response | Promise<Response>;

/** One request the fake received; `query` is read from `search` (a getter, so equality checks skip it). */
class RecordedCall {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly search: string,
    readonly body: unknown,
  ) {}
  get query(): URLSearchParams {
    return new URLSearchParams(this.search);
  }
}

/**
 * A fake API for a remote's tests (`@jatra/shared/testing`): `'GET /api/profile'` → handler, every call
 * recorded; anything else answers 404 in the error shape, so the test sees what it did not expect.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push(new RecordedCall(method, url.pathname, url.search, body));
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return apiError(404, `No fake for ${method} ${url.pathname}`, 'not_found');
    return handler(url, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  // `routes` stays live: a test may swap a handler half-way
  return { calls, callsTo, fetchMock, routes };
}
