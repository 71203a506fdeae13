/** Build the parts that are not built yet, or whose sources changed since their last build. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FrontendPart } from '@jatra/shared';
import { precompress } from '../../shell/server/compression';
import { firstViewModuleOf } from '../../shell/server/first-view-endpoint';
import { REPO_ROOT, WORKSPACE_OF, type BuiltPart } from './topology';

const STAMP = '.build-stamp';

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function needsBuild(part: BuiltPart): boolean {
  const workspace = path.join(REPO_ROOT, WORKSPACE_OF[part]);
  const stamp = fs.statSync(path.join(workspace, 'dist', STAMP), { throwIfNoEntry: false });
  if (!stamp) return true;
  const inputs = [workspace, path.join(REPO_ROOT, 'shared'), path.join(REPO_ROOT, 'package-lock.json')];
  return Math.max(...inputs.map(newestMtime)) > stamp.mtimeMs;
}

function runIn(part: BuiltPart, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: path.join(REPO_ROOT, WORKSPACE_OF[part]), stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${WORKSPACE_OF[part]} failed (exit ${code})`)),
    );
  });
}

function stamp(part: BuiltPart) {
  fs.writeFileSync(path.join(REPO_ROOT, WORKSPACE_OF[part], 'dist', STAMP), new Date().toISOString());
}

/** A frontend's server module, if it has one: a remote's first views, the shell's frame (first-view-endpoint.ts). */
const FIRST_VIEW_SOURCE = 'src/first-view.tsx';

/**
 * A Vite build, compressed at once so that no request waits for brotli's best quality; and the frontend's
 * server module, bundled for plain Node beside it.
 */
export async function buildFrontend(part: FrontendPart, extraArgs: string[] = []): Promise<void> {
  const workspace = path.join(REPO_ROOT, WORKSPACE_OF[part]);
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await runIn(part, process.execPath, [vite, 'build', '--configLoader', 'runner', '--logLevel', 'warn', ...extraArgs]);
  if (fs.existsSync(path.join(workspace, FIRST_VIEW_SOURCE))) {
    const bundler = path.join(REPO_ROOT, 'scripts', 'launcher', 'bundle.mjs');
    await runIn(part, process.execPath, [bundler, FIRST_VIEW_SOURCE, firstViewModuleOf(path.join(workspace, 'dist'))]);
  }
  await precompress(path.join(workspace, 'dist'));
  stamp(part);
}

/** The API's own build script (api/package.json), which bundles it for plain Node. */
async function buildApi(): Promise<void> {
  await runIn('api', 'npm', ['run', '--silent', 'build']);
  stamp('api');
}

/** Two builds at a time: enough to use both cores without starving the machine. */
export async function buildWhatIsStale(parts: readonly BuiltPart[], log: (line: string) => void): Promise<void> {
  const queue = parts.filter(needsBuild);
  if (queue.length === 0) return;
  log(`building ${queue.map((part) => WORKSPACE_OF[part]).join(', ')} …`);
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift())
      await (part === 'api' ? buildApi() : buildFrontend(part));
  };
  await Promise.all([worker(), worker()]);
}
