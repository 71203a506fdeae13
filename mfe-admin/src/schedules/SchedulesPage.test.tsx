import {
  ADMIN_MESSAGES,
  formatDisplayDate,
  todayInIndia,
  type AdminSchedule,
  type City,
  inEnglish,
} from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/admin-test-kit';
import { SchedulesPage } from './SchedulesPage';

const SCHEDULES = 'GET /api/admin/schedules';
const CITY_SEARCH = 'GET /api/cities';

const CITIES: City[] = [
  { id: 134, name: 'Guwahati', origin_count: 182, destination_count: 176 },
  { id: 117, name: 'Jorhat', origin_count: 86, destination_count: 81 },
];

const citySearch = (url: URL) => {
  const q = url.searchParams.get('q')!.toLowerCase();
  return respond({ result: CITIES.filter((city) => city.name.toLowerCase().includes(q)) });
};

function schedule(overrides: Partial<AdminSchedule> = {}): AdminSchedule {
  return {
    schedule_id: '4521',
    operator: 'Network Travels',
    service_name: 'Night Rider',
    bus_type: 'Volvo Multi-Axle Sleeper',
    is_ac: true,
    departure: '21:30',
    arrival: '05:15',
    duration: '07:45',
    fares: [
      { seat_type: 'Seater', price: 850 },
      { seat_type: 'Sleeper', price: 1250 },
    ],
    available_seats: 12,
    total_seats: 36,
    status: 'Update',
    is_cancellable: true,
    ...overrides,
  };
}

type User = ReturnType<typeof userEvent.setup>;

async function pickCity(user: User, label: string, typed: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name }));
}

async function fillRoute(user: User) {
  await pickCity(user, 'Origin city', 'guw', 'Guwahati');
  await pickCity(user, 'Destination city', 'jor', 'Jorhat');
}

const renderPage = () => renderAt('/admin/schedules', '/admin/schedules', <SchedulesPage />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SchedulesPage', () => {
  it('asks for origin, destination and date before searching, with today in India as the date', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [CITY_SEARCH]: citySearch });
    renderPage();
    expect(
      screen.getByRole('button', { name: `Travel date ${formatDisplayDate(todayInIndia())}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a route and a travel date, then press Search Schedules.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search Schedules' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select origin, destination, and travel date');

    await pickCity(user, 'Origin city', 'guw', 'Guwahati');
    await user.click(screen.getByRole('button', { name: 'Search Schedules' }));
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish(ADMIN_MESSAGES.scheduleFieldsRequired));
    expect(api.calls.filter((call) => call.path === '/api/admin/schedules')).toEqual([]);
  });

  it('searches the route and day and lists what the provider runs', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [CITY_SEARCH]: citySearch,
      [SCHEDULES]: () =>
        respond({
          result: [
            schedule(),
            schedule({
              schedule_id: '4522',
              operator: 'Assam Roadways',
              service_name: null,
              bus_type: 'Seater',
              is_ac: false,
              departure: '06:00',
              arrival: '12:30',
              duration: '06:30',
              fares: [{ seat_type: 'Seater', price: 450 }],
              available_seats: 3,
              total_seats: null,
              status: 'New',
              is_cancellable: false,
            }),
          ],
        }),
    });
    renderPage();
    await fillRoute(user);
    await user.click(screen.getByRole('button', { name: 'Search Schedules' }));
    const today = todayInIndia();
    const table = await screen.findByRole('table', {
      name: `Schedules, Guwahati to Jorhat on ${formatDisplayDate(today)}`,
    });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Schedule ID', 'Operator', 'Bus type', 'Departure', 'Arrival', 'Duration', 'Fares', 'Seats', 'Status']);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '4521',
      'Network TravelsNight Rider',
      'Volvo Multi-Axle SleeperAC',
      '9:30 PM',
      '5:15 AM +1 day',
      '07:45',
      'Seater ₹850Sleeper ₹1,250',
      '12/36',
      'UpdateCancellable',
    ]);
    expect(within(first!).getByText('AC')).toHaveClass('admin-badge--info');
    expect(within(first!).getByText('Update')).toHaveClass('admin-badge--success');
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4522', 'Assam Roadways', 'Seater', '6:00 AM', '12:30 PM', '06:30', 'Seater ₹450', '3/—', 'New']);
    expect(within(second!).getByText('New')).toHaveClass('admin-badge--neutral');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const asked = api.calls.filter((call) => call.path === '/api/admin/schedules').map((call) => call.search);
    expect(new Set(asked)).toEqual(new Set([`?origin_id=134&destination_id=117&date=${today}`]));
  });

  it('says when the provider runs nothing on the route that day', async () => {
    const user = userEvent.setup();
    fakeApi({ [CITY_SEARCH]: citySearch, [SCHEDULES]: () => respond({ result: [] }) });
    renderPage();
    await fillRoute(user);
    await user.click(screen.getByRole('button', { name: 'Search Schedules' }));
    expect(
      await screen.findByRole('heading', { name: inEnglish(ADMIN_MESSAGES.noSchedulesFound) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows schedulesFailed with the server’s reason and a Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [CITY_SEARCH]: citySearch,
      [SCHEDULES]: () => (fail ? apiError(502, 'The provider did not answer') : respond({ result: [schedule()] })),
    });
    renderPage();
    await fillRoute(user);
    await user.click(screen.getByRole('button', { name: 'Search Schedules' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: inEnglish(ADMIN_MESSAGES.schedulesFailed) })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The provider did not answer');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says the cities failed to load when the city search fails', async () => {
    const user = userEvent.setup();
    fakeApi({ [CITY_SEARCH]: () => apiError(500, 'Database unavailable') });
    renderPage();
    await user.type(screen.getByRole('combobox', { name: 'Origin city' }), 'guw');
    expect((await screen.findAllByText(inEnglish(ADMIN_MESSAGES.cityListFailed))).length).toBeGreaterThan(0);
  });
});
