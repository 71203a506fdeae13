import { ADMIN_MESSAGES, type AdminCityPair } from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/admin-test-kit';
import { CitiesPage } from './CitiesPage';

const CITIES = 'GET /api/admin/cities';
const PAIRS = 'GET /api/admin/city-pairs';

const NAMES = ['Guwahati', 'Jorhat', 'Tezpur', 'Dibrugarh', 'Silchar'];

/** The API's page: `size` a page (50 in the API) out of `total`, named so a test sees which page it got. */
function citiesPage(page: number, total = 120, q = '', size = 50) {
  const first = (page - 1) * size;
  const count = Math.max(0, Math.min(size, total - first));
  return {
    result: {
      cities: Array.from({ length: count }, (_, index) => ({
        id: first + index + 1,
        name: `${q || NAMES[(first + index) % NAMES.length]} ${first + index + 1}`,
        origin_count: 1200 + index,
        destination_count: 3 + index,
      })),
      total,
      page,
      page_size: size,
    },
  };
}

function pair(overrides: Partial<AdminCityPair> = {}): AdminCityPair {
  return {
    origin_id: 1,
    destination_id: 2,
    origin_city: 'Guwahati',
    destination_city: 'Jorhat',
    distance_km: 305,
    travel_time_minutes: 390,
    routes_count: 12,
    ...overrides,
  };
}

/** What was asked of `path`, once each: StrictMode mounts twice and react-query refetches an aborted request. */
const asked = (calls: { method: string; path: string; search: string }[], ...paths: string[]) =>
  calls
    .filter((call) => paths.includes(call.path))
    .map((call) => `${call.method} ${call.path}${call.search}`)
    .filter((call, index, all) => call !== all[index - 1]);

const renderPage = () => renderAt('/admin/cities', '/admin/cities', <CitiesPage />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CitiesPage › Cities', () => {
  it('shows 50 cities a page and asks the server for the next page', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [CITIES]: (url) => respond(citiesPage(Number(url.searchParams.get('page')))),
      [PAIRS]: () => respond({ result: { pairs: [], total: 0 } }),
    });
    renderPage();
    expect(screen.getByRole('tab', { name: 'Cities', selected: true })).toBeInTheDocument();
    // 50 rows, drawn twice by StrictMode: slow on a busy machine
    const table = await screen.findByRole('table', { name: 'Cities' }, { timeout: 3000 });
    const [head, first, ...rest] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Origin count', 'Destination count']);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Guwahati 1', '1,200', '3']);
    expect(rest).toHaveLength(49);
    expect(screen.getByText('Page 1 of 3 · 120 in all')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Guwahati 51', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3 · 120 in all')).toBeInTheDocument();
    expect(asked(api.calls, '/api/admin/cities')).toEqual([
      'GET /api/admin/cities?q=&page=1',
      'GET /api/admin/cities?q=&page=2',
    ]);
  });

  it('searches on the server and starts the search from its first page', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [CITIES]: (url) =>
        respond(
          citiesPage(
            Number(url.searchParams.get('page')),
            url.searchParams.get('q') ? 3 : 12,
            url.searchParams.get('q') ?? '',
            5,
          ),
        ),
      [PAIRS]: () => respond({ result: { pairs: [], total: 0 } }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Cities' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3 · 12 in all');
    await user.type(screen.getByRole('searchbox', { name: 'Search cities' }), 'jor');
    expect(await screen.findByText('jor 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Cities pages' })).not.toBeInTheDocument();
    expect(asked(api.calls, '/api/admin/cities').at(-1)).toBe('GET /api/admin/cities?q=jor&page=1');
  });

  it('shows citiesFailed with a Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [CITIES]: () => (fail ? apiError(500, 'Database unavailable') : respond(citiesPage(1, 2))),
      [PAIRS]: () => respond({ result: { pairs: [], total: 0 } }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: ADMIN_MESSAGES.citiesFailed })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Cities' })).toBeInTheDocument();
  });

  it('syncs the cities: toasts the answer and reloads the list', async () => {
    const user = userEvent.setup();
    let synced = false;
    const api = fakeApi({
      [CITIES]: () => respond(synced ? citiesPage(1, 2) : citiesPage(1, 0)),
      [PAIRS]: () => respond({ result: { pairs: [], total: 0 } }),
      'POST /api/admin/sync/cities': () => {
        synced = true;
        return respond({
          result: {
            target: 'cities',
            count: 2,
            synced_at: '2026-10-05T10:00:00.000Z',
            message: 'Successfully synchronized 2 cities',
          },
        });
      },
    });
    const { host } = renderPage();
    expect(await screen.findByRole('heading', { name: 'No cities yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync Cities' }));
    expect(await screen.findByRole('table', { name: 'Cities' })).toBeInTheDocument();
    expect(host.toast.success).toHaveBeenCalledWith('Successfully synchronized 2 cities');
    expect(asked(api.calls, '/api/admin/cities', '/api/admin/sync/cities')).toEqual([
      'GET /api/admin/cities?q=&page=1',
      'POST /api/admin/sync/cities',
      'GET /api/admin/cities?q=&page=1',
    ]);
  });
});

