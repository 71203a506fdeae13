/**
 * The sizes of a built frontend (its `dist/`), as a release's descriptor and the bundle budgets read them: every
 * file a browser may fetch, what the first view needs, and what each lazily loaded page adds to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pageRoutes, REMOTE_ENTRY_FILE, type ReleaseDescriptor } from '@jatra/shared';
import { PAGE_ASSETS_FILE, type AssetList, type PageAssets } from '@jatra/shared/page-assets';
import { FONT_SCRIPT_ATTRIBUTE } from '@jatra/shared/i18n';

type Bundle = ReleaseDescriptor['bundle'];

/** The same figures, gzip-compressed (level 9, as the build precompresses): what travels over the wire. */
export interface BundleFigures extends Bundle {
  gzip?: Bundle;
}

/**
 * Not fetched by a browser: source maps, the compressed copies beside each file (the same file, another
 * encoding), the launcher's build stamp, and what only servers and tools read (the page-assets list, a release's
 * descriptor). The server module sits outside `dist/` (`dist-server/`).
 */
const NOT_FETCHED = [/\.map$/, /\.br$/, /\.gz$/, /(^|\/)\.build-stamp$/, /(^|\/)release\.json$/];
const SERVER_ONLY = `assets/${PAGE_ASSETS_FILE}`;

/** Text formats worth compressing; images and fonts are compressed already and travel as they are. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt)$/;

const gzip = promisify(zlib.gzip);

/** Every file of the build a browser may fetch, relative to `distDir` with `/` separators. */
function fetchableFiles(distDir: string): string[] {
  return fs
    .readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== SERVER_ONLY && !NOT_FETCHED.some((pattern) => pattern.test(file)))
    .sort();
}

/**
 * What `index.html` has the browser fetch at once: its scripts, module preloads, styles and preloaded fonts. An
 * Indic font's preload, which the shell's server keeps only on a page in a language of its script, is not part of
 * the (English) first view measured here.
 */
function loadedByIndexHtml(distDir: string): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const references = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].flatMap(([tag]) => {
    if (tag.startsWith('<link') && !/\brel="(?:stylesheet|modulepreload|preload)"/.test(tag)) return [];
    if (tag.includes(`${FONT_SCRIPT_ATTRIBUTE}=`)) return [];
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    // only the build's own files: an absolute URL elsewhere is not part of this bundle
    return url && !/^[a-z]+:|^\/\//i.test(url) ? [url.replace(/^\.?\//, '')] : [];
  });
  return ['index.html', ...references];
}

function readPageAssets(distDir: string): PageAssets | null {
  const file = path.join(distDir, SERVER_ONLY);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PageAssets) : null;
}

/** A page-assets list names files relative to itself, in `assets/`. */
const filesOf = (list: AssetList) => [...list.scripts, ...list.styles].map((file) => `assets/${file}`);

/** The page catalogue's id of a page-assets route pattern (the pattern itself for a page the catalogue lacks). */
const pageIdOf = (pattern: string) =>
  Object.entries(pageRoutes).find(([, route]) => route.path === pattern)?.[0] ?? pattern;

/**
 * The first view and each lazy page of a build, as sets of files. A remote's first view is its entry and the
 * exposed App with its static imports (the build's page-assets list); the shell's is what its `index.html` loads.
 */
function viewsOf(distDir: string): { firstView: Set<string>; pages: Record<string, string[]> } {
  const remoteEntry = `assets/${REMOTE_ENTRY_FILE}`;
  const isRemote = fs.existsSync(path.join(distDir, remoteEntry));
  if (!isRemote && !fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} is not a built frontend: it has neither ${remoteEntry} nor index.html`);
  }
  const assets = readPageAssets(distDir);
  const firstView = new Set([
    ...(isRemote ? [remoteEntry] : loadedByIndexHtml(distDir)),
    ...(assets ? filesOf(assets.app) : []),
  ]);
  const pages = Object.fromEntries(
    Object.entries(assets?.pages ?? {}).map(([pattern, list]) => [
      pageIdOf(pattern),
      filesOf(list).filter((file) => !firstView.has(file)),
    ]),
  );
  return { firstView, pages };
}

async function sizesOf(distDir: string, files: readonly string[]): Promise<Map<string, { raw: number; gzip: number }>> {
  const entries = await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(path.join(distDir, file));
      const gzipped = COMPRESSIBLE.test(file) ? (await gzip(body, { level: 9 })).length : body.length;
      return [file, { raw: body.length, gzip: gzipped }] as const;
    }),
  );
  return new Map(entries);
}

export async function bundleFigures(distDir: string): Promise<BundleFigures> {
  const files = fetchableFiles(distDir);
  const { firstView, pages } = viewsOf(distDir);
  const sizes = await sizesOf(distDir, files);
  const figures = (measure: 'raw' | 'gzip'): Bundle => {
    // a listed file the build does not hold weighs nothing: Vite drops a chunk left empty by CSS-only imports
    // after the page-assets list has named it
    const sum = (list: Iterable<string>) =>
      [...list].reduce((total, file) => total + (sizes.get(file)?.[measure] ?? 0), 0);
    return {
      totalBytes: sum(files),
      firstViewBytes: sum(firstView),
      pageBytes: Object.fromEntries(Object.entries(pages).map(([id, list]) => [id, sum(list)])),
    };
  };
  return { ...figures('raw'), gzip: figures('gzip') };
}
