/**
 * The shell's service worker (`/sw.js`, docs/offline-ticket.md) is registered once the page has loaded and painted,
 * so that it never competes with the first view for the network or the main thread. Production builds only: the
 * dev servers serve no `/sw.js`, and a worker kept from a production run must not answer a dev server's files.
 */
const SERVICE_WORKER_PATH = '/sw.js';

export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(() => {
      navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => {
        // without it the app works as a website does: online only
        console.warn('[jatra] the service worker could not be registered', error);
      });
    });
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
