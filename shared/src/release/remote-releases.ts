import { FEDERATION_SINGLETONS, REMOTE_NAMES, type RemoteName } from '../federation/shared-singletons';
import type { ContractSide } from './contract-problems';

/** What the shell is told of a remote's live release: its version and the contract it was built against. */
export type RemoteRelease = ContractSide & { version: string };

/** The live release of each remote, where the server knows it; a remote without one is mounted unchecked. */
export type RemoteReleases = Partial<Record<RemoteName, RemoteRelease>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseRelease(name: RemoteName, value: unknown): RemoteRelease {
  const { version, hostApi, singletons } = isObject(value) ? value : {};
  if (typeof version !== 'string' || typeof hostApi !== 'string' || !isObject(singletons)) {
    throw new TypeError(`releases.${name}: version and hostApi must be strings, singletons an object`);
  }
  // as its descriptor has them: every singleton, each by its version
  const wrong = FEDERATION_SINGLETONS.filter((singleton) => typeof singletons[singleton] !== 'string');
  if (wrong.length > 0) throw new TypeError(`releases.${name}.singletons: ${wrong.join(', ')} must be versions`);
  return {
    version,
    hostApi,
    singletons: Object.fromEntries(
      FEDERATION_SINGLETONS.map((singleton) => [singleton, singletons[singleton]]),
    ) as RemoteRelease['singletons'],
  };
}

/**
 * The `releases` part of the shell's runtime, checked by hand like the remotes' manifest (zod would be the
 * largest code of the shell's first view). Absent is none known; a remote it does not name is unknown.
 */
export const remoteReleasesSchema = {
  parse(value: unknown): RemoteReleases {
    if (value === undefined || value === null) return {};
    if (!isObject(value)) throw new TypeError('releases must be an object');
    return Object.fromEntries(
      REMOTE_NAMES.filter((name) => value[name] !== undefined).map((name) => [name, parseRelease(name, value[name])]),
    );
  },
};
