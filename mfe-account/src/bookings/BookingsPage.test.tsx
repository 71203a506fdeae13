import { BOOKING_MESSAGES, type BookingRecord, type HostApi } from '@jatra/shared';
import { HostProvider } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingsPage } from './BookingsPage';

const HOUR = 3_600_000;

function booking(id: string, overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id,
    pnr_number: `JT${id}`,
    operator_pnr: null,
    ticket_number: null,
    status: 'confirmed',
    payment_status: 'completed',
    schedule_id: '4521',
    origin: 'Jorhat',
    destination: 'Guwahati',
    origin_id: 117,
    destination_id: 101,
    travel_date: '2026-12-01',
    departure_time: '21:30',
    arrival_time: '04:45',
    bus_name: 'Assam Deluxe',
    bus_type: 'AC Sleeper (2+1)',
    seats: [
      { seat_number: 'L4', fare: 900, deck: 'lower', type: 'sleeper' },
      { seat_number: 'L5', fare: 900, deck: 'lower', type: 'sleeper' },
    ],
    passenger_details: [],
    boarding_point: { id: '1', name: 'A', time: '21:30', address: '', landmark: '', contact: '', city: '', seq: 1 },
    dropping_point: { id: '2', name: 'B', time: '04:45', address: '', landmark: '', contact: '', city: '', seq: 1 },
    base_amount: 100000,
    gst_amount: 5000,
    total_amount: 105000,
    hold_expires_at: new Date(Date.now() - HOUR).toISOString(),
    failure_reason: null,
    created_at: '2026-11-20T10:00:00Z',
    confirmed_at: null,
    ...overrides,
  };
}

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(...answers: (() => Response)[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    expect(new URL(String(input)).pathname).toBe('/api/bookings');
    return (answers.length > 1 ? answers.shift()! : answers[0]!)();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage() {
  const host = {
    apiBaseUrl: 'http://api.test',
    user: null,
    getAccessToken: async () => 'token',
    signOut: vi.fn(async () => undefined),
    toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
    navigate: vi.fn(),
  } satisfies HostApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <HostProvider host={host}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/bookings']}>
            <Routes>
              <Route path="/bookings" element={<BookingsPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </HostProvider>
    </StrictMode>,
  );
  return host;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookingsPage', () => {
  it('lists the bookings newest first with PNR, route, date, seats, amount and a worded badge', async () => {
    stubApi(() =>
      respond({
        result: [
          booking('OLD', { status: 'cancelled', created_at: '2026-11-01T10:00:00Z' }),
          booking('NEW', { created_at: '2026-11-21T10:00:00Z' }),
          booking('MID', {
            status: 'failed',
            payment_status: 'refund_pending',
            created_at: '2026-11-10T10:00:00Z',
          }),
        ],
      }),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your bookings' });
    expect(document.querySelector('[data-remote="account"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/^JT/).textContent)).toEqual(['JTNEW', 'JTMID', 'JTOLD']);

    const newest = cards[0]!;
    expect(within(newest).getByRole('heading', { name: /Jorhat.*Guwahati/ })).toBeInTheDocument();
    expect(within(newest).getByText('01 Dec 2026, 9:30 PM')).toBeInTheDocument();
    expect(within(newest).getByText('L4, L5')).toBeInTheDocument();
    expect(within(newest).getByText('₹1,05,000')).toBeInTheDocument();

    const badge = (card: HTMLElement, label: string) => within(card).getByText(label);
    expect(badge(cards[0]!, 'Confirmed')).toHaveClass('status-badge--success');
    expect(badge(cards[1]!, 'Failed')).toHaveClass('status-badge--warning');
    expect(badge(cards[2]!, 'Cancelled')).toHaveClass('status-badge--danger');
    expect(within(cards[1]!).getByText(/Refund in progress/)).toBeInTheDocument();
  });

  it('offers Complete payment only for a tentative booking whose seats are still held', async () => {
    stubApi(() =>
      respond({
        result: [
          booking('HELD', {
            status: 'tentative',
            payment_status: 'pending',
            hold_expires_at: new Date(Date.now() + HOUR).toISOString(),
          }),
          booking('LAPSED', { status: 'tentative', payment_status: 'pending' }),
        ],
      }),
    );
    renderPage();
    const links = await screen.findAllByRole('link', { name: 'Complete payment' });
    expect(links).toHaveLength(1);
    expect(screen.getAllByText('Payment pending')).toHaveLength(2);
    fireEvent.click(links[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/payment?pnr=JTHELD');
  });

  it('shows skeletons while loading', async () => {
    stubApi(() => respond({ result: [] }));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings');
    await screen.findByText(BOOKING_MESSAGES.noBookings);
  });

  it('with no bookings says so and offers Book a Trip', async () => {
    stubApi(() => respond({ result: [] }));
    const host = renderPage();
    expect(await screen.findByRole('heading', { name: BOOKING_MESSAGES.noBookings })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book a Trip' }));
    expect(host.navigate).toHaveBeenCalledWith('/search');
  });

  it('shows an error with Retry, and Retry loads the list', async () => {
    let failing = true;
    stubApi(() =>
      failing
        ? respond({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }, 500)
        : respond({ result: [booking('ONE')] }),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('JTONE')).toBeInTheDocument();
  });
});
