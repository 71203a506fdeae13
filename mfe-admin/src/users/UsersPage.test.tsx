import { ADMIN_MESSAGES, type AdminUser, type AdminUsersPage, inEnglish } from '@jatra/shared';
import { type Handler, apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHost, loadAdminLocale, renderAt } from '../testing/admin-test-kit';
import { UsersPage } from './UsersPage';

const host = fakeHost();

const ADMIN: AdminUser = {
  id: host.user.id,
  full_name: 'Asha Admin',
  email: 'admin@jatra.local',
  phone: null,
  role: 'admin',
  status: 'active',
  created_at: '2026-01-05T04:30:00.000Z',
};
const BIKASH: AdminUser = {
  id: '00000000-0000-4000-8000-000000000002',
  full_name: 'Bikash Das',
  email: 'bikash@example.com',
  phone: '9876543210',
  role: 'user',
  status: 'active',
  // 11:45 PM UTC is already the next day in India
  created_at: '2026-03-14T23:45:00.000Z',
};
const RIMA: AdminUser = {
  id: '00000000-0000-4000-8000-000000000003',
  full_name: null,
  email: 'rima@example.com',
  phone: null,
  role: 'vendor',
  status: 'suspended',
  created_at: '2026-02-01T10:00:00.000Z',
};

const page = (users: AdminUser[], overrides: Partial<Omit<AdminUsersPage, 'users'>> = {}) =>
  respond({
    result: {
      users,
      total: { count: users.length, kind: 'exact' },
      page_size: 20,
      next: null,
      previous: null,
      ...overrides,
    },
  });

function Where() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function openUsers(url = '/admin/users', routes: Record<string, Handler> = {}, on = host) {
  const api = fakeApi({ 'GET /api/admin/users': () => page([ADMIN, BIKASH, RIMA]), ...routes });
  const view = renderAt(
    url,
    '/admin/users',
    <>
      <UsersPage />
      <Where />
    </>,
    on,
  );
  return { api, ...view };
}

