import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import type { BuildOptions, UserConfig } from 'vite';
import {
  hostSharedConfig,
  REMOTE_ENTRY_FILE,
  REMOTE_EXPOSED_APP,
  remoteSharedConfig,
  type RemoteName,
} from './shared-singletons';

/** zod ships comments Rollup cannot place; the warning says nothing about our code. */
const quietWarnings: NonNullable<NonNullable<BuildOptions['rollupOptions']>['onwarn']> = (warning, warn) => {
  if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
};

/** The Vite config of a remote: one exposed `./App`, shared singletons taken only from the shell. */
export function remoteViteConfig(name: RemoteName): UserConfig {
  return {
    plugins: [
      react(),
      federation({
        name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { './App': REMOTE_EXPOSED_APP },
        shared: remoteSharedConfig(),
      }),
    ],
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, rollupOptions: { onwarn: quietWarnings } },
  };
}

/** The shell's Vite config. Remotes are registered at run time from `/remotes.json`. */
export function hostViteConfig(): UserConfig {
  return {
    plugins: [
      react(),
      federation({
        name: 'shell',
        // the plugin needs one static remote to set up its runtime; it is never loaded
        remotes: { unused: 'http://localhost/unused-remote-entry.js' },
        shared: hostSharedConfig(),
      }),
    ],
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, rollupOptions: { onwarn: quietWarnings } },
  };
}
