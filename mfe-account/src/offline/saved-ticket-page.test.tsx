import 'fake-indexeddb/auto';
import { FIRST_VIEW_ELEMENT_ID } from '@jatra/shared/first-view';
import { forgetOfflineTickets } from '@jatra/shared/offline-ticket';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../bookings/account-test-kit';
import { SavedTicketDrawings } from '../ticket/SavedTicketDrawings';
import { ticketDetails } from '../ticket/ticket-test-kit';
import { keepTickets, savedTicket } from './offline-tickets';
import { drawSavedTicket, pageWithSavedTicket } from './saved-ticket-page';

const PNR = 'JT8K2M4Q';
const REMOTE_STYLES = 'http://account.test/releases/1/assets/App-X9y8.css';
// the shell's page as its server sends it: its own styles linked, the page's remote's only hinted
const SERVED_PAGE = `<!doctype html><html lang="en"><head>
<script type="module" crossorigin src="/assets/index-A1b2C3d4.js"></script>
<link rel="stylesheet" href="/assets/index-E5f6G7h8.css">
<link rel="preload" as="style" href="${REMOTE_STYLES}" crossorigin>
</head><body><div id="root"></div></body></html>`;

afterEach(async () => {
  await forgetOfflineTickets();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

async function drawnTicket() {
  const departsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  await keepTickets(
    'priya',
    [{ ticket: ticketDetails({ departs_at: departsAt }) }],
    Date.parse('2026-11-27T14:35:00Z'),
  );
  const saved = (await savedTicket('priya', PNR))!;
  renderAt('/bookings', '/bookings', <SavedTicketDrawings />);
  return drawSavedTicket('priya', saved);
}

describe('the ticket page kept drawn for no network', () => {
  it('is drawn as it opens offline: the saved-on note, the QR code, cancelling said to need the network', async () => {
    const drawn = (await drawnTicket())!;
    const page = new DOMParser().parseFromString(drawn.main, 'text/html');
    expect(page.querySelector('main[data-remote="account"]')?.textContent).toContain(
      'Saved on 27 Nov, 8:05 PM — you are offline',
    );
    expect(page.querySelector(`[aria-label^="QR code of PNR ${PNR}, seat L4"]`)).not.toBeNull();
    expect(page.querySelector('button[disabled][aria-describedby]')?.textContent).toBe('Cancel Ticket');
    // drawn outside the document: nothing of it shows on the page that kept it
    expect(document.body.textContent).not.toContain('you are offline');
    // the answers it was drawn from, for the first render to draw the same
    expect(JSON.stringify(drawn.state)).toContain('"saved-ticket","priya","JT8K2M4Q"');
    // and that it was opened from the device's copy, so the first render shows the copy even if the browser says online
    expect(JSON.stringify(drawn.state)).toContain('"opened-from-saved-page"');
  });

  it("goes into the shell's page in this document's frame, painted before any script runs", async () => {
    const drawn = (await drawnTicket())!;
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/index-E5f6G7h8.css"><link rel="stylesheet" href="${REMOTE_STYLES}">`;
    document.body.innerHTML = `<div id="root"><div class="app"><nav>Priya Baruah</nav>
      <div class="payment-notices" role="status"><div class="payment-notice">Payment received</div></div>
      <main data-remote="account">My Bookings</main><section data-sonner-toaster="">Signed in</section></div></div>`;
    const kept = pageWithSavedTicket(SERVED_PAGE, drawn)!;
    const page = new DOMParser().parseFromString(kept, 'text/html');

    const root = page.getElementById('root')!;
    expect(root.hasAttribute('inert')).toBe(true);
    expect(root.hasAttribute('data-first-view')).toBe(true);
    expect(root.querySelector('nav')?.textContent).toBe('Priya Baruah');
    expect(root.querySelector('main')?.textContent).toContain('you are offline');
    expect(root.textContent).not.toContain('My Bookings');
    expect(root.textContent).not.toContain('Signed in');
    expect(root.textContent).not.toContain('Payment received');
    const links = [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    // the remote's styles linked once (the shell's own already were), not left as a hint that styles nothing
    expect(links).toEqual(['/assets/index-E5f6G7h8.css', REMOTE_STYLES]);
    expect(JSON.parse(page.getElementById(FIRST_VIEW_ELEMENT_ID)!.textContent!)).toMatchObject({ remote: 'account' });
    // the shell's scripts wait for the first paint
    expect(page.querySelector('head script[type="module"][src]')).toBeNull();
    expect(page.querySelector('template')?.innerHTML).toContain('/assets/index-A1b2C3d4.js');
  });

  it('is kept as served when the page has no empty root to draw into', async () => {
    const drawn = (await drawnTicket())!;
    document.body.innerHTML = '<div id="root"><main data-remote="account">My Bookings</main></div>';
    expect(
      pageWithSavedTicket(SERVED_PAGE.replace('<div id="root"></div>', '<div id="root">x</div>'), drawn),
    ).toBeNull();
  });
});
