import { describe, expect, it } from 'vitest';
import { bucketOf, chooseReleases, cookieOf, parseOverrides } from './live-releases';

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
