import { describe, expect, it } from 'vitest';
import { DEV_RELEASE_OVERRIDE_SECRET, RELEASE_OVERRIDE_TOKEN_QUERY } from '@jatra/shared';
import { signReleaseOverride } from '@jatra/shared/release-override-token';
import {
  bucketOf,
  chooseReleases,
  cookieOf,
  OVERRIDE_COOKIE,
  OVERRIDE_TOKEN_COOKIE,
  overrideSettingsFrom,
  overridesOf,
  parseOverrides,
} from './live-releases';

const singletons = { react: '19.3.1' };
const stable = { version: '0.1.0+abcdef1.00000001', hostApi: '1.5.0', singletons };
const next = { version: '0.1.0+abcdef1.00000002', hostApi: '1.5.0', singletons };
const visitors = Array.from({ length: 2000 }, (_, index) => `visitor-${index}`);

describe('which release a visitor gets', () => {
  it('the live one, or the canary for about its share of visitors, the same one on every load', () => {
    const live = { booking: { ...stable, canary: { ...next, percent: 10 } } };
    const got = visitors.map((visitor) => chooseReleases(live, visitor, {}, () => null).booking!.version);
    const share = got.filter((version) => version === next.version).length / visitors.length;
    expect(share).toBeGreaterThan(0.07);
    expect(share).toBeLessThan(0.13);
    expect(visitors.map((visitor) => chooseReleases(live, visitor, {}, () => null).booking!.version)).toEqual(got);
    // without a visitor id (a page's first request before its cookie), the live one
    expect(chooseReleases(live, undefined, {}, () => null).booking).toEqual(stable);
  });

  it('draws each frontend’s canary independently of the others', () => {
    const both = visitors.filter((visitor) => bucketOf(visitor, 'booking') < 50 && bucketOf(visitor, 'search') < 50);
    expect(both.length / visitors.length).toBeGreaterThan(0.2);
    expect(both.length / visitors.length).toBeLessThan(0.3);
  });

  it('an override wins, if that release is published; a bad one is ignored', () => {
    const live = { search: { ...stable, canary: null } };
    const published = (part: string, version: string) => (version === next.version ? next : null);
    expect(chooseReleases(live, 'v', parseOverrides(`search@${next.version}`), published).search).toEqual(next);
    expect(chooseReleases(live, 'v', parseOverrides('search@0.1.0+abcdef1.0000000f'), published).search).toEqual({
      ...stable,
      canary: undefined,
    });
    expect(parseOverrides('search@../../etc,payments@0.1.0+abcdef1.00000001,booking@latest')).toEqual({});
  });

  it('reads one cookie from a Cookie header', () => {
    expect(cookieOf('a=1; jatra_visitor=abc; b=2', 'jatra_visitor')).toBe('abc');
    expect(cookieOf(undefined, 'jatra_visitor')).toBeUndefined();
  });
});

describe('who may choose releases for their own browser', () => {
  const production = overrideSettingsFrom({ NODE_ENV: 'production', RELEASE_OVERRIDE_SECRET: 'x'.repeat(40) });
  const development = overrideSettingsFrom({ NODE_ENV: 'development' });
  const visit = async (settings: typeof production, address: string, cookie?: string) => {
    const cookies: string[] = [];
    const chosen = await overridesOf({ address, cookie, setCookie: (set) => cookies.push(set) }, settings);
    return { chosen, cookies };
  };
  const tokenFor = async (secret: string, at = new Date()) =>
    (await signReleaseOverride(secret, { adminId: 'admin-1', releases: { search: next.version } }, at)).token;

  it('anyone outside production, with ?release=; nobody in production', async () => {
    const asked = `/?release=search@${next.version}`;
    const dev = await visit(development, asked);
    expect(dev.chosen).toEqual({ search: next.version });
    expect(dev.cookies[0]).toContain(`${OVERRIDE_COOKIE}=`);
    expect(await visit(production, asked)).toEqual({ chosen: {}, cookies: [] });
    expect(
      (await visit(production, '/', `${OVERRIDE_COOKIE}=${encodeURIComponent(`search@${next.version}`)}`)).chosen,
    ).toEqual({});
    expect(overrideSettingsFrom({ NODE_ENV: 'production' })).toEqual({ plain: false, secret: undefined });
  });

  it("in production, an admin's override the API signed: kept HttpOnly, and nothing forged or expired", async () => {
    const secret = production.secret!;
    const token = await tokenFor(secret);
    const taken = await visit(production, `/?${RELEASE_OVERRIDE_TOKEN_QUERY}=${token}`);
    expect(taken.chosen).toEqual({ search: next.version });
    expect(taken.cookies).toEqual([expect.stringMatching(new RegExp(`^${OVERRIDE_TOKEN_COOKIE}=${token};.*HttpOnly`))]);
    expect((await visit(production, '/bookings', `${OVERRIDE_TOKEN_COOKIE}=${token}`)).chosen).toEqual({
      search: next.version,
    });

    const forged = await tokenFor(DEV_RELEASE_OVERRIDE_SECRET);
    expect((await visit(production, '/', `${OVERRIDE_TOKEN_COOKIE}=${forged}`)).chosen).toEqual({});
    const expired = await tokenFor(secret, new Date(Date.now() - 9 * 3600_000));
    const refused = await visit(production, `/?${RELEASE_OVERRIDE_TOKEN_QUERY}=${expired}`);
    expect(refused.chosen).toEqual({});
    expect(refused.cookies[0]).toContain('Max-Age=0');
    // `off` removes it
    const off = await visit(production, `/?${RELEASE_OVERRIDE_TOKEN_QUERY}=off`, `${OVERRIDE_TOKEN_COOKIE}=${token}`);
    expect(off.chosen).toEqual({});
    expect(off.cookies[0]).toMatch(new RegExp(`^${OVERRIDE_TOKEN_COOKIE}=; .*Max-Age=0`));
  });
});
