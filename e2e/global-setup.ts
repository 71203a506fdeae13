import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWhatIsStale } from '../scripts/launcher/builds';
import { runDeployTool } from '../scripts/release/deploy-tool';
import { FRONTEND_PARTS } from '@jatra/shared';
import { KNOBS, type Knob } from './environment';
import { resolveTarget } from './probe-target';
import { E2E_DATA_DIR, productOrigins, productEnv, REPO_ROOT, SEARCH_SERVED_DIR } from './product';

async function waitUntilUp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * `E2E_RELEASES=shell@<version>,search@<version>,…` (from `RELEASE_STORE_DIR`) go live before the tests, the shell
 * first, through the deploy tool: the skew job (scripts/ci/skew-matrix.ts) runs the journeys on mixed releases so.
 */
async function deployReleasesUnderTest() {
  const releases = (process.env.E2E_RELEASES ?? '').split(',').filter(Boolean);
  const shellFirst = [...releases].sort((a, b) => Number(!a.startsWith('shell@')) - Number(!b.startsWith('shell@')));
  for (const name of shellFirst) {
    console.log(`[e2e] ${await runDeployTool('deploy', [name, '--api', productOrigins.api, '--reason', 'e2e'])}`);
  }
}

/** Builds what is stale and starts the product on the e2e ports; the function that stops it. */
async function startProduct(): Promise<() => Promise<void>> {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  await buildWhatIsStale(FRONTEND_PARTS, (line) => console.log(`[e2e] ${line}`));
  fs.cpSync(path.join(REPO_ROOT, 'mfe-search', 'dist'), SEARCH_SERVED_DIR, { recursive: true });

  const launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    env: productEnv(),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`${productOrigins.api}/api/health`, 90_000);
  await waitUntilUp(`${productOrigins.shell}/remotes.json`, 30_000);
  await deployReleasesUnderTest();
  return async () => {
    launcher.kill('SIGTERM');
    await new Promise((resolve) => launcher.once('exit', resolve));
  };
}

/**
 * Starts the product, or with `E2E_BASE_URL` only looks at the deployed environment; either way resolves the
 * target once and hands it to the tests (environment.ts), which run in processes started after this.
 */
export default async function globalSetup() {
  const stop = process.env.E2E_BASE_URL ? undefined : await startProduct();
  const target = await resolveTarget(stop && productOrigins);
  process.env.E2E_TARGET = JSON.stringify(target);
  const lacking = (Object.keys(KNOBS) as Knob[]).filter((knob) => !target.knobs[knob]);
  console.log(`[e2e] against ${target.name}: shell ${target.origins.shell}, API ${target.origins.api}`);
  if (lacking.length) console.log(`[e2e] tests that need these skip: ${lacking.join(', ')}`);
  return stop;
}
