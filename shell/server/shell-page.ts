/**
 * The shell's page as its server sends it: the built index.html with the runtime embedded and, for the
 * path asked for, hints that let the browser open connections and fetch the remote's entry and the
 * page's files (from the list the remote's build wrote) while the shell's own code is still on its way.
 */
import { isRemoteName, pageRoutes, type RemoteName } from '@jatra/shared';
import {
  EMPTY_ROOT,
  FIRST_VIEW_ELEMENT_ID,
  FIRST_VIEW_FILE,
  jsonScriptElement,
  rootWithFirstView,
  scriptsAfterPaint,
  viewportWidthFor,
  type FirstView,
} from '@jatra/shared/first-view';
import { dataRequestsFor, PAGE_ASSETS_FILE, pageAssetsFor, type PageAssets } from '@jatra/shared/page-assets';
import { FONT_SCRIPT_ATTRIBUTE, LOCALE_INFO, localeFromCookie, negotiateLocale, type Locale } from '@jatra/shared/i18n';
import { matchRemotePage } from '@jatra/shared/routing';
import { runtimeElement, type Runtime } from '../src/runtime/runtime-document';
import { FIRST_VIEW_BUDGET_MS } from './first-view-endpoint';
import { manifestHref, WEB_APP_MANIFEST_PATH } from './web-app-manifest';

/** Routes for a role alone (the admin remote) are never hinted: their code is fetched for that role only. */
const HINTED_ROUTES = Object.values(pageRoutes).flatMap(({ path, remote, roles }) =>
  isRemoteName(remote) && !roles ? [{ path, page: remote }] : [],
);
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

/**
 * The remote's drawing of the page at `address`, asked of the remote's origin; none when it has none, fails
 * or is slower than its budget: the browser then draws the page itself.
 */
