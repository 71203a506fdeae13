import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_UI_MESSAGES, MESSAGES, RELEASE_DESCRIPTOR_FILE, type ReleaseDescriptor, inEnglish } from '@jatra/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { release } from '../../scripts/release/release';
import { releaseStoreDir } from '../../scripts/release/release-store';
import { bucketOf, VISITOR_COOKIE } from '../../shell/server/live-releases';
import { STOP_ORIGIN_PATH } from '../../scripts/launcher/stop-origin';
import { needs, origins } from '../environment';
import { E2E_DATA_DIR, productEnv, REPO_ROOT, SEARCH_SERVED_DIR } from '../product';
import { signInWithEmailOtp, uniqueEmail } from '../sign-in';
import { deployTool, remoteWithWords } from '../release-test-kit';

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('React is fetched once for the whole page, and each remote comes from its own origin', async ({ page }) => {
  needs('devMailbox');
  await signInWithEmailOtp(page, uniqueEmail('federation'));
  const urls = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
  // move inside the one page, as a traveller would, into the booking and account remotes
  for (const [route, remote] of [
    ['/booking/anything', 'booking'],
    ['/profile', 'account'],
  ]) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  }

  for (const shared of ['react', 'react-dom', 'react-router-dom', 'zustand']) {
    // Vite names chunks `<name>-<8-character hash>.js`
    const copies = urls.filter((url) => new RegExp(`/__federation_shared_${shared}-[\\w-]{8}\\.js$`).test(url));
    expect(copies, shared).toHaveLength(1);
    expect(copies[0]!.startsWith(origins.shell), `${shared} came from ${copies[0]}`).toBe(true);
  }
  const remoteShared = urls.filter((url) => !url.startsWith(origins.shell) && url.includes('__federation_shared_'));
  expect(remoteShared).toEqual([]);

  expect(urls).toContain(`${origins.search}/assets/remoteEntry.js`);
  expect(urls).toContain(`${origins.booking}/assets/remoteEntry.js`);
  expect(urls).toContain(`${origins.account}/assets/remoteEntry.js`);
  expect(urls.some((url) => url.startsWith(`${origins.search}/assets/__federation_expose_App`))).toBe(true);
});

test('the admin remote is never requested for someone who is not an admin', async ({ page }) => {
  needs('devMailbox');
  const urls = recordRequests(page);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login/);
  await signInWithEmailOtp(page, uniqueEmail('not.admin'));
  await page.goto('/admin/users');
  await expect(page.getByText(inEnglish(AUTH_UI_MESSAGES.adminOnly))).toBeVisible();
  await expect(page).toHaveURL(`${origins.shell}/admin/login?redirect=${encodeURIComponent('/admin/users')}`);
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  expect(urls.filter((url) => url.startsWith(origins.admin))).toEqual([]);
});

