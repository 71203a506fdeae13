/**
 * The shell's page as its server sends it: the built index.html with the runtime embedded and, for the
 * path asked for, hints that let the browser open connections and fetch the remote's entry and the
 * page's files (from the list the remote's build wrote) while the shell's own code is still on its way.
 */
import type { RemoteName } from '@jatra/shared';
import { matchRemotePage } from '@jatra/shared/routing';
import { dataRequestsFor, PAGE_ASSETS_FILE, pageAssetsFor, type PageAssets } from '@jatra/shared/page-assets';
import { REMOTE_ROUTES } from '../../shell/src/routes/route-table';
import { runtimeElement, type Runtime } from '../../shell/src/runtime/runtime-document';

/** Routes for a role alone (the admin remote) are never hinted: their code is fetched for that role only. */
const HINTED_ROUTES = REMOTE_ROUTES.filter((route) => !route.roles).map((route) => ({
  path: route.path,
  page: route.remote,
}));
/** A remote slower than this to give its list gets a page with the entry hinted alone. */
const LIST_TIMEOUT_MS = 500;

/** The remote that draws a path, if its code may be fetched for anyone. */
export function remoteForPath(pathname: string): RemoteName | null {
  return matchRemotePage(HINTED_ROUTES, pathname)?.page ?? null;
}

/**
 * The remote's list of page files, asked of the remote's origin on every page so that a redeployed
 * remote's new files are hinted at once; none when the remote does not answer.
 */
export async function fetchPageAssets(entryUrl: string): Promise<PageAssets | null> {
  try {
    const response = await fetch(new URL(PAGE_ASSETS_FILE, entryUrl), {
      signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as PageAssets) : null;
  } catch {
    return null;
  }
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

// module scripts and the API's fetches are CORS requests without credentials: `crossorigin` matches their connections
const preconnect = (url: string) => `<link rel="preconnect" href="${attribute(new URL(url).origin)}" crossorigin>`;
const modulePreload = (url: string) => `<link rel="modulepreload" href="${attribute(url)}" crossorigin>`;
/**
 * The hints must match how each file will be asked for, or the browser fetches it twice: scripts are module
 * scripts (CORS); the App's styles are added by the federation runtime as plain links, a lazy page's by
 * Vite's preloader with `crossorigin`.
 */
const stylePreload = (url: string, cors: boolean) =>
  `<link rel="preload" as="style" href="${attribute(url)}"${cors ? ' crossorigin' : ''}>`;

// the API's answers are read by fetch() without credentials: an anonymous CORS preload is the same request
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" href="${attribute(url)}" crossorigin>`;

function pageHints(entry: string, assets: PageAssets, url: URL, apiBaseUrl: string): string[] {
  const file = (name: string) => new URL(name, entry).href;
  const found = pageAssetsFor(assets, url.pathname);
  const page = found?.page;
  const api = apiBaseUrl.replace(/\/$/, '');
  return [
    ...[...assets.app.scripts, ...(page?.scripts ?? [])].map((name) => modulePreload(file(name))),
    ...assets.app.styles.map((name) => stylePreload(file(name), false)),
    ...(page?.styles ?? []).map((name) => stylePreload(file(name), true)),
    ...(found && page?.data ? dataRequestsFor(page.data, found.pattern, url) : []).map((path) =>
      fetchPreload(`${api}${path}`),
    ),
  ];
}

/** `address`: the path and query the browser asked for. */
export async function shellPage(
  template: string,
  address: string,
  runtime: Runtime,
  pageAssets: (entryUrl: string) => Promise<PageAssets | null> = fetchPageAssets,
): Promise<string> {
  const url = new URL(address, 'http://shell.invalid');
  const remote = remoteForPath(url.pathname);
  const entry = remote && runtime.remotes[remote];
  const assets = entry ? await pageAssets(entry) : null;
  const head = [
    runtimeElement(runtime),
    preconnect(runtime.config.apiBaseUrl),
    ...(entry ? [preconnect(entry), modulePreload(entry)] : []),
    ...(entry && assets ? pageHints(entry, assets, url, runtime.config.apiBaseUrl) : []),
  ];
  return template.replace('</head>', `${head.join('\n')}\n</head>`);
}
