import { remoteManifestSchema, remoteReleasesSchema, runtimeConfigSchema } from '@jatra/shared';
import { createContext, useContext } from 'react';
import { readEmbeddedRuntime, type Runtime } from './runtime-document';

export type { Runtime } from './runtime-document';

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  return response.json();
}

/** `/remotes.json` may carry the remotes' `releases` beside their entries. */
async function fetchRuntime(): Promise<{ remotes: unknown; config: unknown; releases: unknown }> {
  const [remotes, config] = await Promise.all([fetchJson('/remotes.json'), fetchJson('/runtime-config.json')]);
  return { remotes, config, releases: (remotes as { releases?: unknown } | null)?.releases };
}

/**
 * Where the remotes and the API live, and which release of each is live where the server knows it, from the
 * server, so one build serves every deployment: embedded in the page when its server does that, else asked for
 * (a page from a server that does not).
 */
export async function loadRuntime(): Promise<Runtime> {
  const { remotes, config, releases } =
    (readEmbeddedRuntime() as Record<string, unknown> | null) ?? (await fetchRuntime());
  return {
    remotes: remoteManifestSchema.parse(remotes),
    config: runtimeConfigSchema.parse(config),
    // absent stays absent: every remote is then mounted unchecked, as before releases were known
    ...(releases === undefined ? {} : { releases: remoteReleasesSchema.parse(releases) }),
  };
}

const RuntimeContext = createContext<Runtime | null>(null);
export const RuntimeProvider = RuntimeContext.Provider;

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside RuntimeProvider');
  return runtime;
}
