import { addDaysIso, formatDisplayDate, lastTravelDate, todayInIndia, type City } from '@jatra/shared';
import { HostProvider } from '@jatra/shared/ui';
import { fakeHostApi } from '@jatra/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchForm, type SearchFormValues } from './SearchForm';
import { searchUrl } from './search-url';

const CITIES: City[] = [
  { id: 117, name: 'Jorhat', origin_count: 86, destination_count: 81 },
  { id: 134, name: 'Guwahati', origin_count: 182, destination_count: 176 },
];
const [JORHAT, GUWAHATI] = CITIES as [City, City];

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderForm(initial: SearchFormValues, host = fakeHostApi()) {
  render(
    <HostProvider host={host}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<SearchForm initial={initial} />} />
            <Route path="/search" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </HostProvider>,
  );
  return host;
}

describe('searchUrl', () => {
  it('adds womenBooking only when ticked', () => {
    expect(searchUrl({ source: 117, destination: 134, date: '2026-11-22', womenBooking: false })).toBe(
      '/search?source=117&destination=134&date=2026-11-22',
    );
    expect(searchUrl({ source: 117, destination: 134, date: '2026-11-22', womenBooking: true })).toBe(
      '/search?source=117&destination=134&date=2026-11-22&womenBooking=true',
    );
  });
});

describe('SearchForm', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        const q = url.searchParams.get('q')!.toLowerCase();
        const result = CITIES.filter((city) => city.name.toLowerCase().includes(q));
        return new Response(JSON.stringify({ result }), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for source, destination and date when submitted empty', async () => {
    const user = userEvent.setup();
    const host = renderForm({ from: null, to: null, date: '', womenBooking: false });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select source, destination, and date');
    expect(host.toast.error).toHaveBeenCalledWith('Please select source, destination, and date');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('refuses the same city twice', async () => {
    const user = userEvent.setup();
    renderForm({ from: JORHAT, to: JORHAT, date: todayInIndia(), womenBooking: false });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid source or destination city');
  });

  it('goes to the search URL with the picked cities, date and women booking', async () => {
    const user = userEvent.setup();
    const today = todayInIndia();
    renderForm({ from: null, to: null, date: today, womenBooking: false });
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'jor');
    await user.click(await screen.findByRole('option', { name: 'Jorhat' }));
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'guw');
    await user.click(await screen.findByRole('option', { name: 'Guwahati' }));
    await user.click(screen.getByRole('checkbox', { name: 'Booking for women' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/search?source=117&destination=134&date=${today}&womenBooking=true`,
    );
  });

  it('leaves womenBooking out when not ticked', async () => {
    const user = userEvent.setup();
    const today = todayInIndia();
    renderForm({ from: JORHAT, to: GUWAHATI, date: today, womenBooking: false });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/search?source=117&destination=134&date=${today}`);
    expect(screen.getByTestId('location').textContent).not.toContain('womenBooking');
  });

  it('offers days up to the booking horizon and none after', async () => {
    const user = userEvent.setup();
    const last = lastTravelDate();
    renderForm({ from: JORHAT, to: GUWAHATI, date: last, womenBooking: false });
    await user.click(screen.getByRole('button', { name: `Departure date ${formatDisplayDate(last)}` }));
    await screen.findByRole('dialog', { name: 'Departure date' });
    const cellsOf = (iso: string) =>
      screen.getAllByRole('gridcell').filter((cell) => cell.textContent === String(Number(iso.slice(8))));
    expect(cellsOf(last).some((cell) => cell.querySelector('button')?.disabled === false)).toBe(true);
    const after = addDaysIso(last, 1);
    if (after.slice(0, 7) === last.slice(0, 7)) {
      expect(cellsOf(after).every((cell) => cell.querySelector('button')?.disabled)).toBe(true);
    }
  });

  it('refuses a date past the booking horizon, as the API does', async () => {
    const user = userEvent.setup();
    const last = lastTravelDate();
    const host = renderForm({ from: JORHAT, to: GUWAHATI, date: addDaysIso(last, 1), womenBooking: false });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const message = `Tickets go on sale 90 days ahead. Please choose a date up to ${formatDisplayDate(last)}.`;
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(host.toast.error).toHaveBeenCalledWith(message);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sets tomorrow with the Tomorrow button and shows it pressed', async () => {
    const user = userEvent.setup();
    const today = todayInIndia();
    const tomorrow = addDaysIso(today, 1);
    renderForm({ from: JORHAT, to: GUWAHATI, date: today, womenBooking: false });
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: `Departure date ${formatDisplayDate(tomorrow)}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`date=${tomorrow}`);
  });

  it('hands valid values to onSubmit instead of navigating', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <HostProvider host={fakeHostApi()}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <SearchForm
              variant="compact"
              initial={{ from: JORHAT, to: GUWAHATI, date: todayInIndia(), womenBooking: true }}
              onSubmit={onSubmit}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </HostProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ from: JORHAT, to: GUWAHATI, date: todayInIndia(), womenBooking: true });
  });
});
