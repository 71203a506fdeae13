import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareApiSamples, type Caller, type Sample } from '../../test/route-samples';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { listRoutes, type AccessLevel, type RouteAccess } from '../auth';
import { escapeHtml } from '../http/escape-html';
import { webhookAuthorization } from '../commerce';
import { openApiPath, type OpenApiDocument } from './openapi';

const SECRET = 'docs-test-secret-0123456789abcdef-jatra';

/** Who sends each route's samples: a caller its level lets in, so the route parses the request and answers. */
const CALLER_OF: Record<Exclude<AccessLevel, 'gateway'>, Caller> = {
  anyone: 'anonymous',
  'signed-in': 'user',
  owner: 'user',
  vendor: 'vendor',
  admin: 'admin',
};

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the OpenAPI document at /api/docs', () => {
  let api: TestApi;
  let routes: RouteAccess[];
  let document: OpenApiDocument;
  let tokens: Record<Caller, string | undefined>;
  let samples: Map<string, Sample[]>;

  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: SECRET } });
    routes = listRoutes(api.apiRouter);
    ({ tokens, samples } = await prepareApiSamples(api, SECRET));
    const answer = await fetch(`${api.url}/api/docs.json`);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await answer.json()) as OpenApiDocument;
  }, 120_000);
  afterAll(() => api.close());

  it('documents exactly the routes the /api router registered, each with the level its access() enforces', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => `${method.toUpperCase()} ${path} ${op['x-access']}`),
    );
    const registered = routes.map((route) => `${route.method} ${openApiPath(route.path)} ${route.rule?.level}`);
    expect(documented.sort()).toEqual(registered.sort());
    expect(routes.filter((route) => !route.declaration).map(keyOf)).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(55);
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('marks who may call each route: a bearer token where a role is needed, the signature on the webhook', () => {
    const operation = (method: string, path: string) => document.paths[path]![method]!;
    expect(operation('get', '/api/admin/users').security).toEqual([{ bearer: [] }]);
    expect(operation('get', '/api/admin/users').description).toBe('Who may call: an admin.');
    expect(operation('get', '/api/vendor/dashboard').description).toBe('Who may call: a vendor or an admin.');
    expect(operation('get', '/api/search').security).toEqual([{}, { bearer: [] }]);
    expect(operation('get', '/api/cities.json').description).toBe('Who may call: anyone; admin with ?refresh.');
    expect(operation('post', '/api/phonepe/webhook').security).toEqual([{ phonePeWebhook: [] }]);
    expect(operation('get', '/api/bookings/{pnr}').responses[404]).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    expect(document.components.schemas.ApiError).toMatchObject({ required: ['error'] });
  });

  it('answers each route as its declaration documents', async () => {
    const webhookAuth = webhookAuthorization(
      api.config.payments.phonepe.webhook.username,
      api.config.payments.phonepe.webhook.password,
    );
    const wrongAnswers: string[] = [];
    let answersChecked = 0;
    for (const route of routes) {
      const key = keyOf(route);
      const { answer } = route.declaration!;
      const level = route.rule!.level;
      for (const sample of samples.get(key) ?? []) {
        const needed = sample.level ?? level;
        const token = needed === 'gateway' ? undefined : tokens[CALLER_OF[needed]];
        const response = await fetch(`${api.url}${sample.path}`, {
          method: route.method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(needed === 'gateway' ? { authorization: webhookAuth } : {}),
            ...(sample.body ? { 'content-type': 'application/json' } : {}),
          },
          body: sample.body ? JSON.stringify(sample.body) : undefined,
        });
        const text = await response.text();
        if (response.status === answer.status && answer.schema) {
          answersChecked++;
          const result = answer.schema.safeParse(JSON.parse(text));
          if (!result.success)
            wrongAnswers.push(`${key}: ${result.error.issues[0]?.path.join('.')} ${result.error.issues[0]?.message}`);
        }
      }
    }
    expect(wrongAnswers).toEqual([]);
    expect(answersChecked).toBeGreaterThanOrEqual(40);
  }, 120_000);

  it('serves a page listing every route, its parameters and who may call it, with nothing from another origin', async () => {
    const answer = await fetch(`${api.url}/api/docs`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await answer.text();
    const missing = routes.filter(
      (route) => !html.includes(`${route.method}</span> <code>${escapeHtml(openApiPath(route.path))}</code>`),
    );
    expect(missing.map(keyOf)).toEqual([]);
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema)/i);
    expect(html).toContain('Who may call: the user it belongs to, or an admin');
    expect(html).toContain('<th scope="row"><code>pnr_number</code></th><td>query</td><td>yes</td>');
  });
});
