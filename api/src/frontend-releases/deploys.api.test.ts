import {
  ADMIN_RELEASE_HISTORY_LENGTH,
  DEPLOY_MESSAGES,
  DEPLOY_TOKEN_HEADER,
  type AdminFrontendReleases,
  type ReleaseDescriptor,
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, startTestApi, type TestApi } from '../../test/api-test-kit';
import { signInByOtp } from '../../test/booking-journey-test-kit';
import { DEV_ADMIN_EMAIL, DEV_DEPLOY_TOKEN } from '../config';

const singletons = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  'react-router-dom': '7.9.1',
  zustand: '5.0.8',
  '@tanstack/react-query': '5.90.2',
};

let serial = 0;
/** A release as `npm run release` describes one: each call a new version with its own files. */
function release(part: ReleaseDescriptor['part'], changes: Partial<ReleaseDescriptor> = {}): ReleaseDescriptor {
  serial += 1;
  const hash = serial.toString(16).padStart(8, '0');
  return {
    part,
    version: `0.1.0+abcdef1.${hash}`,
    builtAt: '2026-11-28T18:00:00.000Z',
    gitSha: 'abcdef1',
    hostApi: '1.5.0',
    singletons,
    exposedModule: part === 'shell' ? null : './App',
    pages: [],
    entry: { path: part === 'shell' ? 'index.html' : 'assets/remoteEntry.js', integrity: `sha384-${hash}AAAA` },
    bundle: { totalBytes: 100, firstViewBytes: 50, pageBytes: {} },
    ...changes,
  };
}