/** The list requests, in order; StrictMode's repeated first request counts once. */
const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls
    .filter((call) => call.method === 'GET')
    .map((call) => call.search)
    .filter((search, index, all) => search !== all[index - 1])
    .map((search) => Object.fromEntries(new URLSearchParams(search)));

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('UsersPage', () => {
  it('lists name, e-mail, role, status and joined day, with only the actions that change something', async () => {
    const { api } = openUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(listCalls(api)[0]).toEqual({ q: '', status: 'all' });
    expect(screen.getByText('3 users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();

    const bikash = within(rowOf('Bikash Das'));
    expect(bikash.getByText('bikash@example.com')).toBeInTheDocument();
    expect(bikash.getByText('User')).toBeInTheDocument();
    expect(bikash.getByText('Active')).toBeInTheDocument();
    expect(bikash.getByText('15 Mar 2026')).toBeInTheDocument();
    expect(bikash.getAllByRole('button').map((button) => button.textContent)).toEqual(['Suspend', 'Mark Inactive']);

    const rima = within(rowOf('rima@example.com'));
    expect(rima.getByText('No name')).toBeInTheDocument();
    expect(rima.getByText('Suspended')).toBeInTheDocument();
    expect(rima.getAllByRole('button').map((button) => button.textContent)).toEqual(['Activate', 'Mark Inactive']);

    // the signed-in admin cannot change their own status
    const own = within(rowOf('Asha Admin'));
    expect(own.queryByRole('button')).not.toBeInTheDocument();
    expect(own.getByText('You')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('searches once typing pauses, from the first page, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { api } = openUsers('/admin/users?after=c3RhcnQ');
    await screen.findByRole('table', { name: 'Users' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'DAS');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/admin/users?q=DAS'));
    // the list is asked for after the URL changed, so wait for the request too
    await waitFor(() =>
      expect(listCalls(api)).toEqual([
        { q: '', status: 'all', after: 'c3RhcnQ' },
        { q: 'DAS', status: 'all' },
      ]),
    );
  });

  it('filters by status and pages on the server, every step in the URL so Back returns to it', async () => {
    const user = userEvent.setup();
    const { api } = openUsers('/admin/users?q=das', {
      // page one leads on to page two and back; a search of that many is counted up to the cap
      'GET /api/admin/users': (url) =>
        url.searchParams.get('after') === 'b25l'
          ? page([RIMA], { total: { count: 1000, kind: 'at_least' }, previous: 'dHdv' })
          : page([BIKASH], { total: { count: 1000, kind: 'at_least' }, next: 'b25l' }),
    });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('das');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/admin/users?q=das&status=inactive'));
    await screen.findByText('1,000+ users');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('cell', { name: 'rima@example.com' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/admin/users?q=das&status=inactive&after=b25l');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/admin/users?q=das&status=inactive&before=dHdv'),
    );
    expect(listCalls(api)).toEqual([
      { q: 'das', status: 'all' },
      { q: 'das', status: 'inactive' },
      { q: 'das', status: 'inactive', after: 'b25l' },
      { q: 'das', status: 'inactive', before: 'dHdv' },
    ]);
  });

  it('suspends a user: PUT with the new status, a toast, and the row shows it', async () => {
    const user = userEvent.setup();
    const { api } = openUsers('/admin/users', {
      'PUT /api/admin/users/00000000-0000-4000-8000-000000000002/status': (_url, body) =>
        respond({ result: { ...BIKASH, status: (body as { status: string }).status } }),
    });
    await screen.findByRole('table', { name: 'Users' });
    await user.click(within(rowOf('Bikash Das')).getByRole('button', { name: 'Suspend Bikash Das' }));

    await waitFor(() =>
      expect(host.toast.success).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.userStatusUpdated('suspended'))),
    );
    expect(host.toast.success).toHaveBeenCalledWith('User status updated to suspended');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'suspended' });
    const bikash = within(rowOf('Bikash Das'));
    expect(bikash.getByText('Suspended')).toBeInTheDocument();
    expect(bikash.getAllByRole('button').map((button) => button.textContent)).toEqual(['Activate', 'Mark Inactive']);
  });

  it("says the API's refusal in its words, and a server failure in the product's", async () => {
    const user = userEvent.setup();
    let answer = () => apiError(409, inEnglish(ADMIN_MESSAGES.lastAdmin), 'conflict');
    openUsers('/admin/users', {
      'PUT /api/admin/users/00000000-0000-4000-8000-000000000002/status': () => answer(),
    });
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Mark Inactive Bikash Das' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.lastAdmin)));

    answer = () => apiError(500, 'Something went wrong', 'internal');
    await user.click(screen.getByRole('button', { name: 'Mark Inactive Bikash Das' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.userStatusFailed)));
    expect(within(rowOf('Bikash Das')).getByText('Active')).toBeInTheDocument();
  });

  it('says when the list fails to load, and Retry asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    openUsers('/admin/users', {
      'GET /api/admin/users': () => (fail ? apiError(500, 'Database unavailable', 'internal') : page([BIKASH])),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: inEnglish(ADMIN_MESSAGES.usersFailed) })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Bikash Das' })).toBeInTheDocument();
  });

  it('says when a 1–2 character search matches only the start of a name or e-mail', async () => {
    const user = userEvent.setup();
    openUsers();
    const box = await screen.findByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'bi');
    expect(box).toHaveAccessibleDescription(
      'Matching the start of each name or e-mail only; type 3 or more characters to match anywhere in it.',
    );
    await user.type(box, 'k');
    expect(box).not.toHaveAccessibleDescription();
  });

  it('offers to clear the search and filter when nothing matches', async () => {
    const user = userEvent.setup();
    openUsers('/admin/users?q=zzz&status=suspended', { 'GET /api/admin/users': () => page([]) });
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/admin\/users$/));
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  });

  it('speaks Assamese: the heading, the table headers, the words of each row and the joined day', async () => {
    await loadAdminLocale('as');
    openUsers('/admin/users', {}, fakeHost('as'));
    expect(screen.getByRole('heading', { level: 1, name: 'ব্যৱহাৰকাৰী' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'ব্যৱহাৰকাৰী' });
    const [head] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['নাম', 'ই-মেইল', 'ভূমিকা', 'স্থিতি', 'যোগদান', 'কাৰ্য']);
    const bikash = within(rowOf('Bikash Das'));
    // the day in India, in Assamese words with Latin digits
    expect(bikash.getByText('15 মাৰ্চ 2026')).toBeInTheDocument();
    expect(bikash.getByText('সক্ৰিয়')).toBeInTheDocument();
    expect(bikash.getByRole('button', { name: 'Bikash Dasক নিলম্বিত কৰক' })).toHaveTextContent('নিলম্বিত কৰক');
    expect(within(rowOf('Asha Admin')).getByText('আপুনি')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ব্যৱহাৰকাৰী বিচাৰক' })).toBeInTheDocument();
  });
});
