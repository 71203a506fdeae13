import {
  ApiRequestError,
  fetchTicket,
  pageRoutes,
  type BookingRecord,
  type HostApi,
  type TicketDetails,
} from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ticketKey } from '../ticket';
import { MOST_TICKETS_KEPT } from './limits';
import { SAVED_PAGE_KEY, savedKey, savedListKey } from './saved-keys';
import type { PageToKeep } from './offline-pages';

// the storage code is fetched when first used, after the page has drawn: it is no part of any first view
const tickets = () => import('./offline-tickets');
const pages = () => import('./offline-pages');

const subscribe = (changed: () => void) => {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
};

/** The browser says it has no network. */
export const useBrowserOffline = () =>
  useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );

/**
 * This page was opened from the copy kept on the device, which the service worker answers with only when the network
 * failed: its saved ticket shows from the first render, even where the browser still says it is online (a phone on
 * a signal that carries nothing), instead of after the API's first failure.
 */
export const useOpenedFromSavedPage = () =>
  useQuery({ queryKey: SAVED_PAGE_KEY, queryFn: skipToken, staleTime: Infinity }).data === true;

/** A request that never reached the API (no network), as opposed to one the API answered with a failure. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

/** The copy of this ticket kept on the device for the signed-in traveller; null when there is none. */
export function useSavedTicket(pnr: string | null) {
  const userId = useHost().user?.id;
  return useQuery({
    queryKey: savedKey(userId, pnr),
    queryFn: userId && pnr ? async () => (await tickets()).savedTicket(userId, pnr) : skipToken,
    // read from the device: it needs no network, and is read again on each visit
    networkMode: 'always',
    staleTime: 0,
    retry: false,
  });
}

/** The signed-in traveller's tickets kept on the device, the next to depart first. */
export function useSavedTickets() {
  const userId = useHost().user?.id;
  return useQuery({
    queryKey: savedListKey(userId),
    queryFn: userId ? async () => (await tickets()).savedTickets(userId) : skipToken,
    networkMode: 'always',
    staleTime: 0,
    retry: false,
  });
}

const drawing = () => import('./saved-ticket-page');

/**
 * My Bookings' page as its server sends it, and each ticket's page with the ticket drawn in from the copy just kept
 * (read back, so it is what the page will read with no network).
 */
async function keepPagesOf(apiBaseUrl: string, userId: string, pnrs: readonly string[], draw = true) {
  const [{ savedTicket }, { drawSavedTicket }, { keepPages }] = await Promise.all([tickets(), drawing(), pages()]);
  const ticketPages = await Promise.all(
    pnrs.map(async (pnr): Promise<PageToKeep> => {
      const saved = draw ? await savedTicket(userId, pnr) : null;
      return {
        path: pageRoutes.ticket.link({ pnr: encodeURIComponent(pnr) }),
        drawn: saved && (await drawSavedTicket(userId, saved)),
      };
    }),
  );
  await keepPages([{ path: pageRoutes.bookings.link() }, ...ticketPages], apiBaseUrl);
}

/**
 * The exposed App's `keepTicketOffline`: a ticket just booked is kept on the device at once, wherever the traveller
 * goes next (the shell asks when the booking remote's page confirms the payment). No account page is on screen to
 * draw its page: that is kept as served, and drawn the next time the ticket is viewed.
 */
export async function keepTicketOffline(host: HostApi, pnr: string): Promise<void> {
  const userId = host.user?.id;
  if (!userId) return;
  const ticket = await fetchTicket(host, pnr);
  await (await tickets()).keepTickets(userId, [{ ticket }], Date.now());
  await keepPagesOf(host.apiBaseUrl, userId, [pnr], false);
}

/** The ticket just read from the API is kept on the device while it is upcoming (dropped once it is not). */
export function useKeepTicket(ticket: TicketDetails | undefined) {
  const host = useHost();
  const userId = host.user?.id;
  useEffect(() => {
    if (!userId || !ticket) return;
    const now = Date.now();
    tickets()
      .then(({ keepTickets }) => keepTickets(userId, [{ ticket }], now))
      .then(() => keepPagesOf(host.apiBaseUrl, userId, [ticket.pnr_number]))
      .catch((error: unknown) => console.warn('[jatra] the ticket could not be kept for offline use', error));
    // the host's identity changes with its locale; the ticket and the traveller decide what is kept
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, ticket]);
}

/**
 * My Bookings' upcoming confirmed bookings are kept on the device with their tickets (read from the API once per
 * minute at most), so that each opens with no network; the others listed are let go.
 */
export function useKeepUpcoming(bookings: BookingRecord[] | undefined) {
  const host = useHost();
  const queryClient = useQueryClient();
  const userId = host.user?.id;
  useEffect(() => {
    if (!userId || !bookings) return;
    const now = Date.now();
    const upcoming = bookings
      .filter((booking) => booking.status === 'confirmed' && Date.parse(booking.departs_at) > now)
      .sort((a, b) => Date.parse(a.departs_at) - Date.parse(b.departs_at))
      .slice(0, MOST_TICKETS_KEPT);
    const gone = bookings.filter((booking) => !upcoming.includes(booking)).map((booking) => booking.pnr_number);
    void (async () => {
      const read = await Promise.all(
        upcoming.map(async (booking) => {
          const ticket = await queryClient
            .fetchQuery({
              queryKey: ticketKey(booking.pnr_number),
              queryFn: ({ signal }) => fetchTicket(host, booking.pnr_number, signal),
              staleTime: 60_000,
            })
            .catch(() => null);
          return ticket ? [{ ticket, booking }] : [];
        }),
      );
      const kept = read.flat();
      await (await tickets()).keepTickets(userId, kept, now, gone);
      await keepPagesOf(
        host.apiBaseUrl,
        userId,
        kept.map(({ ticket }) => ticket.pnr_number),
      );
    })().catch((error: unknown) => console.warn('[jatra] the tickets could not be kept for offline use', error));
    // the host's identity changes with its locale; the list and the traveller decide what is kept
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, bookings, queryClient]);
}
