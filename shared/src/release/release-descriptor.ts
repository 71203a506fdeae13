import { z } from 'zod';
import { FRONTEND_PARTS, type FrontendPart } from '../deployment/default-ports';
import { FEDERATION_SINGLETONS } from '../federation/shared-singletons';

/**
 * A release is one build of one frontend (the shell or a remote), published once under a version that never
 * changes afterwards: `<package version>+<git sha>.<content hash>`, e.g. `0.1.0+d4725ca.3f9a2b1c`. The content
 * hash makes the version name the files themselves: a rebuild of the same sources is the same release, a
 * rebuild with anything changed is another.
 */
export const RELEASE_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9a-f]{7,40}\.[0-9a-f]{8}$/;

/** The file every release carries at its root, beside the built files. */
export const RELEASE_DESCRIPTOR_FILE = 'release.json';

const semver = z.string().regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/, 'a semver version');

export const releaseVersionSchema = z
  .string()
  .regex(RELEASE_VERSION_PATTERN, 'a release version: <semver>+<git sha>.<content hash>');

export const frontendPartSchema = z.enum(FRONTEND_PARTS);

/** What a release says of itself (`release.json`): what `deploy` and the shell check before it goes live. */
export const releaseDescriptorSchema = z.object({
  part: frontendPartSchema,
  version: releaseVersionSchema,
  builtAt: z.iso.datetime(),
  gitSha: z.string().regex(/^[0-9a-f]{7,40}$/),
  /** the `HostApi` contract: the version a remote was built against, or the one a shell provides */
  hostApi: semver,
  /** the exact versions of the singletons it was built with (remotes use the shell's copies at run time) */
  singletons: z.record(z.enum(FEDERATION_SINGLETONS), semver),
  /** `./App` for a remote; null for the shell, which exposes nothing */
  exposedModule: z.string().nullable(),
  /** the pages it draws, by their ids in the page catalogue */
  pages: z.array(z.string()),
  /** its entry (`assets/remoteEntry.js`, or the shell's `index.html`), relative to the release's root */
  entry: z.object({ path: z.string(), integrity: z.string().regex(/^sha384-[A-Za-z0-9+/]+=*$/) }),
  bundle: z.object({
    /** every file the browser may fetch, in bytes, uncompressed */
    totalBytes: z.number().int().nonnegative(),
    /** what the first view needs: the entry, the exposed module and what they import at once */
    firstViewBytes: z.number().int().nonnegative(),
    /** each lazily loaded page's own files */
    pageBytes: z.record(z.string(), z.number().int().nonnegative()),
  }),
});
export type ReleaseDescriptor = z.infer<typeof releaseDescriptorSchema>;

/** `booking@0.1.0+d4725ca.3f9a2b1c`: how people and the tools name a release. */
export const releaseName = (part: FrontendPart, version: string) => `${part}@${version}`;
