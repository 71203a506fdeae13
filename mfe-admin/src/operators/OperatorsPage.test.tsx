import { ADMIN_MESSAGES, type AdminOperator, inEnglish } from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/admin-test-kit';
import { OperatorsPage } from './OperatorsPage';

const OPERATORS = 'GET /api/admin/operators';
const SYNC = 'POST /api/admin/sync/operators';

function operator(overrides: Partial<AdminOperator> = {}): AdminOperator {
  return {
    id: 7,
    name: 'Network Travels',
    logo: 'https://cdn.example/network.png',
    cancellation_time: 2,
    schedules_count: 14,
    commission_percent: 8.5,
    round_trip: true,
    cancellation_allowed: true,
    cancellation_policy: '2-12|50,12-0|10',
    cancellation_bands: [
      { fromHours: 2, toHours: 12, chargePercent: 50 },
      { fromHours: 12, toHours: null, chargePercent: 10 },
    ],
    contact_person: 'Pranjal Saikia',
    contact_phone: '+919876500000',
    contact_email: 'ops@network.example',
    website: 'https://network.example',
    popular_routes: ['Guwahati → Jorhat', 'Guwahati → Tezpur'],
    metadata: { gst_number: '18AAACN1234F1Z5', fleet: 32 },
    ...overrides,
  };
}

const bare = operator({
  id: 9,
  name: 'Brahmaputra Express',
  logo: null,
  cancellation_time: null,
  schedules_count: null,
  commission_percent: null,
  round_trip: false,
  cancellation_allowed: false,
  cancellation_policy: null,
  cancellation_bands: [],
  contact_person: null,
  contact_phone: null,
  contact_email: null,
  website: null,
  popular_routes: [],
  metadata: {},
});

/** What was asked, once each: StrictMode mounts twice and react-query refetches an aborted first request. */
const asked = (calls: { method: string; path: string; search: string }[]) =>
  calls
    .map((call) => `${call.method} ${call.path}${call.search}`)
    .filter((call, index, all) => call !== all[index - 1]);

/** the API's keyset answer: these operators, all of them */
const page = (operators: AdminOperator[]) => ({
  operators,
  total: { count: operators.length, kind: 'exact' },
  page_size: 20,
  next: null,
  previous: null,
});

