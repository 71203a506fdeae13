import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, prepareApiSamples, type Caller, type Sample } from '../../test/route-samples';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { listRoutes, type AccessLevel, type RouteAccess } from './access';

const SECRET = 'access-test-secret-0123456789abcdef-jatra';

/** What each caller must get from a route of each level; true = allowed (any answer but 401/403, below 500). */
function expected(level: AccessLevel, caller: Caller): number | 'allowed' {
  // no user's token opens a gateway route: only the gateway's signature (payments.api.test.ts sends it)
  if (level === 'gateway') return 401;
  if (caller === 'forged' || caller === 'expired') return 401;
  if (caller === 'suspended') return 403;
  if (level === 'anyone') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (level === 'signed-in' || caller === 'admin') return 'allowed';
  if (level === 'vendor') return caller === 'vendor' ? 'allowed' : 403;
  if (level === 'owner') return caller === 'user' ? 'allowed' : 404;
  return 403;
}

describe('every /api route states who may call it, and the server enforces it', () => {
  let api: TestApi;
  let tokens: Record<Caller, string | undefined>;
  let samples: Map<string, Sample[]>;
  let routes: RouteAccess[];

  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: SECRET } });
    routes = listRoutes(api.apiRouter);
    ({ tokens, samples } = await prepareApiSamples(api, SECRET));
  });
  afterAll(() => api.close());

  it('finds the routes, and every one declares its access level first', () => {
    expect(routes.length).toBeGreaterThanOrEqual(16);
    const undeclared = routes.filter((route) => !route.rule).map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
    const unsampled = routes.map((route) => `${route.method} ${route.path}`).filter((key) => !samples.has(key));
    expect(unsampled).toEqual([]);
  });

  it('answers each caller of each route as its level says', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const request of samples.get(`${route.method} ${route.path}`) ?? []) {
        const level = request.level ?? route.rule!.level;
        for (const caller of CALLERS) {
          const token = tokens[caller];
          const response = await fetch(`${api.url}${request.path}`, {
            method: route.method,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(request.body ? { 'content-type': 'application/json' } : {}),
            },
            body: request.body ? JSON.stringify(request.body) : undefined,
          });
          await response.arrayBuffer();
          const want = expected(level, caller);
          const ok =
            want === 'allowed'
              ? response.status !== 401 && response.status !== 403 && response.status < 500
              : response.status === want;
          if (!ok) failures.push(`${route.method} ${request.path} as ${caller}: ${response.status}, wanted ${want}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a suspended account with the clear message, and an empty bearer token', async () => {
    const suspended = await fetch(`${api.url}/api/vendors/me`, {
      headers: { authorization: `Bearer ${tokens.suspended}` },
    });
    expect(suspended.status).toBe(403);
    expect(await suspended.json()).toMatchObject({
      error: { code: 'forbidden', message: 'Your account is suspended. Please contact support.' },
    });
    const empty = await fetch(`${api.url}/api/health`, { headers: { authorization: 'Bearer ' } });
    expect(empty.status).toBe(401);
    const garbage = await fetch(`${api.url}/api/health`, { headers: { authorization: 'Basic abc' } });
    expect(garbage.status).toBe(401);
  });
});