describe('CitiesPage › Origin-Destination Pairs', () => {
  it('lists the pairs with distance, travel time and routes, a dash and a footnote where the provider sends none', async () => {
    const user = userEvent.setup();
    fakeApi({
      [CITIES]: () => respond(citiesPage(1, 1)),
      [PAIRS]: () =>
        respond({
          result: {
            pairs: [
              pair(),
              pair({
                origin_id: 3,
                destination_city: 'Tezpur',
                distance_km: null,
                travel_time_minutes: null,
                routes_count: 1,
              }),
            ],
            total: 2,
          },
        }),
    });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Origin-Destination Pairs' }));
    const table = await screen.findByRole('table', { name: 'Origin-destination pairs' });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Origin', 'Destination', 'Distance (km)', 'Travel time', 'Routes']);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Guwahati', 'Jorhat', '305', '6h 30m', '12']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Guwahati', 'Tezpur', '—', '—', '1']);
    expect(screen.getByText('— the provider does not send this pair’s distance or travel time.')).toBeInTheDocument();
    expect(screen.queryByText(/refine the search/)).not.toBeInTheDocument();
  });

  it('says only 100 of the matching pairs are shown, and searches by either city on the server', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 100 }, (_, index) =>
      pair({ destination_id: index + 2, destination_city: `Town ${index}` }),
    );
    const api = fakeApi({
      [CITIES]: () => respond(citiesPage(1, 1)),
      [PAIRS]: (url) =>
        respond({ result: url.searchParams.get('q') ? { pairs: [pair()], total: 1 } : { pairs: many, total: 2345 } }),
    });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Origin-Destination Pairs' }));
    expect(
      await screen.findByText('Showing 100 of 2,345 pairs — refine the search', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Origin-destination pairs' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(screen.queryByText(/the provider does not send/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search pairs by either city' }), 'jorhat');
    await waitFor(() => expect(screen.queryByText(/refine the search/)).not.toBeInTheDocument(), { timeout: 3000 });
    expect(within(screen.getByRole('table', { name: 'Origin-destination pairs' })).getAllByRole('row')).toHaveLength(2);
    expect(asked(api.calls, '/api/admin/city-pairs')).toEqual([
      'GET /api/admin/city-pairs?q=',
      'GET /api/admin/city-pairs?q=jorhat',
    ]);
  });

  it('shows cityPairsFailed with a Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [CITIES]: () => respond(citiesPage(1, 1)),
      [PAIRS]: () =>
        fail ? apiError(500, ADMIN_MESSAGES.cityPairsFailed) : respond({ result: { pairs: [pair()], total: 1 } }),
    });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Origin-Destination Pairs' }));
    const panel = screen.getByRole('tabpanel', { name: 'Origin-Destination Pairs' });
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: ADMIN_MESSAGES.cityPairsFailed })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('table', { name: 'Origin-destination pairs' })).toBeInTheDocument();
  });

  it('syncs the city pairs and toasts a failure in the API’s words', async () => {
    const user = userEvent.setup();
    fakeApi({
      [CITIES]: () => respond(citiesPage(1, 1)),
      [PAIRS]: () => respond({ result: { pairs: [pair()], total: 1 } }),
      'POST /api/admin/sync/city-pairs': () =>
        apiError(502, 'Failed to sync city pairs: Provider timed out', 'provider_error'),
    });
    const { host } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sync City Pairs' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Failed to sync city pairs: Provider timed out'));
  });
});
