/**
 * The runtime the shell's server puts into the page it serves, so the shell starts without first asking
 * for /remotes.json and /runtime-config.json. Written by the server (scripts/launcher), read by the shell.
 */
import type { RemoteManifest, RuntimeConfig } from '@jatra/shared';

/** Where the remotes and the API live: what the shell needs before its first render. */
export interface Runtime {
  remotes: RemoteManifest;
  config: RuntimeConfig;
}

export const RUNTIME_ELEMENT_ID = 'jatra-runtime';

/**
 * JSON in a script element the browser does not execute, so the Content-Security-Policy allows it;
 * `<` is escaped so that no value can end the element.
 */
export function runtimeElement(runtime: Runtime): string {
  const json = JSON.stringify(runtime).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${RUNTIME_ELEMENT_ID}">${json}</script>`;
}

/** What the server embedded, unchecked; null on a page served without it. */
export function readEmbeddedRuntime(page: Document = document): unknown {
  const text = page.getElementById(RUNTIME_ELEMENT_ID)?.textContent;
  return text ? JSON.parse(text) : null;
}
