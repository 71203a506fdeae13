import { z } from 'zod';

/**
 * Packages the browser must load exactly once, shared by the shell with every remote.
 * The plugin does not enforce singletons, so remotes get `import: false`: they can only use
 * the shell's copy, and a second React is impossible.
 */
export const FEDERATION_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
] as const;

export const hostSharedConfig = () => Object.fromEntries(FEDERATION_SINGLETONS.map((name) => [name, {}]));

export const remoteSharedConfig = () =>
  Object.fromEntries(FEDERATION_SINGLETONS.map((name) => [name, { import: false }]));

/** Every remote exposes exactly this module as `./App`, built next to this entry file. */
export const REMOTE_EXPOSED_APP = './src/App.tsx';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Remote names as the manifest `/remotes.json` lists them. */
export const REMOTE_NAMES = ['search', 'booking', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: where each remote's entry lives, read by the shell at run time. */
export const remoteManifestSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.url()])) as Record<RemoteName, z.ZodURL>,
);
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

/** `/runtime-config.json`: settings the shell reads at run time, so one build serves every environment. */
export const runtimeConfigSchema = z.object({ apiBaseUrl: z.url() });
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
