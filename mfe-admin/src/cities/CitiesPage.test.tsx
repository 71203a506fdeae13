import { ADMIN_MESSAGES, type AdminCityPair, type ListTotal, inEnglish } from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/admin-test-kit';
import { CitiesPage } from './CitiesPage';

const CITIES = 'GET /api/admin/cities';
const PAIRS = 'GET /api/admin/city-pairs';

const NAMES = ['Guwahati', 'Jorhat', 'Tezpur', 'Dibrugarh', 'Silchar'];

/** The page a fake cursor names: `p2` is page two, in either direction. */
const pageOf = (url: URL) => Number((url.searchParams.get('after') ?? url.searchParams.get('before') ?? 'p1').slice(1));

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
      total: { count: total, kind: 'exact' },
      page_size: size,
      next: first + size < total ? `p${page + 1}` : null,
      previous: page > 1 ? `p${page - 1}` : null,
    },
  };
}

/** The API's pairs page; `next` when there are more. */
const pairsPage = (
  pairs: AdminCityPair[],
  total: ListTotal = { count: pairs.length, kind: 'exact' },
  next: string | null = null,
) => ({
  result: { pairs, total, page_size: 100, next, previous: null },
});

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
      [CITIES]: (url) => respond(citiesPage(pageOf(url))),
      [PAIRS]: () => respond(pairsPage([])),
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
    expect(screen.getByText('120 cities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Guwahati 51', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Guwahati 1', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(asked(api.calls, '/api/admin/cities')).toEqual([
      'GET /api/admin/cities?q=',
      'GET /api/admin/cities?q=&after=p2',
      'GET /api/admin/cities?q=&before=p1',
    ]);
    // 50 and 100 rows, each drawn twice by StrictMode: slow on a busy machine
  }, 20_000);

  it('searches on the server and starts the search from its first page', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [CITIES]: (url) =>
        respond(citiesPage(pageOf(url), url.searchParams.get('q') ? 3 : 12, url.searchParams.get('q') ?? '', 5)),
      [PAIRS]: () => respond(pairsPage([])),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Cities' });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Guwahati 6');
    await user.type(screen.getByRole('searchbox', { name: 'Search cities' }), 'jor');
    expect(await screen.findByText('jor 1')).toBeInTheDocument();
    expect(screen.getByText('3 cities')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    expect(asked(api.calls, '/api/admin/cities').at(-1)).toBe('GET /api/admin/cities?q=jor');
  });

  it('shows citiesFailed with a Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [CITIES]: () => (fail ? apiError(500, 'Database unavailable') : respond(citiesPage(1, 2))),
      [PAIRS]: () => respond(pairsPage([])),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: inEnglish(ADMIN_MESSAGES.citiesFailed) })).toBeInTheDocument();
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
      [PAIRS]: () => respond(pairsPage([])),
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
      'GET /api/admin/cities?q=',
      'POST /api/admin/sync/cities',
      'GET /api/admin/cities?q=',
    ]);
  });
});

describe('CitiesPage › Origin-Destination Pairs', () => {
  it('lists the pairs with distance, travel time and routes, a dash and a footnote where the provider sends none', async () => {
    const user = userEvent.setup();
    fakeApi({
      [CITIES]: () => respond(citiesPage(1, 1)),
      [PAIRS]: () =>
        respond(
          pairsPage([
            pair(),
            pair({
              origin_id: 3,
              destination_city: 'Tezpur',
              distance_km: null,
              travel_time_minutes: null,
              routes_count: 1,
            }),
          ]),
        ),
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
    expect(screen.getByText('2 pairs')).toBeInTheDocument();
  });

  it('shows 100 pairs a page with Next, says how many, and searches by either city on the server', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 100 }, (_, index) =>
      pair({ destination_id: index + 2, destination_city: `Town ${index}` }),
    );
    const api = fakeApi({
      [CITIES]: () => respond(citiesPage(1, 1)),
      [PAIRS]: (url) =>
        respond(
          url.searchParams.get('q') ? pairsPage([pair()]) : pairsPage(many, { count: 1000, kind: 'at_least' }, 'p2'),
        ),
    });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Origin-Destination Pairs' }));
    expect(await screen.findByText('1,000+ pairs', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    const table = screen.getByRole('table', { name: 'Origin-destination pairs' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(screen.queryByText(/the provider does not send/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search pairs by either city' }), 'jorhat');
    expect(await screen.findByText('1 pair', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Origin-destination pairs' })).getAllByRole('row')).toHaveLength(2);
    expect(asked(api.calls, '/api/admin/city-pairs')).toEqual([
      'GET /api/admin/city-pairs?q=',
      'GET /api/admin/city-pairs?q=jorhat',
    ]);
    // 50 and 100 rows, each drawn twice by StrictMode: slow on a busy machine
  }, 20_000);

  it('shows cityPairsFailed with a Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [CITIES]: () => respond(citiesPage(1, 1)),
      [PAIRS]: () => (fail ? apiError(500, inEnglish(ADMIN_MESSAGES.cityPairsFailed)) : respond(pairsPage([pair()]))),
    });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Origin-Destination Pairs' }));
    const panel = screen.getByRole('tabpanel', { name: 'Origin-Destination Pairs' });
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: inEnglish(ADMIN_MESSAGES.cityPairsFailed) })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('table', { name: 'Origin-destination pairs' })).toBeInTheDocument();
  });

  it('syncs the city pairs and toasts a failure in the API’s words', async () => {
    const user = userEvent.setup();
    fakeApi({
      [CITIES]: () => respond(citiesPage(1, 1)),
      [PAIRS]: () => respond(pairsPage([pair()])),
      'POST /api/admin/sync/city-pairs': () =>
        apiError(502, 'Failed to sync city pairs: Provider timed out', 'provider_error'),
    });
    const { host } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sync City Pairs' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Failed to sync city pairs: Provider timed out'));
  });
});
