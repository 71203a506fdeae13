/**
 * The pages that show the saved tickets, kept for the shell's service worker to answer when the network is away
 * (docs/offline-ticket.md): the shell's page for `/bookings` and each `/booking-details/{pnr}` as its server sends
 * it (the frame and the live remotes' addresses), a ticket's page with that ticket drawn in (saved-ticket-page.tsx),
 * and the app's files this page has loaded so far, which the worker did not see when they came before it was
 * installed.
 */
import { APP_FILE_PATH, APP_FILES_CACHE, OFFLINE_PAGES_CACHE } from '@jatra/shared/offline-ticket';
import { pageWithSavedTicket, type DrawnPage } from './saved-ticket-page';

/** The app's files this page has loaded: code, styles, fonts and images, from any of the frontends' origins. */
function filesLoaded(apiBaseUrl: string): string[] {
  const api = new URL(apiBaseUrl, location.href).origin;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.origin !== api &&
        APP_FILE_PATH.test(url.pathname)
      );
    });
  return [...new Set(urls)];
}

/** A page to keep: its path on this origin, and the ticket drawn into it when there is one. */
export interface PageToKeep {
  path: string;
  drawn?: DrawnPage | null;
}

// the body is kept decoded: a header saying how it came over the network would no longer be true of it
const keptHeaders = (headers: Headers) => {
  const kept = new Headers(headers);
  for (const name of ['content-encoding', 'content-length', 'etag']) kept.delete(name);
  return kept;
};

/** The page as its server sends it now (it names the remotes' releases live now), with its ticket drawn in. */
async function pageToKeep(url: string, drawn: DrawnPage): Promise<Response | null> {
  const response = await fetch(url);
  if (!response.ok) return null;
  const page = await response.text();
  const withTicket = pageWithSavedTicket(page, drawn) ?? page;
  return new Response(withTicket, { status: 200, headers: keptHeaders(response.headers) });
}

/** Keeps the pages and the files they need; anything that fails is left for next time. */
export async function keepPages(toKeep: readonly PageToKeep[], apiBaseUrl: string): Promise<void> {
  if (!globalThis.caches) return;
  const [pages, files] = await Promise.all([caches.open(OFFLINE_PAGES_CACHE), caches.open(APP_FILES_CACHE)]);
  const missing = async (cache: Cache, url: string) => !(await cache.match(url));
  await Promise.all([
    ...toKeep.map(async ({ path, drawn }) => {
      const url = new URL(path, location.origin).href;
      try {
        if (!drawn) return await pages.add(url);
        const page = await pageToKeep(url, drawn);
        if (page) await pages.put(url, page);
      } catch {
        // kept next time
      }
    }),
    ...filesLoaded(apiBaseUrl).map(async (url) => {
      if (await missing(files, url)) await files.add(url).catch(() => undefined);
    }),
  ]);
}
