import 'fake-indexeddb/auto';
import { forgetOfflineTickets } from '@jatra/shared/offline-ticket';
import { fakeHostApi } from '@jatra/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../bookings/account-test-kit';
import { BookingDetailsPage } from '../ticket/BookingDetailsPage';
import { ticketDetails } from '../ticket/ticket-test-kit';
import { keepTickets, savedTicket } from './offline-tickets';
import { keepTicketOffline } from './use-offline-tickets';

const PNR = 'JT8K2M4Q';
const traveller = (id: string) => ({
  id,
  email: `${id}@example.in`,
  phone: null,
  fullName: null,
  role: 'user' as const,
});

function renderOffline(userId: string) {
  // no network: every request fails before it reaches the API
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const host = fakeHostApi({ getAccessToken: async () => 'token', user: traveller(userId) });
  renderAt(`/booking-details/${PNR}`, '/booking-details/:pnr', <BookingDetailsPage params={{ pnr: PNR }} />, host);
  return host;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetOfflineTickets();
});

describe('the ticket with no network', () => {
  it('shows the copy kept on the device, with its QR code and since when, and says cancelling needs the network', async () => {
    const departsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await keepTickets(
      'priya',
      [{ ticket: ticketDetails({ departs_at: departsAt }) }],
      Date.parse('2026-11-27T14:35:00Z'),
    );
    const host = renderOffline('priya');

    expect(await screen.findByText('Saved on 27 Nov, 8:05 PM — you are offline')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `QR code of PNR ${PNR}, seat L4` })).toBeInTheDocument();
    const cancel = screen.getByRole('button', { name: 'Cancel Ticket' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      'Cancelling or changing the date needs an internet connection. Connect and try again.',
    );
    expect(screen.queryByRole('link', { name: 'Cancel Ticket' })).toBeNull();
    // the failure to reach the API is no error to the traveller who has their ticket
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(host.toast.error).not.toHaveBeenCalled();
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it("never shows another traveller's saved ticket", async () => {
    const departsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await keepTickets('priya', [{ ticket: ticketDetails({ departs_at: departsAt }) }], Date.now());
    const host = renderOffline('anjali');

    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/profile'), { timeout: 4000 });
    expect(screen.queryByText(/you are offline/)).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });
});

describe('a ticket just booked', () => {
  it("is kept on the device when the shell asks, before any page of the traveller's tickets is opened", async () => {
    const departsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(String(url));
        const body = { result: { ticket_details: [ticketDetails({ departs_at: departsAt })] } };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const host = fakeHostApi({ getAccessToken: async () => 'token', user: traveller('priya') });
    expect(await savedTicket('priya', PNR)).toBeNull();

    await keepTicketOffline(host, PNR);

    expect(requested.some((url) => url.includes(`/api/booking_details.json?pnr_number=${PNR}`))).toBe(true);
    expect((await savedTicket('priya', PNR))?.ticket.pnr_number).toBe(PNR);
    // kept for that traveller alone
    expect(await savedTicket('anjali', PNR)).toBeNull();
  });
});
