/**
 * The skew job (`npm run test:skew [-- --base <git ref>]`): the cross-remote journeys on mixed releases, so that
 * either deploy order is known to work. Every frontend is released twice into a store of the job's own, from the
 * checkout and from the base ref (default `HEAD~1`, the release before); then the journeys run twice:
 *
 *   1. every remote one release behind the current shell (a shell deployed before its remotes);
 *   2. the shell one release behind the current remotes (remotes deployed before their shell).
 *
 * A pairing whose contracts do not fit is refused by `deploy` in the run's setup, which fails the job with the
 * reason: that order would be refused in production too. Why two runs and not ten: docs/frontend-releases.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FRONTEND_PARTS, releaseName, type FrontendPart } from '@jatra/shared';
import { REPO_ROOT, WORKSPACE_OF } from '../launcher/topology';
import { release } from '../release/release';

/** The journeys that cross remotes: search, seat map and booking, payment, the ticket in the account remote. */
const JOURNEYS = ['tests/journey.spec.ts'];

type Versions = Record<FrontendPart, string>;

async function releaseAll(store: string, checkout: string): Promise<Versions> {
  const versions = {} as Versions;
  for (const part of FRONTEND_PARTS) {
    versions[part] = (await release(part, { store, workspace: path.join(checkout, WORKSPACE_OF[part]) })).version;
  }
  return versions;
}

/** The base ref checked out beside the repository, with its own packages installed. */
function checkoutOf(ref: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-skew-base-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: REPO_ROOT, stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  return {
    dir,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: REPO_ROOT, stdio: 'inherit' }),
  };
}

function runJourneys(label: string, store: string, releases: string[]): boolean {
  console.log(`\n[skew] ${label}: ${releases.join(', ')}`);
  const run = spawnSync('npx', ['playwright', 'test', ...JOURNEYS], {
    cwd: path.join(REPO_ROOT, 'e2e'),
    stdio: 'inherit',
    env: {
      ...process.env,
      RELEASE_STORE_DIR: store,
      E2E_RELEASES: releases.join(','),
      E2E_PORT_BASE: process.env.E2E_PORT_BASE ?? '6473',
      E2E_API_PORT: process.env.E2E_API_PORT ?? '6499',
    },
  });
  return run.status === 0;
}

const { values } = parseArgs({ options: { base: { type: 'string', default: 'HEAD~1' } } });
const store = path.join(REPO_ROOT, '.data', 'skew', 'releases');
fs.rmSync(store, { recursive: true, force: true });

const current = await releaseAll(store, REPO_ROOT);
const base = checkoutOf(values.base);
let before: Versions;
try {
  before = await releaseAll(store, base.dir);
} finally {
  base.remove();
}

const remotes = FRONTEND_PARTS.filter((part) => part !== 'shell');
const named = (part: FrontendPart, versions: Versions) => releaseName(part, versions[part]);
const results = [
  {
    label: `remotes one release behind the shell (${values.base})`,
    ok: runJourneys('remotes behind', store, [named('shell', current), ...remotes.map((part) => named(part, before))]),
  },
  {
    label: `the shell one release behind the remotes (${values.base})`,
    ok: runJourneys('shell behind', store, [named('shell', before), ...remotes.map((part) => named(part, current))]),
  },
];
console.log('\n[skew] results');
for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.label}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
