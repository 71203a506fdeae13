/**
 * Which built files a remote's page needs, written by the remote's build beside its entry
 * (`assets/page-assets.json`), so the shell's server can tell the browser about them in the page it
 * serves: the browser then fetches them at once instead of discovering them one import at a time.
 * A redeployed remote writes a new list with its new files; the shell reads it per page.
 */
import type { Plugin } from 'vite';
import { matchRemotePage } from '../routing/remote-pages';

export const PAGE_ASSETS_FILE = 'page-assets.json';

export interface AssetList {
  /** module scripts, by file name relative to the list */
  scripts: string[];
  styles: string[];
  /** API requests the page makes first, as templates: `{name}` is the route's parameter or the query's */
  data?: string[];
}

/** A page a remote loads lazily: the route pattern it draws, its module, and the API requests it makes first. */
export interface LazyPage {
  path: string;
  /** relative to the remote's root, e.g. `./src/home/HomePage.tsx` */
  module: string;
  data?: readonly string[];
}

const TEMPLATE_NAME = /\{(\w+)\}/g;
/** Only plain values go into a hinted URL: ids, dates, words. */
const PLAIN_VALUE = /^[\w-]{1,64}$/;

/**
 * A page's API requests for one address: each template filled from the route's parameters and the query,
 * values URI-encoded as the page's own code sends them; a template with a value missing or unusual is left out.
 */
export function dataRequestsFor(templates: readonly string[], pattern: string, url: URL): string[] {
  const params = matchRemotePage([{ path: pattern, page: pattern }], url.pathname)?.params ?? {};
  return templates.flatMap((template) => {
    let complete = true;
    const filled = template.replace(TEMPLATE_NAME, (_, name: string) => {
      const value = params[name] ?? url.searchParams.get(name) ?? '';
      if (!PLAIN_VALUE.test(value)) complete = false;
      return encodeURIComponent(value);
    });
    return complete ? [filled] : [];
  });
}

export interface PageAssets {
  /** what the exposed App needs whichever page it shows */
  app: AssetList;
  /** route pattern (as the shell's route table writes it) → what that page needs beyond the App */
  pages: Record<string, AssetList>;
}

/** The lazily loaded page that draws a path, by the route table's patterns, with its pattern; none for other paths. */
export function pageAssetsFor(assets: PageAssets, pathname: string): { pattern: string; page: AssetList } | undefined {
  const pages = Object.entries(assets.pages).map(([pattern, page]) => ({ path: pattern, page: { pattern, page } }));
  return matchRemotePage(pages, pathname)?.page;
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const CSS_MODULE = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;
/** A chunk of styles only: Vite emits its CSS and drops the empty script afterwards, so it is never fetched. */
const stylesOnly = (chunk: BuiltChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => CSS_MODULE.test(id));

/**
 * Vite plugin: lists the files of the exposed App (`exposedModule`) and of each lazily loaded page
 * (`pages`: route pattern → the page's module, relative to the remote's root) with their static imports.
 */
export function pageAssetsPlugin(options: { exposedModule: string; pages?: readonly LazyPage[] }): Plugin {
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
          if (!stylesOnly(chunk)) scripts.push(chunk.fileName);
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
        (options.pages ?? []).map(({ path, module, data }) => {
          const page = closure(chunkOf(module), new Set(appFiles));
          const styles = page.styles.filter((css) => !app.styles.includes(css));
          return [path, { ...page, styles, ...(data ? { data: [...data] } : {}) }];
        }),
      );
      // every file sits in assets/ beside the list: names are relative to it
      const relative = (list: AssetList): AssetList => ({
        ...list,
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
