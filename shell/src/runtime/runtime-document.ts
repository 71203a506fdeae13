/**
 * The runtime the shell's server puts into the page it serves, so the shell starts without first asking
 * for /remotes.json and /runtime-config.json. Written by the server (scripts/launcher), read by the shell.
 */
import type { RemoteManifest, RemoteReleases, RuntimeConfig } from '@jatra/shared';
import { jsonScriptElement, readJsonScriptElement } from '@jatra/shared/first-view';

/** Where the remotes and the API live: what the shell needs before its first render. */
export interface Runtime {
  remotes: RemoteManifest;
  config: RuntimeConfig;
  /** the live release of each remote, where the server knows it: the shell checks its contract before loading */
  releases?: RemoteReleases;
}

export const RUNTIME_ELEMENT_ID = 'jatra-runtime';

export const runtimeElement = (runtime: Runtime): string => jsonScriptElement(RUNTIME_ELEMENT_ID, runtime);

/** What the server embedded, unchecked; null on a page served without it. */
export const readEmbeddedRuntime = (page: Document = document): unknown =>
  readJsonScriptElement(RUNTIME_ELEMENT_ID, page);
