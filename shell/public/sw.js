/*
 * Jatra's service worker, owned by the shell and served from its origin's root (docs/offline-ticket.md says what it
 * keeps and why no more). Plain JavaScript served as written: the names it shares with the account remote are
 * @jatra/shared/offline-ticket's, and a test holds this file to them.
 *
 * - A page is always asked of the network first: the shell's server names the live release of every remote in each
 *   page (docs/frontend-releases.md), so a new release reaches the visitor on the next load. Only when the network
 *   fails does a saved copy of `/bookings` or `/booking-details/{pnr}` stand in, and only one the account remote
 *   saved; any other page fails as it would without this worker.
 * - An app file (code, styles, fonts, icons) under a name that never changes its contents (`/releases/<version>/`,
 *   or a build's hashed name) is answered from the cache; any other is asked of the network, and its cached copy is
 *   used only by a saved ticket page opened with no network.
 * - API answers and everything else pass by untouched: the saved tickets are the account remote's (IndexedDB).
 */
const PAGES_CACHE = 'jatra-offline-pages';
const FILES_CACHE = 'jatra-app-files';
const OFFLINE_TICKET_PATH = /^\/(?:bookings|booking-details\/[^/]+)\/?$/;
const APP_FILE_PATH = /\.(?:js|mjs|css|woff2?|svg|png|ico)$/;
/** a build's hashed file name, as the frontends' servers read it when they cache it for a year */
const HASHED_NAME = /-[\w-]{8,}\.\w+$/;
const RELEASE_PATH = /\/releases\/[^/]+\//;
/** the app's files kept at most, newest first: a few releases of every frontend */
const FILES_KEPT = 400;

const unchanging = (url) =>
  RELEASE_PATH.test(url.pathname) || (HASHED_NAME.test(url.pathname) && !url.pathname.endsWith('/remoteEntry.js'));

self.addEventListener('install', () => {
  // nothing is fetched ahead: the app's files are kept as pages use them
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), trimFiles()]));
});

async function trimFiles() {
  const cache = await caches.open(FILES_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - FILES_KEPT)).map((key) => cache.delete(key)));
}

async function savedTicketPage(request, url) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(PAGES_CACHE);
    const saved = await cache.match(`${url.origin}${url.pathname.replace(/\/$/, '')}`, { ignoreVary: true });
    if (saved) return saved;
    throw error;
  }
}

async function onTicketPage(clientId) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  return Boolean(client) && OFFLINE_TICKET_PATH.test(new URL(client.url).pathname);
}

async function appFile(event, url) {
  const cache = await caches.open(FILES_CACHE);
  if (unchanging(url)) {
    const kept = await cache.match(event.request);
    if (kept) return kept;
  }
  try {
    const response = await fetch(event.request);
    if (response.status === 200 || response.type === 'opaque') {
      event.waitUntil(cache.put(event.request, response.clone()).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const kept = (await onTicketPage(event.clientId)) ? await cache.match(event.request) : undefined;
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  if (request.mode === 'navigate') {
    if (url.origin === self.location.origin && OFFLINE_TICKET_PATH.test(url.pathname)) {
      event.respondWith(savedTicketPage(request, url));
    }
    return;
  }
  if (!APP_FILE_PATH.test(url.pathname) || url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;
  event.respondWith(appFile(event, url));
});
