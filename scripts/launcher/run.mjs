// @ts-check
/**
 * `npm start`: runs scripts/start.ts with plain Node, bundled first (a fraction of a second), so the
 * launcher that stays up serving the five frontends holds no TypeScript compiler. `npm run dev` runs
 * scripts/start.ts through tsx instead.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const launcher = path.join(REPO_ROOT, 'node_modules/.cache/jatra/start.mjs');

// bundled by a process of its own: esbuild's code need not stay in the launcher's memory
execFileSync(
  process.execPath,
  [path.join(import.meta.dirname, 'bundle.mjs'), path.join(REPO_ROOT, 'scripts/start.ts'), launcher],
  { stdio: 'inherit' },
);
await import(pathToFileURL(launcher).href);
