import { decodeJwt } from 'jose';
import pino from 'pino';
import { AUTH_MESSAGES, INPUT_MESSAGES, USER_METADATA_LIMITS } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  signInByOtp,
  type Traveller,
} from '../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../test/api-test-kit';

const application = (companyName: string) => ({
  company_name: companyName,
  registration_number: 'REG-1',
  contact_name: 'Anjali Bora',
  contact_email: 'ops@example.com',
  contact_phone: '+919812345678',
});

describe('what no route accepts: NUL and control characters, lone surrogates, deep nesting, huge user_metadata', () => {
  let api: TestApi;
  let traveller: Traveller;
  let pnr: string;
  let refreshToken: string;
  const logged: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
    api = await startTestApi({ logger });
    ({ refreshToken, ...traveller } = await signInByOtp(api.url, 'read-input@example.com'));
    const bus = await findBookableBus(api.url, 2);
    pnr = (await bookSeats(api.url, traveller, bus, [freeSeats(bus.seats)[0]!.id])).pnr_number;
  });
  afterAll(() => api.close());

  /** Sends a JSON body as written (`raw`), or `body` encoded, as the signed-in traveller. */
  async function send(method: string, path: string, body: unknown, raw?: string) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${traveller.accessToken}` },
      body: raw ?? JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  const apiRefusal = (message: string) => ({ status: 400, body: { error: { code: 'bad_request', message } } });
  const authRefusal = (message: string) => ({ status: 400, body: { code: 'validation_failed', message } });

  it('refuses a NUL in a vendor application, a payment order id, a PKCE code and a name, each in its error shape', async () => {
    const nul = INPUT_MESSAGES.forbiddenCharacters;
    expect(await send('POST', '/api/vendors/apply', application('Bora\u0000Travels'))).toEqual(apiRefusal(nul));
    expect(await send('POST', '/api/vendors/apply', { ...application('Bora'), contact_name: 'A\u0000' })).toEqual(
      apiRefusal(nul),
    );
    expect(await send('POST', '/api/phonepe/create-payment', { merchantOrderId: `${pnr}\u0000` })).toEqual(
      apiRefusal(nul),
    );
    expect(
      await send('POST', '/auth/v1/token?grant_type=pkce', { auth_code: 'a\u0000b', code_verifier: 'verifier' }),
    ).toEqual(authRefusal(nul));
    expect(await send('PUT', '/auth/v1/user', { data: { full_name: 'Asha\u0000Das' } })).toEqual(authRefusal(nul));
  });

  it('refuses other control characters and NUL in the path, the query string and a key', async () => {
    const refused = apiRefusal(INPUT_MESSAGES.forbiddenCharacters);
    expect(await send('POST', '/api/vendors/apply', application('Bora\u001bTravels'))).toEqual(refused);
    expect(await send('GET', `/api/bookings/${pnr}%00`, undefined)).toEqual(refused);
    expect(await send('GET', '/api/cities?q=gu%00', undefined)).toEqual(refused);
    expect(await send('POST', '/api/phonepe/create-payment', { merchantOrderId: pnr, 'x\u0000': 1 })).toEqual(refused);
    // tabs and line breaks are text people write
    expect((await send('PUT', '/auth/v1/user', { data: { note: 'line one\r\n\tline two' } })).status).toBe(200);
  });

  it('refuses a lone surrogate, escaped or in the URL as the bytes of its code unit', async () => {
    const refused = authRefusal(INPUT_MESSAGES.forbiddenCharacters);
    expect(await send('PUT', '/auth/v1/user', undefined, '{"data":{"full_name":"Asha \\ud800"}}')).toEqual(refused);
    expect(await send('PUT', '/auth/v1/user', undefined, '{"data":{"\\udc00":"Asha"}}')).toEqual(refused);
    // a pair is a character like any other
    expect((await send('PUT', '/auth/v1/user', { data: { full_name: 'Asha 🚌' } })).status).toBe(200);
    expect((await send('GET', '/api/cities?q=%ED%A0%80', undefined)).status).toBeLessThan(500);
  });

  it('refuses `data` nested 5,000 deep, and a body nested just past the limit', async () => {
    const deep = (depth: number) => `{"data":${'{"a":'.repeat(depth)}1${'}'.repeat(depth + 1)}`;
    expect(await send('PUT', '/auth/v1/user', undefined, deep(5000))).toEqual(
      authRefusal(INPUT_MESSAGES.nestedTooDeeply),
    );
    expect(await send('POST', '/api/vendors/apply', undefined, `${'['.repeat(33)}${']'.repeat(33)}`)).toEqual(
      apiRefusal(INPUT_MESSAGES.nestedTooDeeply),
    );
  });

  it('bounds user_metadata: one oversized update, growth by merging and deep nesting are refused', async () => {
    const over = 'x'.repeat(USER_METADATA_LIMITS.maxBytes);
    expect(await send('PUT', '/auth/v1/user', { data: { bio: over } })).toEqual(
      authRefusal(AUTH_MESSAGES.metadataTooLarge),
    );
    // four 30 KB updates made a 163 KB token; now a merge past the limit is refused as well
    const quarter = 'y'.repeat(USER_METADATA_LIMITS.maxBytes / 4);
    for (const key of ['a', 'b', 'c'])
      expect((await send('PUT', '/auth/v1/user', { data: { [key]: quarter } })).status).toBe(200);
    expect(await send('PUT', '/auth/v1/user', { data: { d: quarter } })).toEqual(
      authRefusal(AUTH_MESSAGES.metadataTooLarge),
    );
    // deleting keys makes room again
    expect((await send('PUT', '/auth/v1/user', { data: { a: null, b: null, c: null } })).status).toBe(200);
    let nested: unknown = 'leaf';
    for (let depth = 0; depth < USER_METADATA_LIMITS.maxDepth; depth++) nested = { deeper: nested };
    expect(await send('PUT', '/auth/v1/user', { data: { nested } })).toEqual(
      authRefusal(AUTH_MESSAGES.metadataTooDeep),
    );
  });

  it('takes a normal update, and a session refreshed after the largest one still reaches /api', async () => {
    const saved = await send('PUT', '/auth/v1/user', { data: { full_name: 'Asha Das', city: 'Jorhat' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ user_metadata: { full_name: 'Asha Das', city: 'Jorhat' } });

    const user = (await send('GET', '/auth/v1/user', undefined)).body as { user_metadata: Record<string, unknown> };
    const room = USER_METADATA_LIMITS.maxBytes - Buffer.byteLength(JSON.stringify({ ...user.user_metadata, big: '' }));
    expect((await send('PUT', '/auth/v1/user', { data: { big: 'z'.repeat(room) } })).status).toBe(200);

    const refreshed = await send('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: refreshToken });
    const fresh = (refreshed.body as { access_token: string }).access_token;
    // the token carries all of it, and stays far from the 16 KB of headers Node accepts
    expect(decodeJwt(fresh).user_metadata).toMatchObject({ big: 'z'.repeat(room) });
    expect(fresh.length).toBeLessThan(8 * 1024);
    const bookings = await fetch(`${api.url}/api/bookings`, { headers: { authorization: `Bearer ${fresh}` } });
    expect(bookings.status).toBe(200);
  });

  it('logged nothing with the data it refused', () => {
    expect(logged.filter((line) => /\\u0000|\\ud800|params:/.test(line))).toEqual([]);
    expect(logged.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });
});
