import {
  ADMIN_MESSAGES,
  type Activity,
  type AdminOperator,
  type AdminOverview,
  type Vendor,
  inEnglish,
} from '@jatra/shared';
import { type Handler, apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHost, renderAt } from '../testing/admin-test-kit';
import { OverviewPage } from './OverviewPage';

const OVERVIEW: AdminOverview = {
  total_users: 1250,
  active_operators: 38,
  total_revenue: 1245000,
  commission_rate: 10,
  commission: 124500,
  bookings_today: 17,
  daily: [
    { date: '2026-10-04', bookings: 12, revenue: 14400 },
    { date: '2026-10-05', bookings: 20, revenue: 26500.5 },
  ],
  // 4:10 PM UTC is 9:40 PM in India
  as_of: '2026-10-05T16:10:00.000Z',
  refresh_seconds: 60,
};

const VENDOR: Vendor = {
  id: '00000000-0000-4000-8000-0000000000a1',
  user_id: '00000000-0000-4000-8000-0000000000b1',
  company_name: 'Brahmaputra Travels',
  registration_number: 'U63040AS2020PTC012345',
  contact_name: 'Pranjal Bora',
  contact_email: 'pranjal@brahmaputra.example',
  contact_phone: '9876543210',
  status: 'pending',
  operator_id: null,
  operator_name: null,
  // 8:00 PM UTC on the 2nd is the 3rd in India
  created_at: '2026-10-02T20:00:00.000Z',
  updated_at: '2026-10-02T20:00:00.000Z',
};

const operator = (id: number, name: string): AdminOperator => ({
  id,
  name,
  logo: null,
  cancellation_time: 2,
  schedules_count: 4,
  commission_percent: null,
  round_trip: false,
  cancellation_allowed: true,
  cancellation_policy: null,
  cancellation_bands: [],
  contact_person: null,
  contact_phone: null,
  contact_email: null,
  website: null,
  popular_routes: [],
  metadata: {},
});
/** one page holding every operator: the API's keyset answer */
const operatorsPage = (operators: AdminOperator[]) => ({
  operators,
  total: { count: operators.length, kind: 'exact' },
  page_size: 20,
  next: null,
  previous: null,
});

const ACTIVITIES: Activity[] = [
  {
    id: 'a1',
    kind: 'vendor_registered',
    summary: 'Brahmaputra Travels applied as a vendor',
    actor: 'Pranjal Bora',
    at: '2026-10-05T16:00:00.000Z',
  },
  { id: 'a2', kind: 'sync', summary: 'Synchronized 38 operators', actor: null, at: '2026-10-05T03:15:00.000Z' },
];

const host = fakeHost();

function openOverview(routes: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/admin/overview': () => respond({ result: OVERVIEW }),
    'GET /api/admin/vendors': () => respond({ result: [VENDOR] }),
    'GET /api/admin/activities': () => respond({ result: ACTIVITIES }),
    'GET /api/admin/operators': (url) =>
      respond({
        result: operatorsPage(
          [operator(7, 'Assam Roadways'), operator(12, 'Network Travels')].filter((each) =>
            each.name.toLowerCase().includes(url.searchParams.get('q') ?? ''),
          ),
        ),
      }),
    ...routes,
  });
  renderAt('/admin', '/admin', <OverviewPage />, host);
  return api;
}

const calls = (api: ReturnType<typeof fakeApi>, method: string) =>
  api.calls.filter((call) => call.method === method).map((call) => call.path + call.search);

