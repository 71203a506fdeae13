/**
 * The installed app never holds a remote back (docs/offline-ticket.md): with the shell's service worker installed
 * and the account remote's files in its cache, a new release of the account remote deployed is what the visitor
 * sees on the next load, and a rollback likewise.
 */
import { APP_FILES_CACHE } from '@jatra/shared/offline-ticket';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { release } from '../../scripts/release/release';
import { releaseStoreDir } from '../../scripts/release/release-store';
import { needs, origins } from '../environment';
import { productEnv } from '../product';
import { deployTool, remoteWithWords } from '../release-test-kit';
import { signInWithEmailOtp, uniqueEmail } from '../sign-in';

const cachedFilesOf = (page: Page, version: string) =>
  page.evaluate(
    async ([cache, release]) =>
      (await (await caches.open(cache)).keys()).filter((request) => request.url.includes(`/releases/${release}/`))
        .length,
    [APP_FILES_CACHE, version] as const,
  );

async function liveVersion(part: string): Promise<string | undefined> {
  const live = (await (await fetch(`${origins.api}/api/frontend-releases/live`)).json()) as {
    result: Record<string, { version: string }>;
  };
  return live.result[part]?.version;
}

test('with the service worker installed, a new release of the account remote shows on the next load', async ({
  page,
}) => {
  needs('ownServers', 'devMailbox');
  test.setTimeout(300_000);
  const store = releaseStoreDir(productEnv());
  const title = 'My Bookings';
  const marker = `Bookings, released by the account team ${Date.now()}`;
  const current = await release('account', { store });
  const workdir = remoteWithWords(
    'mfe-account',
    'pwa-release',
    `"bookings.title": "${title}"`,
    `"bookings.title": "${marker}"`,
  );
  let changed;
  try {
    changed = await release('account', { store, workspace: workdir });
  } finally {
    fs.rmSync(workdir, { recursive: true, force: true });
  }
  expect(changed.version).not.toBe(current.version);
  // live already when an earlier test deployed the same sources (the deploy is then refused as a no-op)
  await deployTool('deploy', `account@${current.version}`);
  expect(await liveVersion('account')).toBe(current.version);

  await signInWithEmailOtp(page, uniqueEmail('pwa.release'));
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/bookings');
  await expect(heading).toHaveText(title);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // loaded again through the worker: the live release's files are in its cache
  await page.reload();
  await expect(heading).toHaveText(title);
  await expect.poll(() => cachedFilesOf(page, current.version)).toBeGreaterThan(0);

  expect((await deployTool('deploy', `account@${changed.version}`, '--reason', 'new title')).code).toBe(0);
  expect(await liveVersion('account')).toBe(changed.version);
  await page.reload();
  await expect(heading).toHaveText(marker);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  expect((await deployTool('rollback', 'account')).code).toBe(0);
  await page.reload();
  await expect(heading).toHaveText(title);
});