describe('the deploy registry', () => {
  let api: TestApi;
  let admin: string;

  const tool = async (method: string, path: string, body?: unknown, token = DEV_DEPLOY_TOKEN) => {
    const response = await fetch(`${api.url}/api${path}`, {
      method,
      headers: { [DEPLOY_TOKEN_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: response.status,
      body: (await response.json()) as { result?: unknown; error?: { message: string } },
    };
  };
  const deploy = (descriptor: ReleaseDescriptor, more: object = {}) =>
    tool('POST', `/deploys/${descriptor.part}`, { descriptor, actor: 'team-booking', ...more });
  const live = async () =>
    (
      (await (await fetch(`${api.url}/api/frontend-releases/live`)).json()) as {
        result: Record<string, { version: string; canary: { version: string; percent: number } | null }>;
      }
    ).result;

  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: 'deploys-test-secret-0123456789abcdef-jatra' } });
    admin = (await adminSession(api.url)).token;
  });
  afterAll(() => api.close());

  it('puts a release live, lists it, and keeps who did it and why', async () => {
    const first = release('booking');
    expect((await deploy(first, { reason: 'first' })).status).toBe(201);
    expect((await live()).booking).toMatchObject({ version: first.version, hostApi: '1.5.0', canary: null });
    const second = release('booking');
    const answer = await deploy(second);
    expect(answer.body.result).toMatchObject({
      action: 'deploy',
      version: second.version,
      previousVersion: first.version,
      actor: 'team-booking',
    });
    const listed = await tool('GET', '/deploys/booking');
    expect(listed.body.result).toEqual([
      expect.objectContaining({ version: second.version, live: true, canary_percent: null }),
      expect.objectContaining({ version: first.version, live: false, canary_percent: null }),
    ]);
  });

  it('rolls back to the release live before, then to the one before that', async () => {
    const [a, b, c] = [release('search'), release('search'), release('search')];
    for (const each of [a, b, c]) expect((await deploy(each)).status).toBe(201);
    await tool('POST', '/deploys/search/rollback', { actor: 'team-search', reason: 'broken filters' });
    expect((await live()).search?.version).toBe(b.version);
    await tool('POST', '/deploys/search/rollback', { actor: 'team-search' });
    expect((await live()).search?.version).toBe(a.version);
    const none = await tool('POST', '/deploys/search/rollback', { actor: 'team-search' });
    expect(none.status).toBe(409);
    expect(none.body.error?.message).toMatch(/nothing to roll back to/);
  });

  it('sends a canary to a share of visitors, then promotes it or rolls it back', async () => {
    const stable = release('account');
    await deploy(stable);
    const canary = release('account');
    expect((await deploy(canary, { canaryPercent: 10 })).status).toBe(201);
    expect((await live()).account).toMatchObject({
      version: stable.version,
      canary: { version: canary.version, percent: 10 },
    });
    await tool('POST', '/deploys/account/rollback', { actor: 'team-account' });
    expect((await live()).account).toMatchObject({ version: stable.version, canary: null });
    await deploy(canary, { canaryPercent: 50 });
    await deploy(canary);
    expect((await live()).account).toMatchObject({ version: canary.version, canary: null });
  });

  it('refuses a release whose contract major differs from the live shell, or a shell that would break a live remote', async () => {
    const shell = release('shell');
    expect((await deploy(shell)).status).toBe(201);
    const wrong = release('admin', { hostApi: '2.0.0', singletons: { ...singletons, react: '18.3.1' } });
    const refused = await deploy(wrong);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toContain('HostApi 2.0.0 was expected, and the shell provides 1.5.0');
    expect(refused.body.error?.message).toContain('react 18.3.1 was built against, and the shell has 19.2.0');
    expect((await live()).admin).toBeUndefined();
    const breaking = release('shell', { hostApi: '2.0.0' });
    const alsoRefused = await deploy(breaking);
    expect(alsoRefused.status).toBe(409);
    expect(alsoRefused.body.error?.message).toMatch(
      /^shell@.* does not fit what is live: .*booking@.*HostApi 1.5.0 was expected, and the shell provides 2.0.0/,
    );
    expect((await live()).shell?.version).toBe(shell.version);
  });

  it('takes a release that does not fit only when forced, with a reason, and says so in the audit log', async () => {
    const later = release('admin', { hostApi: '2.0.0' });
    const noReason = await deploy(later, { force: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.message).toContain(DEPLOY_MESSAGES.forceNeedsReason);
    expect((await deploy(later, { force: true, reason: 'HostApi 2: the remote goes first' })).status).toBe(201);
    expect((await live()).admin?.version).toBe(later.version);
    const activities = (await (
      await fetch(`${api.url}/api/admin/activities`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as { result: { kind: string; summary: string }[] };
    expect(activities.result.find((activity) => activity.kind === 'release')?.summary).toMatch(
      /^Deployed admin@.*, forced past the contract check \(HostApi 2\.0\.0 was expected, and the shell provides 1\.5\.0\) \(by team-booking\)$/,
    );
  });

  it('never lets a version name other files, and two deploys of different parts at once both land', async () => {
    const once = release('booking');
    await deploy(once);
    const changed = await deploy({ ...once, entry: { ...once.entry, integrity: 'sha384-OTHER' } });
    expect(changed.status).toBe(409);
    expect(changed.body.error?.message).toMatch(/already registered with other files/);
    const [x, y] = [release('search'), release('account')];
    const answers = await Promise.all([deploy(x), deploy(y)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const now = await live();
    expect([now.search?.version, now.account?.version]).toEqual([x.version, y.version]);
  });

  it('takes only the deploy token, and a well-formed release of the part named', async () => {
    expect((await tool('GET', '/deploys/booking', undefined, 'wrong-token-wrong-token-wrong')).status).toBe(401);
    const bad = await tool('POST', '/deploys/booking', { descriptor: { part: 'booking' }, actor: 'x' });
    expect(bad.status).toBe(400);
    const elsewhere = await deploy({ ...release('search'), part: 'search' }).then(() =>
      tool('POST', '/deploys/booking', { descriptor: release('search'), actor: 'x' }),
    );
    expect(elsewhere.status).toBe(400);
    expect((await tool('GET', '/deploys/payments')).status).toBe(400);
  });

  it('lets an admin roll back from the admin area, written to the audit log', async () => {
    const [a, b] = [release('admin'), release('admin')];
    await deploy(a);
    await deploy(b);
    const answer = await fetch(`${api.url}/api/admin/frontend-releases/admin/rollback`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'load failures' }),
    });
    expect(answer.status).toBe(200);
    expect((await live()).admin?.version).toBe(a.version);
    const activities = (await (
      await fetch(`${api.url}/api/admin/activities`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as { result: { kind: string; summary: string }[] };
    expect(activities.result.find((activity) => activity.kind === 'release')?.summary).toBe(
      `Rolled back admin from ${b.version} to ${a.version} (by ${DEV_ADMIN_EMAIL})`,
    );
  });

  it("shows an admin every frontend's live release, canary, latest changes and failures of the last hour", async () => {
    const [stable, canary] = [release('search'), release('search')];
    await deploy(stable, { reason: 'stable' });
    await deploy(canary, { canaryPercent: 25, reason: 'try it' });
    for (const kind of ['load', 'load', 'render'] as const) {
      const reported = await fetch(`${api.url}/api/frontend-failures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ part: 'search', version: canary.version, kind, message: `${kind} failed`, page: '/' }),
      });
      expect(reported.status).toBeLessThan(300);
    }
    const read = (token?: string) =>
      fetch(`${api.url}/api/admin/frontend-releases`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const answer = await read(admin);
    expect(answer.status).toBe(200);
    const { result } = (await answer.json()) as { result: AdminFrontendReleases };
    expect(result.map((row) => row.part)).toEqual(['shell', 'search', 'booking', 'account', 'admin']);
    const search = result.find((row) => row.part === 'search')!;
    expect(search.live).toEqual({ version: stable.version, canary: { version: canary.version, percent: 25 } });
    expect(search.history[0]).toMatchObject({ action: 'canary', canaryVersion: canary.version, reason: 'try it' });
    expect(search.history.length).toBeLessThanOrEqual(ADMIN_RELEASE_HISTORY_LENGTH);
    expect(search.failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ version: canary.version, kind: 'load', count: 2, last_message: 'load failed' }),
        expect.objectContaining({ version: canary.version, kind: 'render', count: 1 }),
      ]),
    );

    const traveller = await signInByOtp(api.url, 'releases.reader@example.com');
    expect((await read(traveller.accessToken)).status).toBe(403);
    expect((await read()).status).toBe(401);
  });
});
