/**
 * The ticket page kept for no network is kept drawn (docs/offline-ticket.md): at the bus stand its HTML paints the
 * ticket at once, as a first view does, while the app's code starts from the device; the shell then readies the
 * account remote with the answers the page was drawn with, so its first render draws the same page over it.
 */
import {
  EMPTY_ROOT,
  FIRST_VIEW_ELEMENT_ID,
  jsonScriptElement,
  rootWithFirstView,
  scriptsAfterPaint,
} from '@jatra/shared/first-view';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { drawingOf } from './drawing-requests';
import type { SavedTicket } from './offline-tickets';
import { SAVED_PAGE_KEY, savedKey } from './saved-keys';

const PAGE_SELECTOR = 'main[data-remote="account"]';

export interface DrawnPage {
  /** the page's `<main>`, as it is drawn with no network */
  main: string;
  /** the account remote's query cache it is drawn from, dehydrated */
  state: unknown;
}

/** The ticket page as it opens with no network for `userId`, drawn now: its markup, and what it is drawn from. */
export async function drawSavedTicket(userId: string, saved: SavedTicket): Promise<DrawnPage | null> {
  const main = await drawingOf(saved);
  if (!main) return null;
  const client = new QueryClient();
  client.setQueryData(savedKey(userId, saved.pnr), saved);
  client.setQueryData(SAVED_PAGE_KEY, true);
  return { main, state: dehydrate(client) };
}

/**
 * The shell's frame as this document shows it (the traveller's own navbar), with the drawn page in place of the
 * account page showing now; none when no account page shows. What comes and goes (toasts, payment notices) is
 * left out.
 */
function frameAround(main: string): string | null {
  const root = document.getElementById('root')?.cloneNode(true) as HTMLElement | undefined;
  const page = root?.querySelector(PAGE_SELECTOR);
  if (!root || !page) return null;
  page.outerHTML = main;
  for (const passing of root.querySelectorAll('[data-sonner-toaster], .payment-notice')) passing.remove();
  return root.innerHTML;
}

/** The page as the shell's server sent it, with the ticket drawn in, its styles linked and its answers embedded. */
export function pageWithSavedTicket(page: string, drawn: DrawnPage): string | null {
  const frame = frameAround(drawn.main);
  if (!frame || !page.includes(EMPTY_ROOT)) return null;
  // the remotes' styles this document loaded, which the shell's page links only once a remote asks for them (it may
  // name them already, but as files to preload, which style nothing)
  const linked = new Set(
    [...new DOMParser().parseFromString(page, 'text/html').querySelectorAll('link[rel="stylesheet"]')].map(
      (link) => new URL(link.getAttribute('href') ?? '', location.href).href,
    ),
  );
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => !linked.has(link.href))
    .map((link) => `<link rel="stylesheet" href="${link.href.replaceAll('"', '&quot;')}">`);
  const head = [...styles, jsonScriptElement(FIRST_VIEW_ELEMENT_ID, { remote: 'account', state: drawn.state })];
  return scriptsAfterPaint(page.replace('</head>', () => `${head.join('\n')}\n</head>`)).replace(EMPTY_ROOT, () =>
    rootWithFirstView(frame),
  );
}