test('with the booking server stopped, its pages show the error boundary and the rest still works', async ({
  page,
}) => {
  needs('ownServers', 'devMailbox');
  await signInWithEmailOtp(page, uniqueEmail('dead.remote'));
  // the launcher serves every origin from one process: it closes the booking origin alone
  await fetch(`${origins.booking}${STOP_ORIGIN_PATH}`, { method: 'POST' });
  await expect
    .poll(() =>
      fetch(origins.booking).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');

  let restarted: ChildProcess | undefined;
  try {
    await page.goto('/booking/anything');
    await expect(page.getByRole('alert')).toContainText('This part of Jatra could not be loaded.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Jatra home' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('combobox', { name: 'From' }).fill('Jor');
    await expect(page.getByRole('option', { name: 'Jorhat' })).toBeVisible();

    // bring the booking origin back: Retry loads it without a page reload
    await page.goto('/booking/anything');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    restarted = spawn(process.execPath, ['--import', 'tsx', 'scripts/launcher/serve-part.ts', 'booking'], {
      cwd: REPO_ROOT,
      env: productEnv(),
      stdio: 'ignore',
    });
    await expect
      .poll(() =>
        fetch(origins.booking).then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('up');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="booking"]')).toBeVisible();
  } finally {
    restarted?.kill('SIGTERM');
  }
});

function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return hashes;
}

/** A team's change: the search remote with a new headline (in its English catalogue, where Home's words are). */
const searchWithHeadline = (name: string, headline: string, marker: string) =>
  remoteWithWords('mfe-search', name, `"${headline}"`, `"${marker}"`);

test('a rebuilt search remote put at its URL shows on the next page load, the shell untouched', async ({ page }) => {
  needs('ownServers');
  const { execFileSync } = await import('node:child_process');
  const shellBefore = hashTree(path.join(REPO_ROOT, 'shell', 'dist'));
  const marker = `Fresh from the search team ${Date.now()}`;

  const headline = 'Your seat home, booked in a minute';
  const workdir = searchWithHeadline('rebuild', headline, marker);
  const outDir = path.join(E2E_DATA_DIR, 'search-rebuilt');
  try {
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--configLoader',
        'runner',
        '--logLevel',
        'error',
        '--outDir',
        outDir,
      ],
      {
        cwd: workdir,
        stdio: 'inherit',
      },
    );
  } finally {
    fs.rmSync(workdir, { recursive: true, force: true });
  }

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);

  // deploy: new files at the remote's URL
  fs.cpSync(outDir, SEARCH_SERVED_DIR, { recursive: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker);
  expect(hashTree(path.join(REPO_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
});

async function headlinesOf(browser: Browser, visitor: string | null, loads: number): Promise<string[]> {
  const context = await browser.newContext();
  if (visitor) await context.addCookies([{ name: VISITOR_COOKIE, value: visitor, url: origins.shell }]);
  const page = await context.newPage();
  const seen: string[] = [];
  for (let load = 0; load < loads; load += 1) {
    await page.goto('/');
    seen.push(await page.getByRole('heading', { level: 1 }).innerText());
  }
  await context.close();
  return seen;
}

test('a team releases, deploys, canaries and rolls back its remote, and a release that does not fit is refused', async ({
  page,
  browser,
}) => {
  needs('ownServers');
  test.setTimeout(300_000);
  const store = releaseStoreDir(productEnv());
  const headline = 'Your seat home, booked in a minute';
  const marker = `Released by the search team ${Date.now()}`;
  const home = async () => {
    await page.goto('/');
    return page.getByRole('heading', { level: 1 });
  };

  // the release live today, then the team's change, each built once into the store
  const current = await release('search', { store });
  const workdir = searchWithHeadline('release', headline, marker);
  let changed: ReleaseDescriptor;
  try {
    changed = await release('search', { store, workspace: workdir });
  } finally {
    fs.rmSync(workdir, { recursive: true, force: true });
  }
  expect(changed.version).not.toBe(current.version);

  expect((await deployTool('deploy', `search@${current.version}`)).code).toBe(0);
  await expect(await home()).toHaveText(headline);
  expect((await deployTool('deploy', `search@${changed.version}`, '--reason', 'new headline')).code).toBe(0);
  await expect(await home()).toHaveText(marker);
  const listed = JSON.parse((await deployTool('releases', 'search', '--json')).out) as {
    version: string;
    live: boolean;
  }[];
  expect(listed.find((row) => row.live)?.version).toBe(changed.version);

  expect((await deployTool('rollback', 'search')).code).toBe(0);
  await expect(await home()).toHaveText(headline);

  // a canary at 50 %: each visitor keeps their side on every load, and both sides are served
  expect((await deployTool('deploy', `search@${changed.version}`, '--canary', '50')).code).toBe(0);
  const visitors = Array.from({ length: 40 }, (_, index) => `e2e-visitor-${index}`);
  const inCanary = visitors.find((visitor) => bucketOf(visitor, 'search') < 50)!;
  const outside = visitors.find((visitor) => bucketOf(visitor, 'search') >= 50)!;
  expect(await headlinesOf(browser, inCanary, 2)).toEqual([marker, marker]);
  expect(await headlinesOf(browser, outside, 2)).toEqual([headline, headline]);
  const newcomer = await headlinesOf(browser, null, 3);
  expect(new Set(newcomer).size).toBe(1);
  expect((await deployTool('rollback', 'search')).code).toBe(0);

  // a release built against HostApi 2 (as a team on the next major would publish it): refused, then forced
  const later = { ...changed, version: changed.version.replace(/\.[0-9a-f]{8}$/, '.0bad0bad'), hostApi: '2.0.0' };
  const laterDir = path.join(store, 'search', later.version);
  fs.cpSync(path.join(store, 'search', changed.version), laterDir, { recursive: true });
  fs.writeFileSync(path.join(laterDir, RELEASE_DESCRIPTOR_FILE), JSON.stringify(later, null, 2));
  const refused = await deployTool('deploy', `search@${later.version}`);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('does not fit what is live');
  expect(refused.out).toContain('HostApi 2.0.0 was expected, and the shell provides');
  await expect(await home()).toHaveText(headline);
  const forced = await deployTool('deploy', `search@${later.version}`, '--force', '--reason', 'e2e: a forced misfit');
  expect(forced.code).toBe(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: inEnglish(MESSAGES.remoteOutdated) })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Jatra home' })).toBeVisible();
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await deployTool('rollback', 'search')).code).toBe(0);
  await expect(await home()).toHaveText(headline);

  // two teams deploy at once: both land
  const account = await release('account', { store });
  const [search, accountDeploy] = await Promise.all([
    deployTool('deploy', `search@${changed.version}`),
    deployTool('deploy', `account@${account.version}`),
  ]);
  expect([search.code, accountDeploy.code]).toEqual([0, 0]);
  const live = (await (await fetch(`${origins.api}/api/frontend-releases/live`)).json()) as {
    result: Record<string, { version: string }>;
  };
  expect(live.result.search?.version).toBe(changed.version);
  expect(live.result.account?.version).toBe(account.version);
  await expect(await home()).toHaveText(marker);
});
