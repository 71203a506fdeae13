import { DEV_RELEASE_OVERRIDE_SECRET, RELEASE_OVERRIDE_TOKEN_QUERY } from '@jatra/shared';
import { readReleaseOverride } from '@jatra/shared/release-override-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, startTestApi, type TestApi } from '../../test/api-test-kit';
import { signInByOtp } from '../../test/booking-journey-test-kit';
import { DEV_ADMIN_EMAIL } from '../config';

const version = '0.1.0+abcdef1.0000beef';

describe("an admin's release override", () => {
  let api: TestApi;
  let admin: string;
  const ask = (body: unknown, token?: string) =>
    fetch(`${api.url}/api/admin/frontend-releases/override`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    api = await startTestApi();
    admin = (await adminSession(api.url)).token;
  });
  afterAll(() => api.close());

  it('is signed for an admin, for their own browser, and written to the audit log', async () => {
    const answer = await ask({ releases: { search: version } }, admin);
    expect(answer.status).toBe(200);
    const { result } = (await answer.json()) as { result: { token: string; expires_at: string; path: string } };
    expect(result.path).toBe(`/?${RELEASE_OVERRIDE_TOKEN_QUERY}=${encodeURIComponent(result.token)}`);
    expect(Date.parse(result.expires_at) - Date.now()).toBeGreaterThan(7 * 3600_000);
    expect(await readReleaseOverride(DEV_RELEASE_OVERRIDE_SECRET, result.token, new Date())).toEqual({
      search: version,
    });
    // another secret, or after it expires, it is worth nothing
    expect(await readReleaseOverride('another-secret-of-at-least-32-characters', result.token, new Date())).toBe(null);
    expect(
      await readReleaseOverride(DEV_RELEASE_OVERRIDE_SECRET, result.token, new Date(Date.now() + 9 * 3600_000)),
    ).toBe(null);

    const activities = (await (
      await fetch(`${api.url}/api/admin/activities`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as { result: { kind: string; summary: string }[] };
    expect(activities.result.find((activity) => activity.kind === 'release')?.summary).toBe(
      `Loaded search@${version} in their own browser (by ${DEV_ADMIN_EMAIL})`,
    );
  });

  it('is refused to travellers and to nobody signed in, and a malformed choice gets a clear 400', async () => {
    const traveller = await signInByOtp(api.url, 'override.tester@example.com');
    expect((await ask({ releases: { search: version } }, traveller.accessToken)).status).toBe(403);
    expect((await ask({ releases: { search: version } })).status).toBe(401);

    for (const [body, words] of [
      [{ releases: {} }, 'Choose at least one release'],
      [{ releases: { search: 'latest' } }, 'a release version'],
      [{ releases: { payments: version } }, 'payments'],
    ] as const) {
      const answer = await ask(body, admin);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toContain(words);
    }
  });
});
