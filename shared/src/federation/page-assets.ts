/**
 * Which built files a remote's page needs, written by the remote's build beside its entry
 * (`assets/page-assets.json`), so the shell's server can tell the browser about them in the page it
 * serves: the browser then fetches them at once instead of discovering them one import at a time.
 * A redeployed remote writes a new list with its new files; the shell reads it per page.
 */
import type { Plugin } from 'vite';
import { matchPath } from 'react-router-dom';

export const PAGE_ASSETS_FILE = 'page-assets.json';

export interface AssetList {
  /** module scripts, by file name relative to the list */
  scripts: string[];
  styles: string[];
}

export interface PageAssets {
  /** what the exposed App needs whichever page it shows */
  app: AssetList;
  /** route pattern (as the shell's route table writes it) → what that page needs beyond the App */
  pages: Record<string, AssetList>;
}

/** The files of the lazily loaded page that draws a path, by the route table's patterns; none for other paths. */
export function pageAssetsFor(assets: PageAssets, pathname: string): AssetList | undefined {
  return Object.entries(assets.pages).find(([pattern]) => matchPath({ path: pattern, end: true }, pathname))?.[1];
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Vite plugin: lists the files of the exposed App (`exposedModule`) and of each lazily loaded page
 * (`pages`: route pattern → the page's module, relative to the remote's root) with their static imports.
 */
export function pageAssetsPlugin(options: { exposedModule: string; pages?: Record<string, string> }): Plugin {
  return {
    name: 'jatra-page-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is BuiltChunk & typeof item => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const root = process.cwd();
      const chunkOf = (module: string) => {
        const wanted = new URL(module, `file://${root}/`).pathname;
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === wanted);
        if (!chunk) this.error(`page-assets: no chunk is built from ${module}; is it imported (lazily) by the App?`);
        return chunk;
      };
      const closure = (start: BuiltChunk, known = new Set<string>()): AssetList => {
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (chunk: BuiltChunk) => {
          if (known.has(chunk.fileName)) return;
          known.add(chunk.fileName);
          scripts.push(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        visit(start);
        return { scripts, styles };
      };
      const appFiles = new Set<string>();
      const app = closure(chunkOf(options.exposedModule), appFiles);
      const pages = Object.fromEntries(
        Object.entries(options.pages ?? {}).map(([pattern, module]) => {
          const page = closure(chunkOf(module), new Set(appFiles));
          return [pattern, { ...page, styles: page.styles.filter((css) => !app.styles.includes(css)) }];
        }),
      );
      // every file sits in assets/ beside the list: names are relative to it
      const relative = (list: AssetList): AssetList => ({
        scripts: list.scripts.map((file) => file.replace(/^assets\//, '')),
        styles: list.styles.map((file) => file.replace(/^assets\//, '')),
      });
      const assets: PageAssets = {
        app: relative(app),
        pages: Object.fromEntries(Object.entries(pages).map(([pattern, list]) => [pattern, relative(list)])),
      };
      this.emitFile({ type: 'asset', fileName: `assets/${PAGE_ASSETS_FILE}`, source: JSON.stringify(assets) });
    },
  };
}
