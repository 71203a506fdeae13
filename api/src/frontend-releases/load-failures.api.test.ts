import { FRONTEND_FAILURE_MESSAGE_MAX, MESSAGES, type FrontendFailureReport, inEnglish } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { frontendLoadFailures } from './load-failures.schema';
import { FAILURE_REPORTS_PER_MINUTE } from './load-failures.routes';

const VERSION = '0.2.0+d4725ca.3f9a2b1c';
const report = (changes: Partial<FrontendFailureReport> = {}): FrontendFailureReport => ({
  part: 'booking',
  version: VERSION,
  kind: 'contract',
  message: 'HostApi 2.0.0 was expected, and the shell provides 1.5.0',
  page: '/booking/42',
  ...changes,
});

/** Where the API's clock stands: moved by the tests, so the last hour is theirs to set. */
let clock = Date.now();

/** A shell's failure report, as sent from the client address `from`. */
const reportFrom = (apiUrl: string, body: unknown, from: string) =>
  fetch(`${apiUrl}/api/frontend-failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });

describe('POST /api/frontend-failures', () => {
  let api: TestApi;
  const stored = () => api.database.db.select().from(frontendLoadFailures);
  // each test reports from an address of its own (the API trusts the loopback proxy's X-Forwarded-For)
  const send = (body: unknown, from: string) => reportFrom(api.url, body, from);

  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(clock), env: { TRUSTED_PROXIES: '127.0.0.1, ::1' } });
  }, 60_000);
  afterAll(() => api.close());

  it('accepts a report from anyone, signed in or not, and stores it as sent', async () => {
    const answer = await send(report(), '203.0.113.1');
    expect(answer.status).toBe(202);
    expect(await answer.text()).toBe('');
    expect(await stored()).toEqual([expect.objectContaining({ ...report(), at: new Date(clock) })]);
  });

  it('refuses what is not a report with a 400 that says why, and stores nothing', async () => {
    const before = (await stored()).length;
    const wrong: [unknown, RegExp][] = [
      [report({ part: 'payments' as never }), /part/],
      [report({ version: '1.0.0' }), /release version/],
      [report({ kind: 'crash' as never }), /kind/],
      [report({ message: 'x'.repeat(FRONTEND_FAILURE_MESSAGE_MAX + 1) }), /message/],
      [report({ page: `/${'p'.repeat(300)}` }), /page/],
      [{ part: 'search' }, /./],
    ];
    for (const [body, why] of wrong) {
      const answer = await send(body, '203.0.113.2');
      expect(answer.status).toBe(400);
      const { error } = (await answer.json()) as { error: { message: string } };
      expect(error.message).toMatch(why);
    }
    expect(await stored()).toHaveLength(before);
  });

  it(`answers 429 past ${FAILURE_REPORTS_PER_MINUTE} reports a minute from one address, and stores no more`, async () => {
    const before = (await stored()).length;
    const statuses: number[] = [];
    for (let sent = 0; sent < FAILURE_REPORTS_PER_MINUTE + 3; sent += 1) {
      statuses.push((await send(report({ kind: 'load' }), '203.0.113.3')).status);
    }
    expect(statuses).toEqual([...Array<number>(FAILURE_REPORTS_PER_MINUTE).fill(202), 429, 429, 429]);
    const refused = await send(report(), '203.0.113.3');
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      inEnglish(MESSAGES.tooManyRequests),
    );
    expect(await stored()).toHaveLength(before + FAILURE_REPORTS_PER_MINUTE);
    // another address keeps its own budget
    expect((await send(report(), '203.0.113.4')).status).toBe(202);
  });
});

describe('failuresInLastHour', () => {
  let api: TestApi;
  const post = (body: FrontendFailureReport, from = '198.51.100.1') => reportFrom(api.url, body, from);

  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(clock), env: { TRUSTED_PROXIES: '127.0.0.1, ::1' } });
  }, 60_000);
  afterAll(() => api.close());

  it('counts the last hour by part, release and kind, with the latest message of each, the latest first', async () => {
    const start = clock;
    const at = (minutes: number) => {
      clock = start + minutes * 60_000;
    };
    at(0);
    await post(report({ message: 'over an hour before' }));
    at(61);
    await post(report({ message: 'first' }), '198.51.100.2');
    at(70);
    await post(report({ message: 'second' }), '198.51.100.3');
    await post(report({ part: 'search', version: null, kind: 'load', message: 'entry 404' }), '198.51.100.4');
    at(90);
    await post(report({ kind: 'render', message: 'Invalid time value' }), '198.51.100.5');
    at(100);
    await post(report({ message: 'third' }), '198.51.100.6');
    at(119);

    const now = new Date(clock);
    expect(await api.services.loadFailures.failuresInLastHour(now)).toEqual([
      {
        part: 'booking',
        version: VERSION,
        kind: 'contract',
        count: 3,
        lastMessage: 'third',
        lastAt: new Date(start + 100 * 60_000),
      },
      {
        part: 'booking',
        version: VERSION,
        kind: 'render',
        count: 1,
        lastMessage: 'Invalid time value',
        lastAt: new Date(start + 90 * 60_000),
      },
      {
        part: 'search',
        version: null,
        kind: 'load',
        count: 1,
        lastMessage: 'entry 404',
        lastAt: new Date(start + 70 * 60_000),
      },
    ]);
  });

  it('lets reports older than a week go as new ones arrive', async () => {
    const before = (await api.database.db.select().from(frontendLoadFailures)).length;
    expect(before).toBeGreaterThan(0);
    clock += 8 * 24 * 3_600_000;
    await post(report({ message: 'a week later' }), '198.51.100.7');
    const left = await api.database.db.select().from(frontendLoadFailures);
    expect(left.map((row) => row.message)).toEqual(['a week later']);
  });
});
