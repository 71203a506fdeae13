import {
  DEFAULT_SETTINGS,
  addDaysIso,
  cacheClearedResponseSchema,
  supportContactResponseSchema,
  systemSettingsResponseSchema,
  todayInIndia,
  type SystemSettings,
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUWAHATI, JORHAT } from '../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';

const saved: SystemSettings = {
  commission_rate: 7.5,
  booking_fee: 40,
  cancellation_fee: 120.5,
  support_email: 'help@jatra.example',
  support_phone: '+91 (361) 246-8000',
};

describe('admin: settings, support contact and caches', () => {
  let api: TestApi;
  let admin: string;

  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { response, body: (await response.json()) as unknown };
  }

  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: 'admin-settings-test-secret-0123456789abcdef' } });
    const answer = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
    });
    admin = ((await answer.json()) as { access_token: string }).access_token;
  });
  afterAll(() => api.close());

  it('serves the defaults until an admin saves, then what was saved; the support contact follows', async () => {
    const before = await call('GET', '/api/admin/settings');
    expect(before.response.status).toBe(200);
    expect(systemSettingsResponseSchema.parse(before.body).result).toEqual({ ...DEFAULT_SETTINGS, updated_at: null });
    const publicBefore = await fetch(`${api.url}/api/support-contact`);
    expect(publicBefore.headers.get('cache-control')).toBe('public, max-age=60');
    expect(supportContactResponseSchema.parse(await publicBefore.json()).result).toEqual({
      support_email: DEFAULT_SETTINGS.support_email,
      support_phone: DEFAULT_SETTINGS.support_phone,
    });

    // the form sends what it has, as strings and with stray spaces
    const put = await call('PUT', '/api/admin/settings', {
      ...saved,
      commission_rate: '7.5',
      support_email: ` ${saved.support_email} `,
    });
    expect(put.response.status).toBe(200);
    const { result } = systemSettingsResponseSchema.parse(put.body);
    expect(result).toMatchObject(saved);
    expect(Date.parse(result.updated_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(systemSettingsResponseSchema.parse((await call('GET', '/api/admin/settings')).body).result).toEqual(result);

    const contact = await fetch(`${api.url}/api/support-contact`);
    expect(supportContactResponseSchema.parse(await contact.json()).result).toEqual({
      support_email: saved.support_email,
      support_phone: saved.support_phone,
    });
  });

  it('refuses settings it cannot keep, with the form’s messages, and keeps the saved ones', async () => {
    for (const [change, message] of [
      [{ commission_rate: 100.5 }, 'Commission rate must be between 0 and 100'],
      [{ commission_rate: 12.34 }, 'Use steps of 0.1'],
      [{ commission_rate: 'ten' }, 'Commission rate must be a number'],
      [{ booking_fee: -1 }, 'Booking fee cannot be negative'],
      [{ cancellation_fee: 200_000 }, 'Cancellation fee is too large'],
      [{ support_email: 'not-an-email' }, 'Please enter a valid support email'],
      [{ support_phone: '' }, 'Support phone is required'],
      [{ support_phone: 'call us' }, 'Use digits, spaces, +, - and brackets only'],
    ] as const) {
      const answer = await call('PUT', '/api/admin/settings', { ...saved, ...change });
      expect(answer.response.status, JSON.stringify(change)).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'bad_request', message } });
    }
    expect((await call('PUT', '/api/admin/settings')).response.status).toBe(400);
    expect(systemSettingsResponseSchema.parse((await call('GET', '/api/admin/settings')).body).result).toMatchObject(
      saved,
    );
  });

  it('clears the search caches and says how many entries each held', async () => {
    const tomorrow = addDaysIso(todayInIndia(), 1);
    const dayAfter = addDaysIso(todayInIndia(), 2);
    for (const date of [tomorrow, dayAfter, tomorrow]) {
      const answer = await fetch(`${api.url}/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${date}`);
      expect(answer.status).toBe(200);
    }
    const search = async () =>
      (await (
        await fetch(`${api.url}/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${tomorrow}`)
      ).json()) as {
        cached: boolean;
      };
    expect((await search()).cached).toBe(true);

    const first = await call('POST', '/api/admin/cache/clear');
    expect(first.response.status).toBe(200);
    const cleared = cacheClearedResponseSchema.parse(first.body).result.cleared;
    expect(cleared.find((cache) => cache.name === 'search results')).toEqual({ name: 'search results', entries: 2 });
    expect(cleared.map((cache) => cache.name)).toContain('operators');
    expect((await search()).cached).toBe(false);

    const second = cacheClearedResponseSchema.parse((await call('POST', '/api/admin/cache/clear')).body).result;
    // only the search made since the first clear was cached again
    expect(second.cleared.find((cache) => cache.name === 'search results')!.entries).toBe(1);
    const activities = (await call('GET', '/api/admin/activities')).body as { result: { kind: string }[] };
    expect(activities.result.map((activity) => activity.kind)).toContain('cache');
  });
});
