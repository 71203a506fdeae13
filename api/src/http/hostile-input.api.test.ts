import fc from 'fast-check';
import pino from 'pino';
import { z } from 'zod';
import { apiErrorBodySchema } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_MARK, summaryLine, type FuzzSummary } from '../../test/summary-line';
import { prepareApiSamples, prepareAuthSamples, type RouteSamples, type Sample } from '../../test/route-samples';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { listRoutes } from '../auth';
import { DEV_PHONEPE } from '../config';
import { webhookAuthorization } from '../commerce';

/** Fixed, so a failure replays: fast-check prints the counterexample and its path. */
const SEED = 14_04;
const RUNS_PER_ROUTE = 40;
const SECRET = 'hostile-input-secret-0123456789abcdef-jatra';

const goTrueErrorSchema = z.object({ code: z.string(), message: z.string() });

interface Target {
  mount: '/api' | '/auth/v1';
  method: string;
  /** as the router declares it, e.g. `/bookings/:pnr` */
  declared: string;
  samples: Sample[];
  callers: (keyof RouteSamples['tokens'])[];
  /** signed by the payment gateway (its webhook), not by a user's token */
  gateway?: boolean;
}

interface HostileRequest {
  path: string;
  body?: string;
  contentType: string;
  caller: keyof RouteSamples['tokens'];
}

// --- what a hostile client sends ------------------------------------------------------------------------

const control = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constantFrom(0x7f, 0x85, 0x9f));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff });
// NUL above all: PostgreSQL refuses it in text and jsonb
const badCharacter = fc
  .oneof({ arbitrary: fc.constant(0), weight: 2 }, control, { arbitrary: loneSurrogate, weight: 2 })
  .map((unit) => String.fromCharCode(unit));

