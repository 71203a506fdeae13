/**
 * The pages that show the saved tickets, kept for the shell's service worker to answer when the network is away
 * (docs/offline-ticket.md): the shell's page for `/bookings` and each `/booking-details/{pnr}` as its server sends
 * it (the frame and the live remotes' addresses, no one's data), and the app's files this page has loaded so far,
 * which the worker did not see when they came before it was installed.
 */
import { APP_FILE_PATH, APP_FILES_CACHE, OFFLINE_PAGES_CACHE } from '@jatra/shared/offline-ticket';

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

/** Keeps the pages at `paths` (on this origin) and the files they need; anything that fails is left for next time. */
export async function keepPages(paths: readonly string[], apiBaseUrl: string): Promise<void> {
  if (!globalThis.caches) return;
  const [pages, files] = await Promise.all([caches.open(OFFLINE_PAGES_CACHE), caches.open(APP_FILES_CACHE)]);
  const missing = async (cache: Cache, url: string) => !(await cache.match(url));
  await Promise.all([
    // a page is taken afresh each time: it names the remotes' releases live now
    ...paths.map((path) => pages.add(new URL(path, location.origin).href).catch(() => undefined)),
    ...filesLoaded(apiBaseUrl).map(async (url) => {
      if (await missing(files, url)) await files.add(url).catch(() => undefined);
    }),
  ]);
}