const renderPage = () => renderAt('/admin/operators', '/admin/operators', <OperatorsPage />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OperatorsPage', () => {
  it('lists the synced operators with a logo or initials, and a dash for what the provider did not send', async () => {
    const api = fakeApi({ [OPERATORS]: () => respond({ result: page([operator(), bare]) }) });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading operators');
    const table = await screen.findByRole('table', { name: 'Operators' });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Logo', 'ID', 'Name', 'Cancellation time (h)', 'Schedules', 'Commission %', 'Round trip']);
    expect(within(first!).getByRole('img', { name: 'Network Travels logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/network.png',
    );
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['7', 'Network Travels', '2', '14', '8.5%', 'Yes']);
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['BE', '9', 'Brahmaputra Express', '—', '—', '—', 'No']);
    expect(screen.getByText('2 operators')).toBeInTheDocument();
    expect(asked(api.calls)).toEqual(['GET /api/admin/operators?q=']);
  });

  it('searches by name on the server once typing pauses', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [OPERATORS]: (url) => respond({ result: page(url.searchParams.get('q') ? [bare] : [operator(), bare]) }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Operators' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by operator name' }), 'brahma');
    await waitFor(() => expect(screen.queryByText('Network Travels')).not.toBeInTheDocument());
    expect(screen.getByText('Brahmaputra Express')).toBeInTheDocument();
    expect(asked(api.calls)).toEqual(['GET /api/admin/operators?q=', 'GET /api/admin/operators?q=brahma']);
  });

  it('says when no operator matches the search', async () => {
    const user = userEvent.setup();
    fakeApi({ [OPERATORS]: (url) => respond({ result: page(url.searchParams.get('q') ? [] : [operator()]) }) });
    renderPage();
    await screen.findByRole('table', { name: 'Operators' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by operator name' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No operator matches “zzz”' })).toBeInTheDocument();
  });

  it('opens the details of a row: contacts, rates, the policy as bands over its raw text, routes and metadata', async () => {
    const user = userEvent.setup();
    fakeApi({ [OPERATORS]: () => respond({ result: page([operator(), bare]) }) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Network Travels' }));
    const dialog = screen.getByRole('dialog', { name: 'Network Travels' });
    expect(dialog).toHaveAccessibleDescription('Operator ID 7');
    const fact = (term: string) => within(dialog).getByText(term).nextElementSibling;
    expect(fact('Contact person')).toHaveTextContent('Pranjal Saikia');
    expect(within(dialog).getByRole('link', { name: '+919876500000' })).toHaveAttribute('href', 'tel:+919876500000');
    expect(within(dialog).getByRole('link', { name: 'ops@network.example' })).toHaveAttribute(
      'href',
      'mailto:ops@network.example',
    );
    expect(within(dialog).getByRole('link', { name: 'https://network.example' })).toHaveAttribute(
      'href',
      'https://network.example',
    );
    expect(fact('Schedules')).toHaveTextContent('14');
    expect(fact('Commission rate')).toHaveTextContent('8.5%');
    expect(fact('Round trip')).toHaveTextContent('Yes');
    expect(fact('Cancellation allowed')).toHaveTextContent('Yes');
    expect(fact('Cancellation time')).toHaveTextContent('Up to 2 hours before departure');
    const policy = within(dialog).getByRole('region', { name: 'Cancellation policy' });
    expect(
      within(policy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 to 12 hours before departure50% of ticket value',
      'More than 12 hours before departure10% of ticket value',
    ]);
    expect(policy).toHaveTextContent('As the provider sends it: 2-12|50,12-0|10');
    const routes = within(dialog).getByRole('region', { name: 'Popular routes' });
    expect(
      within(routes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Guwahati → Jorhat', 'Guwahati → Tezpur']);
    const metadata = within(dialog).getByRole('region', { name: 'Other details from the provider' });
    expect(within(metadata).getByText('gst_number').nextElementSibling).toHaveTextContent('18AAACN1234F1Z5');
    expect(within(metadata).getByText('fleet').nextElementSibling).toHaveTextContent('32');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Network Travels' })).toHaveFocus();
  });

  it('shows a dash for every detail the provider left out', async () => {
    const user = userEvent.setup();
    fakeApi({ [OPERATORS]: () => respond({ result: page([bare]) }) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Brahmaputra Express' }));
    const dialog = screen.getByRole('dialog', { name: 'Brahmaputra Express' });
    for (const term of [
      'Contact person',
      'Phone',
      'Email',
      'Website',
      'Schedules',
      'Commission rate',
      'Cancellation time',
    ])
      expect(within(dialog).getByText(term).nextElementSibling).toHaveTextContent(/^—$/);
    expect(within(dialog).getByText('Cancellation allowed').nextElementSibling).toHaveTextContent('No');
    for (const section of ['Cancellation policy', 'Popular routes', 'Other details from the provider'])
      expect(within(dialog).getByRole('region', { name: section })).toHaveTextContent(new RegExp(`^${section}—$`));
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('never makes a link of a website that is not a web address', async () => {
    const user = userEvent.setup();
    fakeApi({ [OPERATORS]: () => respond({ result: page([operator({ website: 'javascript:alert(1)' })]) }) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Network Travels' }));
    const dialog = screen.getByRole('dialog', { name: 'Network Travels' });
    expect(within(dialog).getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it('syncs the operators: toasts the answer and loads the list again', async () => {
    const user = userEvent.setup();
    let synced = false;
    const api = fakeApi({
      [OPERATORS]: () => respond({ result: page(synced ? [operator(), bare] : []) }),
      [SYNC]: () => {
        synced = true;
        return respond({
          result: {
            target: 'operators',
            count: 2,
            synced_at: '2026-10-05T10:00:00.000Z',
            message: 'Successfully synchronized 2 operators',
          },
        });
      },
    });
    const { host } = renderPage();
    expect(await screen.findByRole('heading', { name: 'No operators yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync Operators' }));
    expect(await screen.findByRole('table', { name: 'Operators' })).toBeInTheDocument();
    expect(host.toast.success).toHaveBeenCalledWith('Successfully synchronized 2 operators');
    expect(asked(api.calls)).toEqual([
      'GET /api/admin/operators?q=',
      'POST /api/admin/sync/operators',
      'GET /api/admin/operators?q=',
    ]);
  });

  it('toasts the API’s words when the sync fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      [OPERATORS]: () => respond({ result: page([operator()]) }),
      [SYNC]: () => apiError(502, 'Failed to sync operators: Provider timed out', 'provider_error'),
    });
    const { host } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sync Operators' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Failed to sync operators: Provider timed out'));
    expect(host.toast.success).not.toHaveBeenCalled();
  });

  it('says a sync that never reached the API failed, in the same words', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [OPERATORS]: () => respond({ result: page([operator()]) }) });
    const { host } = renderPage();
    await screen.findByRole('table', { name: 'Operators' });
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Sync Operators' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Failed to sync operators: Network Error'));
  });

  it('shows the failure with a Retry that loads the list again', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [OPERATORS]: () =>
        fail ? apiError(500, inEnglish(ADMIN_MESSAGES.operatorsFailed)) : respond({ result: page([operator()]) }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: inEnglish(ADMIN_MESSAGES.operatorsFailed) })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Operators' })).toBeInTheDocument();
  });
});
