/**
 * The release store: every published release of every frontend, laid out as an object store or a CDN would
 * hold it, in a folder (`RELEASE_STORE_DIR`, default `<DATA_DIR>/releases`):
 *
 *   <store>/<part>/<version>/release.json         what the release says of itself
 *   <store>/<part>/<version>/public/…             what browsers fetch, served under /releases/<version>/
 *   <store>/<part>/<version>/server/first-view.js its first-view module, run by its origin's server
 *
 * A release is written once: it goes into a folder of its own and is renamed into place whole, so a reader never
 * sees half of one, and a version that exists is never written again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  RELEASE_DESCRIPTOR_FILE,
  releaseDescriptorSchema,
  releaseVersionSchema,
  type FrontendPart,
  type ReleaseDescriptor,
} from '@jatra/shared';
import { REPO_ROOT } from '../launcher/topology';

export const PUBLIC_FOLDER = 'public';
export const SERVER_MODULE = path.join('server', 'first-view.js');

export const releaseStoreDir = (env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(REPO_ROOT, env.RELEASE_STORE_DIR ?? path.join(env.DATA_DIR ?? '.data', 'releases'));

/** The folder of one release, or null for a name that is not a release version (never a path out of the store). */
export function releaseDir(store: string, part: FrontendPart, version: string): string | null {
  return releaseVersionSchema.safeParse(version).success ? path.join(store, part, version) : null;
}

export function readDescriptor(store: string, part: FrontendPart, version: string): ReleaseDescriptor | null {
  const dir = releaseDir(store, part, version);
  if (!dir) return null;
  try {
    return releaseDescriptorSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, RELEASE_DESCRIPTOR_FILE), 'utf8')));
  } catch {
    return null;
  }
}

/** Every release of `part` in the store, newest build first. */
export function listReleases(store: string, part: FrontendPart): ReleaseDescriptor[] {
  const folder = path.join(store, part);
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  return names
    .map((version) => readDescriptor(store, part, version))
    .filter((descriptor) => descriptor !== null)
    .sort((a, b) => b.builtAt.localeCompare(a.builtAt));
}

/**
 * Puts a built release into the store: `files` (the browser's) and `serverModule` (if any) under the descriptor's
 * version. Publishing a version already there changes nothing (the version names its files: same version, same
 * files) and says so.
 */
export function publishRelease(
  store: string,
  descriptor: ReleaseDescriptor,
  files: string,
  serverModule: string | null,
): { dir: string; alreadyPublished: boolean } {
  const dir = releaseDir(store, descriptor.part, descriptor.version)!;
  if (fs.existsSync(dir)) return { dir, alreadyPublished: true };
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const incoming = fs.mkdtempSync(path.join(path.dirname(dir), '.incoming-'));
  try {
    fs.cpSync(files, path.join(incoming, PUBLIC_FOLDER), { recursive: true });
    if (serverModule) {
      fs.mkdirSync(path.join(incoming, path.dirname(SERVER_MODULE)), { recursive: true });
      fs.copyFileSync(serverModule, path.join(incoming, SERVER_MODULE));
    }
    fs.writeFileSync(path.join(incoming, RELEASE_DESCRIPTOR_FILE), `${JSON.stringify(descriptor, null, 2)}\n`);
    fs.renameSync(incoming, dir);
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    // another publisher of the same version won the rename: theirs is the same release
    if (fs.existsSync(dir)) return { dir, alreadyPublished: true };
    throw error;
  }
  return { dir, alreadyPublished: false };
}
