import {
  SITE_CANCELLATION_POLICY,
  type BusResult,
  type City,
  type SearchResponse,
  type StagePoint,
} from '@jatra/shared';
import { fakeHostApi, renderInHost, respond, type FakeHostApi } from '@jatra/shared/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { searchI18n } from '../i18n';
import { SearchPage } from './SearchPage';

/** Fixtures for the search page's tests: made-up buses, never the simulator's network. */
export const CITIES: City[] = [
  { id: 117, name: 'Jorhat', origin_count: 86, destination_count: 81 },
  { id: 101, name: 'Guwahati', origin_count: 182, destination_count: 176 },
  { id: 151, name: 'Dibrugarh', origin_count: 70, destination_count: 66 },
];

export const DATE = '2026-12-01';
export const SEARCH = `/search?source=117&destination=101&date=${DATE}`;

export function bus(id: string, overrides: Partial<BusResult> = {}): BusResult {
  return {
    id,
    scheduleId: id,
    name: `Bus ${id}`,
    service_name: `Service ${id}`,
    bus_type: 'AC Sleeper (2+1)',
    status: 'Active',
    isNew: false,
    isAC: true,
    departureTime: '21:30',
    arrivalTime: '04:30',
    arrivalDayOffset: 1,
    duration: '7h 0m',
    durationMinutes: 420,
    price: 900,
    availableSeats: 20,
    totalSeats: 36,
    amenities: ['WiFi', 'USB Charging'],
    cancellable: true,
    cancellationPolicy: SITE_CANCELLATION_POLICY,
    boardingPoints: [
      {
        id: '1',
        name: 'Jorhat ASTC',
        time: '21:30',
        address: 'AT Road',
        landmark: '',
        contact: '',
        city: 'Jorhat',
        seq: 1,
      },
    ],
    droppingPoints: [
      {
        id: '2',
        name: 'ISBT Guwahati',
        time: '04:30',
        address: 'Betkuchi',
        landmark: '',
        contact: '',
        city: 'Guwahati',
        seq: 1,
      },
    ],
    via: '',
    travelId: 1,
    routeId: 1,
    originId: 117,
    destinationId: 101,
    updatedAt: '2026-11-22T00:00:00Z',
    ladiesSeats: [],
    gentsSeats: [],
    availableSeatNumbers: [],
    operator: `Operator ${id}`,
    rating: 4.2,
    ...overrides,
  };
}

export function stop(name: string, seq = 1): StagePoint {
  return { id: `${seq}-${name}`, name, time: '21:30', address: '', landmark: '', contact: '', city: '', seq };
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The search page at `url`; the `location` test id shows where the router is. */
export function renderPage(url: string, host: FakeHostApi = fakeHostApi()): FakeHostApi {
  const page = (
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
      <WhereAmI />
    </>
  );
  // another language's words, as createRemoteApp gives them (English needs no provider)
  const locale = host.locale ?? 'en';
  renderInHost(
    url,
    locale === 'en' ? page : <searchI18n.I18nProvider locale={locale}>{page}</searchI18n.I18nProvider>,
    host,
  );
  return host;
}

export interface FakeApi {
  /** what `/api/search` answers; a function may hold the answer back or look at the request */
  search: SearchResponse | ((init?: RequestInit) => Promise<Response>);
  /** every path asked for, with its query */
  requested: string[];
}

/** A fake of our API for the cities of CITIES and the search answer given; change `search` as a test goes. */
export function stubApi(search: FakeApi['search']): FakeApi {
  const api: FakeApi = { search, requested: [] };
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      api.requested.push(url.pathname + url.search);
      const city = /^\/api\/cities\/(\d+)$/.exec(url.pathname);
      if (city) {
        const found = CITIES.find((entry) => entry.id === Number(city[1]));
        return found
          ? respond({ result: found })
          : respond({ error: { code: 'not_found', message: 'Not found' } }, 404);
      }
      if (url.pathname === '/api/search') {
        return typeof api.search === 'function' ? api.search(init) : respond(api.search);
      }
      return respond({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return api;
}