export async function fetchFirstView(
  entryUrl: string,
  address: string,
  viewportWidth: number,
  locale: Locale,
): Promise<FirstView | null> {
  try {
    const url = new URL(FIRST_VIEW_FILE, entryUrl);
    url.searchParams.set('address', address);
    url.searchParams.set('width', String(viewportWidth));
    url.searchParams.set('locale', locale);
    const response = await fetch(url, { signal: AbortSignal.timeout(FIRST_VIEW_BUDGET_MS) });
    return response.status === 200 ? ((await response.json()) as FirstView) : null;
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
/** Under a first view the remote's styles are the page's own: its markup is painted with them. */
const stylesheet = (url: string, cors: boolean) =>
  `<link rel="stylesheet" href="${attribute(url)}"${cors ? ' crossorigin' : ''}>`;

// the API's answers are read by fetch() without credentials: an anonymous CORS preload is the same request
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" href="${attribute(url)}" crossorigin>`;

function pageHints(entry: string, assets: PageAssets, url: URL, apiBaseUrl: string, styled: boolean): string[] {
  const style = styled ? stylesheet : stylePreload;
  const file = (name: string) => new URL(name, entry).href;
  const found = pageAssetsFor(assets, url.pathname);
  const page = found?.page;
  const api = apiBaseUrl.replace(/\/$/, '');
  return [
    ...[...assets.app.scripts, ...(page?.scripts ?? [])].map((name) => modulePreload(file(name))),
    ...assets.app.styles.map((name) => style(file(name), false)),
    ...(page?.styles ?? []).map((name) => style(file(name), true)),
    // a first view's answers come in the page; the browser need not ask for them
    ...(found && page?.data && !styled ? dataRequestsFor(page.data, found.pattern, url) : []).map((path) =>
      fetchPreload(`${api}${path}`),
    ),
  ];
}

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Every stylesheet straight after the title, before any script: the browser asks for them first, so a first
 * view is painted as soon as they are in, while the scripts are still on their way.
 */
function stylesFirst(page: string): string {
  const styles = (page.match(STYLESHEET_LINK) ?? []).map((link) => `    ${link.trim()}\n`);
  return page.replace(STYLESHEET_LINK, '').replace('</title>\n', () => `</title>\n${styles.join('')}`);
}

export interface PageSources {
  pageAssets(entryUrl: string): Promise<PageAssets | null>;
  firstView(entryUrl: string, address: string, viewportWidth: number, locale: Locale): Promise<FirstView | null>;
  /** the shell's frame (navbar, footer) around a first view's markup: its server module's, if it has one */
  frame(address: string, pageHtml: string, locale: Locale): Promise<string | null>;
}

/**
 * The language a page is drawn in: the visitor's choice (its cookie), else the first of ours their browser asks
 * for, else English.
 */
export const pageLocale = (request: { cookie?: string | undefined; acceptLanguage?: string | undefined }): Locale =>
  localeFromCookie(request.cookie) ?? negotiateLocale(request.acceptLanguage);

const SCRIPT_FONT_PRELOAD = new RegExp(`[ \\t]*<link [^>]*${FONT_SCRIPT_ATTRIBUTE}="(\\w+)"[^>]*>\\n?`, 'g');

/**
 * `<html lang>` says the page's language (the template is written in English), the installed app's manifest is the
 * language's, and of the Indic fonts' preloads only the page's script's stays: an English page loads no Indic font,
 * an Assamese one gets Bengali script's at once.
 */
const withLanguage = (page: string, locale: Locale) =>
  page
    .replace(/<html lang="[^"]*">/, () => `<html lang="${LOCALE_INFO[locale].tag}" dir="ltr">`)
    .replace(`href="${WEB_APP_MANIFEST_PATH}"`, () => `href="${manifestHref(locale)}"`)
    .replace(SCRIPT_FONT_PRELOAD, (link, script: string) => (script === LOCALE_INFO[locale].script ? link : ''));

/**
 * `address`: the path and query the browser asked for; `userAgent`: the browser's, for the layout it will render;
 * its cookie and `Accept-Language`, for the language.
 */
export async function shellPage(
  template: string,
  request: {
    address: string;
    userAgent: string | undefined;
    cookie?: string | undefined;
    acceptLanguage?: string | undefined;
  },
  runtime: Runtime,
  sources: PageSources,
  refused: ReadonlySet<RemoteName> = new Set(),
): Promise<string> {
  const { address } = request;
  const locale = pageLocale(request);
  const url = new URL(address, 'http://shell.invalid');
  const remote = remoteForPath(url.pathname);
  // a release the shell will refuse to mount is neither drawn here nor preloaded: the browser shows its error alone
  const entry = remote && !refused.has(remote) ? runtime.remotes[remote] : undefined;
  const [assets, drawn] = entry
    ? await Promise.all([
        sources.pageAssets(entry),
        sources.firstView(entry, `${url.pathname}${url.search}`, viewportWidthFor(request.userAgent), locale),
      ])
    : [null, null];
  // without its styles a first view would be painted bare, and without a root it has nowhere to go
  const firstView = assets && template.includes(EMPTY_ROOT) ? drawn : null;
  const head = (styled: boolean) => [
    runtimeElement(runtime),
    preconnect(runtime.config.apiBaseUrl),
    ...(entry ? [preconnect(entry), modulePreload(entry)] : []),
    ...(entry && assets ? pageHints(entry, assets, url, runtime.config.apiBaseUrl, styled) : []),
  ];
  const withHead = (lines: string[]) =>
    stylesFirst(withLanguage(template, locale).replace('</head>', () => `${lines.join('\n')}\n</head>`));
  if (!remote || !firstView) return withHead(head(false));
  let frame: string | null;
  try {
    frame = await sources.frame(`${url.pathname}${url.search}`, firstView.html, locale);
  } catch (error) {
    console.error('[jatra] the first view could not be framed; the page goes without it', error);
    frame = null;
  }
  if (frame === null) return withHead(head(false));
  const state = jsonScriptElement(FIRST_VIEW_ELEMENT_ID, { remote, state: firstView.state });
  return scriptsAfterPaint(withHead([...head(true), state])).replace(EMPTY_ROOT, () => rootWithFirstView(frame));
}
