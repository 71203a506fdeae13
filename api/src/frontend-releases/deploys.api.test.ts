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
    expect(search.live).toMatchObject({
      version: stable.version,
      since: { action: 'deploy', version: stable.version, actor: 'team-booking', reason: 'stable' },
      canary: { version: canary.version, percent: 25, since: { action: 'canary', reason: 'try it' } },
    });
    expect(search.rollbackTo).toBe(stable.version);
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

describe('Admin › Releases: what the page reads', () => {
  let api: TestApi;
  let admin: string;
  const realNow = new Date();
  let clock = realNow;

  const post = async (path: string, body: object, headers: Record<string, string>) => {
    const response = await fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text(); // a failure report is answered 202, with no body
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as { error?: { message: string } } };
  };
  const deploy = async (descriptor: ReleaseDescriptor, more: object = {}) => {
    const answer = await post(
      `/deploys/${descriptor.part}`,
      { descriptor, actor: 'team-search', ...more },
      { [DEPLOY_TOKEN_HEADER]: DEV_DEPLOY_TOKEN },
    );
    expect(answer.status).toBe(201);
  };
  const rollBack = (part: string, reason?: string) =>
    post(`/admin/frontend-releases/${part}/rollback`, reason ? { reason } : {}, { authorization: `Bearer ${admin}` });
  const read = async (part: string) => {
    const answer = await fetch(`${api.url}/api/admin/frontend-releases`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { result: AdminFrontendReleases }).result.find((row) => row.part === part)!;
  };
  const report = async (version: string, kind: 'load' | 'render', message: string) =>
    expect((await post('/frontend-failures', { part: 'booking', version, kind, message, page: '/' }, {})).status).toBe(
      202,
    );

  beforeAll(async () => {
    api = await startTestApi({
      env: { AUTH_JWT_SECRET: 'releases-test-secret-0123456789abcdef-jatra' },
      now: () => clock,
    });
    admin = (await adminSession(api.url)).token;
  });
  afterAll(() => api.close());

  it('says nothing is deployed, with nothing to roll back to, before the first release', async () => {
    expect(await read('account')).toEqual({
      part: 'account',
      live: null,
      history: [],
      rollbackTo: null,
      failures: [],
    });
    const refused = await rollBack('account');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('account has no live release to roll back');
  });

  it('offers a rollback exactly where the rollback goes, and none once back at the first release', async () => {
    const [a, b, c] = [release('search'), release('search'), release('search')];
    for (const each of [a, b, c]) await deploy(each);
    expect((await read('search')).rollbackTo).toBe(b.version);
    expect((await rollBack('search', 'slow results')).status).toBe(200);
    const afterOne = await read('search');
    expect(afterOne.live).toMatchObject({
      version: b.version,
      since: { action: 'rollback', previousVersion: c.version, actor: DEV_ADMIN_EMAIL, reason: 'slow results' },
    });
    expect(afterOne.rollbackTo).toBe(a.version);
    await rollBack('search');
    // b and c are still in the history, but the way back from a leads nowhere: the page must not offer it
    const atFirst = await read('search');
    expect(atFirst.history.map((change) => change.version)).toEqual([
      a.version,
      b.version,
      c.version,
      b.version,
      a.version,
    ]);
    expect(atFirst.rollbackTo).toBeNull();
    expect((await rollBack('search')).status).toBe(409);
  });

  it('keeps the change that put the live release live, past canaries started and ended beside it', async () => {
    const [stable, canary] = [release('shell'), release('shell')];
    await deploy(stable, { reason: 'fonts' });
    await deploy(canary, { canaryPercent: 5, reason: 'new header' });
    expect((await read('shell')).rollbackTo).toBe(stable.version);
    expect((await rollBack('shell', 'header overlaps')).status).toBe(200);
    const shell = await read('shell');
    expect(shell.live).toMatchObject({
      version: stable.version,
      canary: null,
      since: { action: 'deploy', reason: 'fonts' },
    });
    expect(shell.history[0]).toMatchObject({ action: 'rollback', canaryVersion: null, reason: 'header overlaps' });
    expect(shell.rollbackTo).toBeNull();
  });

  it('lists the latest changes newest first, no more than the page shows', async () => {
    const releases = Array.from({ length: ADMIN_RELEASE_HISTORY_LENGTH + 2 }, () => release('admin'));
    for (const each of releases) await deploy(each);
    const { history } = await read('admin');
    expect(history.map((change) => change.version)).toEqual(
      releases
        .slice(-ADMIN_RELEASE_HISTORY_LENGTH)
        .reverse()
        .map((each) => each.version),
    );
  });

  it("counts each release's failures of the last hour by kind, with the last message", async () => {
    const [older, newer] = [release('booking'), release('booking')];
    await deploy(older);
    await deploy(newer);
    clock = new Date(realNow.getTime() - 2 * 3_600_000);
    await report(newer.version, 'load', 'two hours ago');
    clock = new Date(realNow.getTime() - 60_000);
    await report(older.version, 'load', 'older: chunk failed');
    await report(newer.version, 'load', 'newer: first');
    clock = realNow;
    await report(newer.version, 'load', 'newer: timed out');
    await report(newer.version, 'render', 'newer: crashed');
    const { failures } = await read('booking');
    expect(failures).toHaveLength(3);
    expect(failures).toEqual(
      expect.arrayContaining([
        {
          version: newer.version,
          kind: 'load',
          count: 2,
          last_message: 'newer: timed out',
          last_at: realNow.toISOString(),
        },
        expect.objectContaining({ version: newer.version, kind: 'render', count: 1, last_message: 'newer: crashed' }),
        expect.objectContaining({
          version: older.version,
          kind: 'load',
          count: 1,
          last_message: 'older: chunk failed',
        }),
      ]),
    );
    expect((await read('search')).failures).toEqual([]);
  });
});
