import { addDaysIso, todayInIndia, type City } from '@jatra/shared';
import { HostProvider } from '@jatra/shared/ui';
import { fakeHostApi } from '@jatra/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSearch } from '../recent-searches/recent-searches';
import { HomePage } from './HomePage';

const CITIES: City[] = [
  { id: 117, name: 'Jorhat', origin_count: 86, destination_count: 81 },
  { id: 134, name: 'Guwahati', origin_count: 182, destination_count: 176 },
  { id: 151, name: 'Dibrugarh', origin_count: 70, destination_count: 66 },
  { id: 160, name: 'Silchar', origin_count: 40, destination_count: 41 },
  { id: 170, name: 'Tezpur', origin_count: 30, destination_count: 28 },
];

const host = fakeHostApi();

function renderHome() {
  render(
    <HostProvider host={host}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>
    </HostProvider>,
  );
}

describe('HomePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps the headline and the search form with today as the date', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your seat home, booked in a minute');
    expect(screen.getByRole('search', { name: 'Search buses' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows popular routes disabled while their cities are looked up by name, then as links to today’s search', async () => {
    const answers: (() => void)[] = [];
    const fetchMock = vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          const q = new URL(url, 'http://jatra.test').searchParams.get('q')!.toLowerCase();
          const result = CITIES.filter((city) => city.name.toLowerCase().includes(q));
          answers.push(() => resolve(new Response(JSON.stringify({ result }), { status: 200 })));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderHome();
    // the five cities of the four routes, each once; never the whole list
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
    expect(fetchMock.mock.calls.map(([url]) => new URL(url, 'http://jatra.test').pathname)).toEqual(
      Array(5).fill('/api/cities'),
    );
    const routes = screen.getByRole('region', { name: 'Popular routes' });
    expect(within(routes).queryAllByRole('link')).toHaveLength(0);
    expect(routes.querySelectorAll('[aria-disabled="true"]')).toHaveLength(4);
    expect(within(routes).getAllByText('Starting from')).toHaveLength(4);
    expect(
      within(routes)
        .getAllByText(/^₹/)
        .map((price) => price.textContent),
    ).toEqual(['₹600', '₹1,000', '₹1,200', '₹900']);

    for (const answer of answers) answer();
    const first = await within(routes).findByRole('link', { name: /Jorhat to Guwahati/ });
    expect(first).toHaveAttribute('href', `/search?source=117&destination=134&date=${todayInIndia()}`);
    expect(within(routes).getAllByRole('link')).toHaveLength(4);
    expect(within(routes).getByRole('link', { name: /Tezpur to Dibrugarh/ })).toHaveAttribute(
      'href',
      `/search?source=170&destination=151&date=${todayInIndia()}`,
    );
  });

  it('labels the testimonial ratings', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderHome();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
  });

  it('shows the recent searches of this device as links, newest first, and clears them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const today = todayInIndia();
    const later = addDaysIso(today, 3);
    const jorhat = { id: 117, name: 'Jorhat' };
    const guwahati = { id: 134, name: 'Guwahati' };
    const lakhimpur = { id: 555, name: 'North Lakhimpur' };
    rememberSearch({ from: jorhat, to: guwahati, date: addDaysIso(today, -2), womenBooking: false });
    rememberSearch({ from: lakhimpur, to: guwahati, date: later, womenBooking: true });
    renderHome();
    const recent = within(screen.getByRole('region', { name: 'Recent searches' }));
    const links = recent.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/search?source=555&destination=134&date=${later}&womenBooking=true`,
      // a day gone by opens today's buses
      `/search?source=117&destination=134&date=${today}`,
    ]);
    expect(links[1]).toHaveAccessibleName(/^Jorhat\W+to Guwahati/);

    await userEvent.setup().click(recent.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('shows no recent searches row on a device that has none', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderHome();
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
  });
});
