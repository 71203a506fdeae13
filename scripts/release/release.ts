/**
 * `npm run release -w mfe-booking` (or any frontend's workspace): builds the frontend once, into a folder of its
 * own (the `dist/` that `npm start` serves is left alone), describes the build and publishes it to the release
 * store under a version that names its files. Deploying it is another step (`npm run deploy`).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FEDERATION_SINGLETONS,
  FRONTEND_PARTS,
  releaseDescriptorSchema,
  releaseName,
  type FrontendPart,
  type ReleaseDescriptor,
} from '@jatra/shared';
import type * as SharedPackageModule from '@jatra/shared';
import { REPO_ROOT, WORKSPACE_OF } from '../launcher/topology';
import { bundleFigures } from './bundle-figures';
import { publishRelease, releaseStoreDir } from './release-store';

type SharedPackage = Pick<typeof SharedPackageModule, 'HOST_API_VERSION' | 'pageRoutes'>;

const ENTRY_OF = (part: FrontendPart) => (part === 'shell' ? 'index.html' : 'assets/remoteEntry.js');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A hash of every file's path and bytes: the same build, the same hash. */
export function contentHash(dirs: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      hash.update(`${path.basename(dir)}/${file}\0`);
      hash.update(fs.readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 8);
}

const integrityOf = (file: string) =>
  `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

function singletonVersions(workspace: string): ReleaseDescriptor['singletons'] {
  const require = createRequire(path.join(workspace, 'package.json'));
  return Object.fromEntries(
    FEDERATION_SINGLETONS.map((name) => [name, (require(`${name}/package.json`) as { version: string }).version]),
  ) as ReleaseDescriptor['singletons'];
}

function build(part: FrontendPart, workspace: string, into: string) {
  const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: workspace, stdio: 'inherit' });
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  run([
    vite,
    'build',
    '--configLoader',
    'runner',
    '--logLevel',
    'warn',
    '--outDir',
    path.join(into, 'dist'),
    '--emptyOutDir',
  ]);
  if (fs.existsSync(path.join(workspace, 'src', 'first-view.tsx'))) {
    const bundler = path.join(REPO_ROOT, 'scripts', 'launcher', 'bundle.mjs');
    // self-contained: the store may be anywhere, with no node_modules beside it
    run([bundler, 'src/first-view.tsx', path.join(into, 'dist-server', 'first-view.js'), '--self-contained']);
  }
  return { files: path.join(into, 'dist'), server: path.join(into, 'dist-server') };
}

/**
 * Releases `part` from its workspace, or from `workspace`: a copy of its sources elsewhere in the repository (where
 * packages resolve), as the platform's end-to-end test releases a changed remote without touching the checkout.
 */
export async function release(
  part: FrontendPart,
  { store = releaseStoreDir(), workspace = path.join(REPO_ROOT, WORKSPACE_OF[part]) } = {},
): Promise<ReleaseDescriptor> {
  // the sources' own commit and contract: a workspace may be another checkout (the skew job's earlier release)
  const gitSha = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: workspace, encoding: 'utf8' }).trim();
  const { HOST_API_VERSION: hostApi, pageRoutes: pages } = (await import(
    pathToFileURL(createRequire(path.join(workspace, 'package.json')).resolve('@jatra/shared')).href
  )) as SharedPackage;
  const { version: packageVersion } = JSON.parse(fs.readFileSync(path.join(workspace, 'package.json'), 'utf8')) as {
    version: string;
  };
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `jatra-release-${part}-`));
  try {
    const built = build(part, workspace, scratch);
    const serverModule = path.join(built.server, 'first-view.js');
    const { totalBytes, firstViewBytes, pageBytes } = await bundleFigures(built.files);
    const descriptor = releaseDescriptorSchema.parse({
      part,
      version: `${packageVersion}+${gitSha}.${contentHash([built.files, built.server])}`,
      builtAt: new Date().toISOString(),
      gitSha,
      hostApi,
      singletons: singletonVersions(workspace),
      exposedModule: part === 'shell' ? null : './App',
      pages: Object.entries(pages)
        .filter(([, route]) => route.remote === part)
        .map(([id]) => id),
      entry: { path: ENTRY_OF(part), integrity: integrityOf(path.join(built.files, ENTRY_OF(part))) },
      bundle: { totalBytes, firstViewBytes, pageBytes },
    });
    const published = publishRelease(store, descriptor, built.files, fs.existsSync(serverModule) ? serverModule : null);
    console.log(
      published.alreadyPublished
        ? `${releaseName(part, descriptor.version)} was already published (same files): ${published.dir}`
        : `Published ${releaseName(part, descriptor.version)} to ${published.dir}`,
    );
    return descriptor;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const part = process.argv[2] as FrontendPart;
  if (!(FRONTEND_PARTS as readonly string[]).includes(part)) {
    console.error(`usage: release <${FRONTEND_PARTS.join('|')}>`);
    process.exit(2);
  }
  await release(part);
}
