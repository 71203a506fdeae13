/**
 * The names the offline ticket's three owners agree on (docs/offline-ticket.md): the account remote keeps the
 * traveller's upcoming tickets (IndexedDB) and the pages that show them (Cache Storage); the shell's service worker
 * (`shell/public/sw.js`, plain JavaScript that cannot import this, so a test holds it to these names) answers a
 * ticket page from that cache when the network is away and keeps the app's files; the shell forgets the tickets
 * when the traveller signs out.
 */

/** The IndexedDB database of the saved tickets, one row per traveller and PNR. */
export const OFFLINE_TICKETS_DATABASE = 'jatra-offline-tickets';

/** The saved copies of `/bookings` and `/booking-details/{pnr}` (the shell's page, no one's data in it). */
export const OFFLINE_PAGES_CACHE = 'jatra-offline-pages';

/** The app's code, styles, fonts and icons as the service worker last fetched them: never an API answer. */
export const APP_FILES_CACHE = 'jatra-app-files';

/** The paths a saved copy may stand in for when the network is away. */
export const OFFLINE_TICKET_PATH = /^\/(?:bookings|booking-details\/[^/]+)\/?$/;

/** What counts as one of the app's files, by the ending of its path: code, styles, fonts and images only. */
export const APP_FILE_PATH = /\.(?:js|mjs|css|woff2?|svg|png|ico)$/;

/** Removes every saved ticket and ticket page from this browser: on sign-out, whoever was signed in. */
export async function forgetOfflineTickets(): Promise<void> {
  const database = globalThis.indexedDB
    ? new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(OFFLINE_TICKETS_DATABASE);
        // a tab still holding it open delays the deletion until it closes it; nothing waits for that tab
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      })
    : Promise.resolve();
  const pages = globalThis.caches ? caches.delete(OFFLINE_PAGES_CACHE).catch(() => false) : Promise.resolve(false);
  await Promise.all([database, pages]);
}
