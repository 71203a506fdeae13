import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWhatIsStale } from '../scripts/launcher/builds';
import { FRONTEND_PARTS } from '@jatra/shared';
import { E2E_DATA_DIR, origins, productEnv, REPO_ROOT, SEARCH_SERVED_DIR } from './product';

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

export default async function globalSetup() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  await buildWhatIsStale(FRONTEND_PARTS, (line) => console.log(`[e2e] ${line}`));
  fs.cpSync(path.join(REPO_ROOT, 'mfe-search', 'dist'), SEARCH_SERVED_DIR, { recursive: true });

  const launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    env: productEnv(),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`${origins.api}/api/health`, 90_000);
  await waitUntilUp(`${origins.shell}/remotes.json`, 30_000);

  return async () => {
    launcher.kill('SIGTERM');
    await new Promise((resolve) => launcher.once('exit', resolve));
  };
}
