import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin, UserConfig } from 'vite';
import { catalogueCompiler } from '../i18n/catalogue-compiler';
import { FONT_SCRIPT_ATTRIBUTE } from '../i18n/locales';
import { pageAssetsPlugin, type LazyPage } from './page-assets';
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

/**
 * Building a zod schema has no side effect, but Rollup cannot know: without this every schema of @jatra/shared
 * (and all of zod with them) would ship in every bundle that imports one constant from a module with schemas.
 */
const rollupOptions: NonNullable<BuildOptions['rollupOptions']> = {
  onwarn: quietWarnings,
  treeshake: { manualPureFunctions: ['z'] },
};

/** Every bundle's zod is the one that never evaluates code (zod-without-eval.ts). */
const resolve: UserConfig['resolve'] = {
  alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./zod-without-eval.ts', import.meta.url)) }],
};

/**
 * A remote's origin draws no page (the shell draws them all), so its index.html, the build's entry, only says
 * what the origin serves: one page for all four, made here rather than kept in each remote.
 */
const remoteIndexHtml = (name: RemoteName): Plugin => {
  let indexHtml = '';
  return {
    name: 'jatra-remote-index-html',
    enforce: 'pre',
    configResolved: (config) => {
      indexHtml = path.resolve(config.root, 'index.html');
    },
    resolveId: (id) => (id === indexHtml ? id : undefined),
    load: (id) =>
      id === indexHtml
        ? `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Jatra · ${name} remote</title>
  </head>
  <body>
    <p>
      This origin serves the Jatra <strong>${name}</strong> remote. Its code is loaded by the Jatra shell from
      <code>/assets/${REMOTE_ENTRY_FILE}</code>.
    </p>
  </body>
</html>
`
        : undefined,
  };
};

/**
 * The Vite config of a remote: one exposed `./App`, shared singletons taken only from the shell, and the
 * list of each page's files for the shell's server to preload. `pages`: the pages the App loads lazily
 * (those it imports statically come with the App).
 */
export function remoteViteConfig(name: RemoteName, options: { pages?: readonly LazyPage[] } = {}): UserConfig {
  return {
    plugins: [
      catalogueCompiler(),
      react(),
      federation({
        name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { './App': REMOTE_EXPOSED_APP },
        shared: remoteSharedConfig(),
      }),
      pageAssetsPlugin({ exposedModule: REMOTE_EXPOSED_APP, pages: options.pages }),
      remoteIndexHtml(name),
    ],
    resolve,
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, rollupOptions },
    experimental: {
      // a remote's code runs in the shell's page: its lazy chunks and their preloads must be fetched from the
      // remote's own origin (relative to the importing chunk), not from the page's
      renderBuiltUrl: () => ({ relative: true }),
    },
  };
}

/** react-router-dom as the shell shares it: only the exports the frontends use (see shared-router.ts). */
const sharedRouter = {
  modulePreload: true,
  packagePath: fileURLToPath(new URL('./shared-router.ts', import.meta.url)),
  // given, since the plugin reads no version from a path of ours
  version: (createRequire(import.meta.url)('react-router-dom/package.json') as { version: string }).version,
};

/** The script a self-hosted font file draws, from its package's file name (Inter draws Latin). */
const fontScript = (fileName: string) =>
  /bengali/.test(fileName) ? 'Beng' : /devanagari/.test(fileName) ? 'Deva' : undefined;

/**
 * The page asks for its fonts at once, beside its styles: a page drawn by the server is then first painted in
 * Inter, not in the fallback it would swap out a moment later. An Indic font's preload is marked with its script,
 * and the shell's server keeps it only on a page in a language of that script (shell-page.ts).
 */
const preloadFonts = (): Plugin => ({
  name: 'jatra-preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) =>
      Object.keys(context.bundle ?? {})
        .filter((fileName) => fileName.endsWith('.woff2'))
        .map((fileName) => {
          const script = fontScript(fileName);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${fileName}`,
              crossorigin: '',
              ...(script ? { [FONT_SCRIPT_ATTRIBUTE]: script } : {}),
            },
            injectTo: 'head' as const,
          };
        }),
  },
});

/** The shell's Vite config. Remotes are registered at run time from `/remotes.json`. */
export function hostViteConfig(): UserConfig {
  return {
    plugins: [
      catalogueCompiler(),
      react(),
      federation({
        name: 'shell',
        // the plugin needs one static remote to set up its runtime; it is never loaded
        remotes: { unused: 'http://localhost/unused-remote-entry.js' },
        shared: { ...hostSharedConfig(), 'react-router-dom': sharedRouter },
      }),
      preloadFonts(),
    ],
    resolve,
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true, rollupOptions },
  };
}
