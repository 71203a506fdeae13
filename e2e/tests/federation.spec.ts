import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_UI_MESSAGES } from '@jatra/shared';
import { expect, test, type Page } from '@playwright/test';
import { STOP_ORIGIN_PATH } from '../../scripts/launcher/stop-origin';
import { needs, origins } from '../environment';
import { E2E_DATA_DIR, productEnv, REPO_ROOT, SEARCH_SERVED_DIR } from '../product';
import { signInWithEmailOtp, uniqueEmail } from '../sign-in';

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
  await expect(page.getByText(AUTH_UI_MESSAGES.adminOnly)).toBeVisible();
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

test('a rebuilt search remote put at its URL shows on the next page load, the shell untouched', async ({ page }) => {
  needs('ownServers');
  const { execFileSync } = await import('node:child_process');
  const shellBefore = hashTree(path.join(REPO_ROOT, 'shell', 'dist'));
  const marker = `Fresh from the search team ${Date.now()}`;

  // a team's change: a copy of the remote's sources with a new headline, built on its own
  // (inside the repo so packages resolve, outside the workspace so its build state is untouched)
  const workdir = path.join(E2E_DATA_DIR, 'rebuild', 'mfe-search');
  fs.rmSync(workdir, { recursive: true, force: true });
  for (const item of ['src', 'vite.config.ts', 'package.json']) {
    fs.cpSync(path.join(REPO_ROOT, 'mfe-search', item), path.join(workdir, item), { recursive: true });
  }
  const homePage = path.join(workdir, 'src', 'home', 'HomePage.tsx');
  const source = fs.readFileSync(homePage, 'utf8');
  const headline = 'Your seat home, booked in a minute';
  expect(source).toContain(headline);
  fs.writeFileSync(homePage, source.replace(headline, marker));
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