// jsdom has no canvas: the charts are drawn as their data, which is what the test can see
vi.mock('react-chartjs-2', () => {
  const Chart = ({
    data,
    options: _options,
    ...canvas
  }: {
    data: { datasets: { data: number[] }[] };
    options: unknown;
  }) => <canvas {...canvas} data-values={data.datasets[0]!.data.join(',')} />;
  return { Bar: Chart, Line: Chart };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('OverviewPage', () => {
  it('shows the four counters, with the commission under the revenue', async () => {
    const api = openOverview();
    const users = await screen.findByText('Total Users');
    expect(users.nextElementSibling).toHaveTextContent('1,250');
    expect(screen.getByText('Active Operators').nextElementSibling).toHaveTextContent('38');
    expect(screen.getByText('Total Revenue').nextElementSibling).toHaveTextContent('₹12,45,000');
    expect(screen.getByText('commission ₹1,24,500 at 10%')).toBeInTheDocument();
    expect(screen.getByText('Bookings Today').nextElementSibling).toHaveTextContent('17');
    expect(calls(api, 'GET')).toContain('/api/admin/overview');
  });

  it('says as of when the figures are and how often they are updated', async () => {
    openOverview();
    expect(await screen.findByText(/^Figures as of/)).toHaveTextContent(
      'Figures as of 05 Oct 2026, 9:40 PM, updated every minute.',
    );
    expect(screen.getByText('05 Oct 2026, 9:40 PM')).toHaveAttribute('datetime', '2026-10-05T16:10:00.000Z');
  });

  it('draws the last 30 days as named charts, with the figures in a table one click away', async () => {
    const user = userEvent.setup();
    openOverview();
    const bookings = await screen.findByRole('img', { name: /^Bookings per day\./ });
    expect(bookings).toHaveAccessibleName(
      'Bookings per day. 04 Oct 2026 to 05 Oct 2026: 32 in all, most on 05 Oct 2026 (20)',
    );
    expect(screen.getByRole('img', { name: /^Revenue per day\./ })).toHaveAccessibleName(
      'Revenue per day. 04 Oct 2026 to 05 Oct 2026: ₹40,900.50 in all, most on 05 Oct 2026 (₹26,500.50)',
    );
    const table = screen.getByRole('table', { name: 'Bookings and revenue per day, last 30 days' });
    expect(table).not.toBeVisible();
    await user.click(screen.getByText('Show the figures as a table'));
    expect(table).toBeVisible();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Bookings', 'Revenue'],
      ['04 Oct 2026', '12', '₹14,400'],
      ['05 Oct 2026', '20', '₹26,500.50'],
    ]);
  });

  it('lists pending applications; Approve links the chosen operator, toasts and removes the row', async () => {
    const user = userEvent.setup();
    const api = openOverview({
      'POST /api/admin/vendors/00000000-0000-4000-8000-0000000000a1/approve': () =>
        respond({ result: { ...VENDOR, status: 'approved', operator_id: 12, operator_name: 'Network Travels' } }),
    });
    const table = await screen.findByRole('table', { name: 'Pending vendor applications' });
    expect(calls(api, 'GET')).toContain('/api/admin/vendors?status=pending');
    const row = within(table).getByRole('cell', { name: 'Brahmaputra Travels' }).closest('tr')!;
    expect(Array.from(row.children, (cell) => cell.textContent).slice(0, 4)).toEqual([
      'Brahmaputra Travels',
      'Pranjal Bora',
      'pranjal@brahmaputra.example',
      '03 Oct 2026',
    ]);

    await user.click(within(row).getByRole('button', { name: 'Approve Brahmaputra Travels' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Brahmaputra Travels?' });
    await within(dialog).findByRole('combobox', { name: 'Operator this vendor runs' });
    // the field is drawn again once its list behaviour arrives: asked for each time, as a person finds it
    const picker = () => within(dialog).getByRole('combobox', { name: 'Operator this vendor runs' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the operator this vendor runs');
    expect(calls(api, 'POST')).toEqual([]);

    // the operators are searched on the server by what is typed, not loaded whole
    await user.type(picker(), 'netw');
    await waitFor(() => {
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Network Travels (ID 12)']);
    });
    expect(calls(api, 'GET')).toContain('/api/admin/operators?q=netw');
    await user.click(within(dialog).getByRole('option', { name: 'Network Travels (ID 12)' }));
    expect(picker()).toHaveValue('Network Travels (ID 12)');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.vendorApproved)));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ operator_id: 12 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'No applications waiting' })).toBeInTheDocument();
  });

  it('before any operators sync, approves without a link and says why', async () => {
    const user = userEvent.setup();
    const api = openOverview({
      'GET /api/admin/operators': () => respond({ result: operatorsPage([]) }),
      'POST /api/admin/vendors/00000000-0000-4000-8000-0000000000a1/approve': () =>
        respond({ result: { ...VENDOR, status: 'approved' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Brahmaputra Travels' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Brahmaputra Travels?' });
    expect(await within(dialog).findByText(/No operators are synced yet/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.vendorApproved)));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('rejects after a confirmation, and says a refusal of the server', async () => {
    const user = userEvent.setup();
    let answer = () => apiError(409, 'This application has already been decided', 'conflict');
    const api = openOverview({
      'POST /api/admin/vendors/00000000-0000-4000-8000-0000000000a1/reject': () => answer(),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Brahmaputra Travels' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject Brahmaputra Travels?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('This application has already been decided'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    answer = () => respond({ result: { ...VENDOR, status: 'rejected' } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.vendorRejected)));
    expect(calls(api, 'POST')).toEqual([
      '/api/admin/vendors/00000000-0000-4000-8000-0000000000a1/reject',
      '/api/admin/vendors/00000000-0000-4000-8000-0000000000a1/reject',
    ]);
    expect(await screen.findByRole('heading', { name: 'No applications waiting' })).toBeInTheDocument();
  });

  it('lists recent activities with who and when, in India time', async () => {
    openOverview();
    const first = (await screen.findByText('Brahmaputra Travels applied as a vendor')).closest('li')!;
    expect(first).toHaveTextContent('Pranjal Bora · 05 Oct 2026, 9:30 PM');
    const second = screen.getByText('Synchronized 38 operators').closest('li')!;
    expect(second).toHaveTextContent('System · 05 Oct 2026, 8:45 AM');
  });

  it('says what failed to load, and Retry asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const failing = (body: unknown) => () => (fail ? apiError(500, 'Database unavailable', 'internal') : respond(body));
    openOverview({
      'GET /api/admin/overview': failing({ result: OVERVIEW }),
      'GET /api/admin/vendors': failing({ result: [VENDOR] }),
      'GET /api/admin/activities': failing({ result: ACTIVITIES }),
    });
    const stats = await screen.findByRole('heading', { name: inEnglish(ADMIN_MESSAGES.dashboardStatsFailed) });
    const vendors = await screen.findByRole('heading', { name: inEnglish(ADMIN_MESSAGES.pendingVendorsFailed) });
    const activities = await screen.findByRole('heading', { name: inEnglish(ADMIN_MESSAGES.dashboardFailed) });
    fail = false;
    for (const heading of [stats, vendors, activities]) {
      await user.click(within(heading.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    }
    expect(await screen.findByText('commission ₹1,24,500 at 10%')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Pending vendor applications' })).toBeInTheDocument();
    expect(await screen.findByText('Synchronized 38 operators')).toBeInTheDocument();
  });
});
