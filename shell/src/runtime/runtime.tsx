import { remoteManifestSchema, runtimeConfigSchema } from '@jatra/shared';
import { createContext, useContext } from 'react';
import { readEmbeddedRuntime, type Runtime } from './runtime-document';

export type { Runtime } from './runtime-document';

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  return response.json();
}

async function fetchRuntime(): Promise<{ remotes: unknown; config: unknown }> {
  const [remotes, config] = await Promise.all([fetchJson('/remotes.json'), fetchJson('/runtime-config.json')]);
  return { remotes, config };
}

/**
 * Where the remotes and the API live, from the server, so one build serves every deployment: embedded in
 * the page when its server does that, else asked for (a page from a server that does not).
 */
export async function loadRuntime(): Promise<Runtime> {
  const { remotes, config } = (readEmbeddedRuntime() as Record<string, unknown> | null) ?? (await fetchRuntime());
  return { remotes: remoteManifestSchema.parse(remotes), config: runtimeConfigSchema.parse(config) };
}

const RuntimeContext = createContext<Runtime | null>(null);
export const RuntimeProvider = RuntimeContext.Provider;

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside RuntimeProvider');
  return runtime;
}
