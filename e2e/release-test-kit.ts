/** Releasing and deploying a remote as its team does, against this run's product. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { origins } from './environment';
import { E2E_DATA_DIR, productEnv, REPO_ROOT } from './product';

/** The deploy tools as a team runs them (`npm run deploy|rollback|releases -- …`), against this run's product. */
export async function deployTool(...args: string[]): Promise<{ code: number; out: string }> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/release/deploy-tool.ts', ...args, '--api', origins.api],
      { cwd: REPO_ROOT, env: { ...productEnv(), DEPLOY_ACTOR: 'e2e-search-team' }, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/**
 * A team's change: a copy of a remote's sources with one of its English words changed, to build on its own (inside
 * the repo so packages resolve, outside the workspace so its build state is untouched). The caller removes it.
 */
export function remoteWithWords(workspace: string, name: string, words: string, marker: string): string {
  const workdir = path.join(E2E_DATA_DIR, name, workspace);
  fs.rmSync(workdir, { recursive: true, force: true });
  for (const item of ['src', 'vite.config.ts', 'package.json']) {
    fs.cpSync(path.join(REPO_ROOT, workspace, item), path.join(workdir, item), { recursive: true });
  }
  // a package npm could not hoist (another version at the root) lives in the workspace's own node_modules
  const own = path.join(REPO_ROOT, workspace, 'node_modules');
  if (fs.existsSync(own)) fs.symlinkSync(own, path.join(workdir, 'node_modules'), 'dir');
  const english = path.join(workdir, 'src', 'i18n', 'messages', 'en.json');
  const source = fs.readFileSync(english, 'utf8');
  expect(source).toContain(words);
  fs.writeFileSync(english, source.replace(words, marker));
  return workdir;
}