const hostileText = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(document.cookie)>',
      'javascript:alert(1)',
      "' OR '1'='1",
      '1; DROP TABLE bookings; --',
      "Robert'); DROP TABLE users;--",
      '%00',
      '%s%s%s%n',
      '${7*7}{{7*7}}',
      '../../../etc/passwd',
      '\u202egnp.exe',
      '🚌🎫',
      '',
      ' ',
    ),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 6 }), badCharacter, fc.string({ maxLength: 6 }))
      .map(([before, bad, after]) => `${before}${bad}${after}`),
    weight: 3,
  },
  fc.string({ unit: 'binary', maxLength: 24 }),
  // long, yet within the 16 KB Node allows for a request's head when sent in the URL
  fc.integer({ min: 300, max: 1500 }).map((length) => 'é'.repeat(length)),
);

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 63),
  2 ** 31,
  -1,
  0.1 + 0.2,
  5e-324,
);

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  hugeNumber,
  fc.constantFrom(null, true, false, [], {}, nested(31), nested(33), nested(200)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** Bodies no JSON encoder writes: broken JSON, numbers past a double, nesting past any stack, past the size limit. */
const rawBody = fc.constantFrom(
  '{',
  '{"a":',
  'null',
  '"text"',
  '1e999',
  `{"n":${'9'.repeat(400)}}`,
  '{"__proto__":{"role":"admin"}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"\\udc00":1}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"data":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`,
  `${'['.repeat(60_000)}${']'.repeat(60_000)}`,
  `{"a":"${'x'.repeat(150_000)}"}`,
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Percent-encoded as a hostile client would: a lone surrogate as the bytes of its code unit (CESU-8). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A copy of `value` with the leaf `choices` points to (now and then a new key) changed by `change`. */
function changeLeaf(value: unknown, choices: number[], change: (old: unknown) => unknown): unknown {
  if (typeof value !== 'object' || value === null || choices.length === 0) return change(value);
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...value };
  const keys = Object.keys(copy);
  const [choice = 0, ...rest] = choices;
  const key = keys.length === 0 || choice % 6 === 5 ? 'extra' : keys[choice % keys.length]!;
  copy[key] = changeLeaf(copy[key], rest, change);
  return copy;
}

const WHERE = ['path', 'query', 'field', 'field', 'field', 'body', 'raw', 'type'] as const;

/**
 * One sample request of the route, spoiled in one place (a path parameter, a query parameter, a body field,
 * the body, its type): the value replaced by a hostile one, or a bad character slipped into the sample's own
 * text, which the route's schema would otherwise take (a company name, an order id) on to the database.
 */
function hostileRequest(target: Target): fc.Arbitrary<HostileRequest> {
  const params = target.declared.split('/').flatMap((segment, index) => (segment.includes(':') ? [index] : []));
  const samples =
    target.samples.length > 0 ? target.samples : [{ path: target.declared.replace(/:(\w+)/g, '1'), body: {} }];
  const json = (value: unknown) => JSON.stringify(value);
  return fc
    .record({
      sample: fc.constantFrom(...samples),
      caller: fc.constantFrom(...target.callers),
      where: fc.constantFrom(...WHERE),
      slipIn: fc.boolean(),
      bad: badCharacter,
      at: fc.nat(),
      value: hostileValue,
      text: hostileText,
      raw: rawBody,
      choices: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    })
    .map(({ sample, caller, where, slipIn, bad, at, value, text, raw, choices }) => {
      const spoilText = (old: string) =>
        slipIn ? old.slice(0, at % (old.length + 1)) + bad + old.slice(at % (old.length + 1)) : text;
      const spoil = (old: unknown) => (slipIn && typeof old === 'string' ? spoilText(old) : value);
      const [path = '', query = ''] = sample.path.split('?');
      const withQuery = (pathname: string, search: string) => (search ? `${pathname}?${search}` : pathname);
      const request: HostileRequest = { path: sample.path, caller, contentType: 'application/json' };
      if (sample.body !== undefined) request.body = json(sample.body);
      if (where === 'path' && params.length > 0) {
        const segments = path.split('/');
        const index = params[choices[0]! % params.length]!;
        const suffix = target.declared.split('/')[index]!.endsWith('.json') ? '.json' : '';
        segments[index] =
          encode(spoilText(decodeURIComponent(segments[index]!.slice(0, -suffix.length || undefined)))) + suffix;
        request.path = withQuery(segments.join('/'), query);
      } else if (where === 'query' || where === 'path') {
        const search = new URLSearchParams(query);
        const keys = [...search.keys(), 'q'];
        const key = keys[choices[0]! % keys.length]!;
        const kept = query.split('&').filter((pair) => pair && !pair.startsWith(`${key}=`));
        const spoilt = spoilText(search.get(key) ?? '');
        request.path = withQuery(path, [...kept, `${key}=${encode(spoilt)}`].join('&'));
      } else if (where === 'field') {
        request.body = json(changeLeaf(sample.body ?? {}, choices, spoil));
      } else if (where === 'body') {
        request.body = json(value);
      } else if (where === 'raw') {
        request.body = raw;
      } else {
        request.contentType = 'text/plain';
        request.body = text;
      }
      return request;
    });
}

describe('every /api and /auth/v1 route answers malformed, oversized and hostile input with a 4xx', () => {
  let api: TestApi;
  const targets: Target[] = [];
  const tokens: Record<string, RouteSamples['tokens']> = {};
  const errorLines: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'error' }, { write: (line: string) => void errorLines.push(line) });
    api = await startTestApi({ env: { AUTH_JWT_SECRET: SECRET }, logger });
    const apiSamples = await prepareApiSamples(api, SECRET);
    const authSamples = await prepareAuthSamples(api);
    tokens['/api'] = apiSamples.tokens;
    tokens['/auth/v1'] = authSamples.tokens;
    // /api first: the /auth/v1 samples sign their user out
    for (const route of listRoutes(api.apiRouter)) {
      targets.push({
        mount: '/api',
        method: route.method,
        declared: route.path,
        // the /api samples name the full path
        samples: (apiSamples.samples.get(`${route.method} ${route.path}`) ?? []).map((sample) => ({
          ...sample,
          path: sample.path.replace(/^\/api/, ''),
        })),
        callers: ['user', 'vendor', 'admin', 'anonymous'],
        gateway: route.rule?.level === 'gateway',
      });
    }
    for (const route of listRoutes(api.authRouter)) {
      targets.push({
        mount: '/auth/v1',
        method: route.method,
        declared: route.path,
        samples: authSamples.samples.get(`${route.method} ${route.path}`) ?? [],
        callers: ['user', 'anonymous'],
      });
    }
  }, 60_000);
  afterAll(() => api.close());

  it('never answers 5xx, and every refusal is in its router’s error shape, with nothing logged as an error', async () => {
    const gateway = webhookAuthorization(DEV_PHONEPE.webhookUsername, DEV_PHONEPE.webhookPassword);
    const failures: string[] = [];
    let sent = 0;
    for (const target of targets) {
      const errorShape = target.mount === '/api' ? apiErrorBodySchema : goTrueErrorSchema;
      const details = await fc.check(
        fc.asyncProperty(hostileRequest(target), async (request) => {
          const token = tokens[target.mount]![request.caller];
          const response = await fetch(`${api.url}${target.mount}${request.path}`, {
            method: target.method,
            redirect: 'manual',
            headers: {
              'content-type': request.contentType,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(target.gateway ? { authorization: gateway } : {}),
            },
            body: target.method === 'GET' ? undefined : request.body,
          });
          sent++;
          const text = await response.text();
          const sentBody = request.body === undefined ? '' : ` ${JSON.stringify(request.body.slice(0, 100))}`;
          const what = `${target.method} ${target.mount}${request.path.slice(0, 100)}${sentBody} as ${request.caller}`;
          if (response.status >= 500) throw new Error(`${what}: ${response.status}`);
          if (response.status >= 400 && !errorShape.safeParse(parseJson(text)).success) {
            throw new Error(`${what}: ${response.status} not in the error shape: ${text.slice(0, 100)}`);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (details.failed) failures.push((details.errorInstance as Error | undefined)?.message ?? 'failed');
    }
    // the bench report reads this line (npm run bench -- hardening)
    const summary: FuzzSummary = { routes: targets.length, requests: sent, failures: failures.length };
    console.info(summaryLine(FUZZ_MARK, summary));
    expect(failures).toEqual([]);
    expect(new Set(targets.map((target) => target.mount))).toEqual(new Set(['/api', '/auth/v1']));
    expect(sent).toBe(targets.length * RUNS_PER_ROUTE);
    expect(errorLines).toEqual([]);
  }, 120_000);
});
