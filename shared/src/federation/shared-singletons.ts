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

/**
 * The shell preloads every singleton from its page: the federation runtime would otherwise fetch them one after
 * another as its modules ask for them, a round trip each before the first render.
 */
export const hostSharedConfig = () =>
  Object.fromEntries(FEDERATION_SINGLETONS.map((name) => [name, { modulePreload: true }]));

export const remoteSharedConfig = () =>
  Object.fromEntries(FEDERATION_SINGLETONS.map((name) => [name, { import: false }]));

/** Every remote exposes exactly this module as `./App`, built next to this entry file. */
export const REMOTE_EXPOSED_APP = './src/App.tsx';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Remote names as the manifest `/remotes.json` lists them. */
export const REMOTE_NAMES = ['search', 'booking', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const isRemoteName = (value: unknown): value is RemoteName =>
  (REMOTE_NAMES as readonly unknown[]).includes(value);

/**
 * A check of an object whose fields are all absolute URLs, with `parse` as a schema has it. Hand-written, not
 * zod: the shell runs it before its first paint, and zod would be the largest code of that first view.
 */
function urlFields<K extends string>(what: string, keys: readonly K[]) {
  return {
    parse(value: unknown): Record<K, string> {
      const fields: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {};
      const wrong = keys.filter((key) => {
        const field = fields[key];
        return typeof field !== 'string' || !URL.canParse(field);
      });
      if (wrong.length > 0) throw new TypeError(`${what}: ${wrong.join(', ')} must be absolute URLs`);
      return Object.fromEntries(keys.map((key) => [key, fields[key]])) as Record<K, string>;
    },
  };
}

/** `/remotes.json`: where each remote's entry lives, read by the shell at run time. */
export const remoteManifestSchema = urlFields('remotes.json', REMOTE_NAMES);
export type RemoteManifest = Record<RemoteName, string>;

/** `/runtime-config.json`: settings the shell reads at run time, so one build serves every environment. */
export const runtimeConfigSchema = urlFields('runtime-config.json', ['apiBaseUrl']);
export type RuntimeConfig = { apiBaseUrl: string };
