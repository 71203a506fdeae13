/** Build the frontends that are not built yet, or whose sources changed since their last build. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FrontendPart } from '@jatra/shared';
import { REPO_ROOT, WORKSPACE_OF } from './topology';

const STAMP = '.build-stamp';

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function needsBuild(part: FrontendPart): boolean {
  const workspace = path.join(REPO_ROOT, WORKSPACE_OF[part]);
  const stamp = fs.statSync(path.join(workspace, 'dist', STAMP), { throwIfNoEntry: false });
  if (!stamp) return true;
  const inputs = [workspace, path.join(REPO_ROOT, 'shared'), path.join(REPO_ROOT, 'package-lock.json')];
  return Math.max(...inputs.map(newestMtime)) > stamp.mtimeMs;
}

export function buildFrontend(part: FrontendPart, extraArgs: string[] = []): Promise<void> {
  const workspace = path.join(REPO_ROOT, WORKSPACE_OF[part]);
  return new Promise((resolve, reject) => {
    const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(
      process.execPath,
      [vite, 'build', '--configLoader', 'runner', '--logLevel', 'warn', ...extraArgs],
      {
        cwd: workspace,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`building ${WORKSPACE_OF[part]} failed (exit ${code})`));
      fs.writeFileSync(path.join(workspace, 'dist', STAMP), new Date().toISOString());
      resolve();
    });
  });
}

/** Two builds at a time: enough to use both cores without starving the machine. */
export async function buildWhatIsStale(parts: readonly FrontendPart[], log: (line: string) => void): Promise<void> {
  const queue = parts.filter(needsBuild);
  if (queue.length === 0) return;
  log(`building ${queue.map((part) => WORKSPACE_OF[part]).join(', ')} …`);
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) await buildFrontend(part);
  };
  await Promise.all([worker(), worker()]);
}
