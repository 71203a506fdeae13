import { remoteManifestSchema, runtimeConfigSchema, type RemoteManifest, type RuntimeConfig } from '@jatra/shared';
import { createContext, useContext } from 'react';

export interface Runtime {
  remotes: RemoteManifest;
  config: RuntimeConfig;
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  return response.json();
}

/** Read where the remotes and the API live from the server, so one build serves every deployment. */
export async function loadRuntime(): Promise<Runtime> {
  const [remotes, config] = await Promise.all([fetchJson('/remotes.json'), fetchJson('/runtime-config.json')]);
  return { remotes: remoteManifestSchema.parse(remotes), config: runtimeConfigSchema.parse(config) };
}

const RuntimeContext = createContext<Runtime | null>(null);
export const RuntimeProvider = RuntimeContext.Provider;

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside RuntimeProvider');
  return runtime;
}
