import { ADMIN_MESSAGES, type SyncStatus, inEnglish } from '@jatra/shared';
import { type Handler, apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeHost, renderAt } from '../testing/admin-test-kit';
import { SettingsPage } from './SettingsPage';

const STORED = {
  commission_rate: 10,
  booking_fee: 50,
  cancellation_fee: 100,
  support_email: 'support@jatra.in',
  support_phone: '+91 361 246 8000',
  updated_at: '2026-10-05T04:30:00.000Z',
};

const SYNCS: SyncStatus[] = [
  { target: 'cities', key: 'cities_last_sync', synced_at: '2026-10-05T03:15:00.000Z', count: 1240 },
  { target: 'city-pairs', key: 'city_pairs_last_sync', synced_at: null, count: null },
  { target: 'operators', key: 'operators_last_sync', synced_at: '2026-10-04T12:00:00.000Z', count: 38 },
  { target: 'masters', key: 'masters_last_sync', synced_at: null, count: null },
];

const host = fakeHost();

function openSettings(routes: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/admin/settings': () => respond({ result: STORED }),
    'GET /api/admin/sync': () => respond({ result: SYNCS }),
    ...routes,
  });
  renderAt('/admin/settings', '/admin/settings', <SettingsPage />, host);
  return api;
}

const field = (name: string) =>
  screen.getByRole<HTMLInputElement>(/rate|fee/i.test(name) ? 'spinbutton' : 'textbox', { name });
const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('SettingsPage', () => {
  it('fills the form with what is stored, each field saying what it is for', async () => {
    openSettings();
    await screen.findByRole('button', { name: 'Save Settings' });
    expect(field('Commission rate (%)')).toHaveValue(10);
    expect(field('Booking fee (₹)')).toHaveValue(50);
    expect(field('Cancellation fee (₹)')).toHaveValue(100);
    expect(field('Support email')).toHaveValue('support@jatra.in');
    expect(screen.getByRole('textbox', { name: 'Support phone' })).toHaveValue('+91 361 246 8000');
    expect(field('Booking fee (₹)')).toHaveAccessibleDescription(
      expect.stringContaining(
        'It is not added to what a traveller pays: the fare plus 5% GST, with the convenience fee FREE.',
      ),
    );
    expect(field('Commission rate (%)')).toHaveAccessibleDescription(expect.stringContaining('The Overview shows'));
    expect(field('Support email')).toHaveAccessibleDescription(
      expect.stringContaining('on the payment page and on the ticket'),
    );
    expect(screen.getByText(/Last saved/)).toHaveTextContent('Last saved 05 Oct 2026, 10:00 AM');
  });

  it("checks the form with the API's schema and sends nothing while it is wrong", async () => {
    const user = userEvent.setup();
    const api = openSettings();
    await screen.findByRole('button', { name: 'Save Settings' });
    await user.clear(field('Commission rate (%)'));
    await user.type(field('Commission rate (%)'), '100.5');
    await user.clear(field('Booking fee (₹)'));
    await user.type(field('Booking fee (₹)'), '-1');
    await user.clear(field('Cancellation fee (₹)'));
    await user.clear(field('Support email'));
    await user.type(field('Support email'), 'help-at-jatra');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Commission rate must be between 0 and 100')).toBeInTheDocument();
    expect(field('Commission rate (%)')).toHaveAccessibleDescription(
      expect.stringContaining('Commission rate must be between 0 and 100'),
    );
    expect(field('Commission rate (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Booking fee cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('Cancellation fee must be a number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid support email')).toBeInTheDocument();

    await user.clear(field('Commission rate (%)'));
    await user.type(field('Commission rate (%)'), '12.25');
    expect(await screen.findByText('Use steps of 0.1')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves the whole form as numbers and text, and says so', async () => {
    const user = userEvent.setup();
    const api = openSettings({
      'PUT /api/admin/settings': (_url, body) =>
        respond({ result: { ...(body as object), updated_at: '2026-10-06T06:00:00.000Z' } }),
    });
    await screen.findByRole('button', { name: 'Save Settings' });
    await user.clear(field('Commission rate (%)'));
    await user.type(field('Commission rate (%)'), '12.5');
    await user.clear(field('Support email'));
    await user.type(field('Support email'), '  help@jatra.in ');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.settingsSaved)));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      commission_rate: 12.5,
      booking_fee: 50,
      cancellation_fee: 100,
      support_email: 'help@jatra.in',
      support_phone: '+91 361 246 8000',
    });
    expect(await screen.findByText(/Last saved/)).toHaveTextContent('Last saved 06 Oct 2026, 11:30 AM');
    expect(field('Support email')).toHaveValue('help@jatra.in');
  });

  it("says a refusal of the server in its words, and a failure in the product's", async () => {
    const user = userEvent.setup();
    let answer = () => apiError(400, 'Please enter a valid support email', 'bad_request');
    openSettings({ 'PUT /api/admin/settings': () => answer() });
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Please enter a valid support email'));
    answer = () => apiError(500, 'Something went wrong', 'internal');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.settingsSaveFailed)));
  });

  it('says when the settings fail to load, and Retry asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    openSettings({
      'GET /api/admin/settings': () =>
        fail ? apiError(500, 'Database unavailable', 'internal') : respond({ result: STORED }),
    });
    const heading = await screen.findByRole('heading', { name: inEnglish(ADMIN_MESSAGES.settingsFailed) });
    fail = false;
    await user.click(within(heading.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
  });

  it('shows when each provider list was synced; Sync runs it, toasts the answer and refreshes the card', async () => {
    const user = userEvent.setup();
    let synced = SYNCS;
    const api = openSettings({
      'GET /api/admin/sync': () => respond({ result: synced }),
      'POST /api/admin/sync/operators': () => {
        synced = SYNCS.map((entry) =>
          entry.target === 'operators' ? { ...entry, synced_at: '2026-10-06T06:00:00.000Z', count: 41 } : entry,
        );
        return respond({
          result: {
            target: 'operators',
            count: 41,
            synced_at: '2026-10-06T06:00:00.000Z',
            message: inEnglish(ADMIN_MESSAGES.syncSucceeded(41, 'operators')),
          },
        });
      },
      'POST /api/admin/sync/cities': () =>
        apiError(502, inEnglish(ADMIN_MESSAGES.syncFailed('cities', 'Provider timed out')), 'provider_error'),
    });
    await screen.findByRole('heading', { name: 'Operators' });
    expect(cardOf('Cities')).toHaveTextContent('Last synced 05 Oct 2026, 8:45 AM');
    expect(cardOf('Cities')).toHaveTextContent('1,240 cities');
    expect(cardOf('Masters')).toHaveTextContent('Never synced');
    expect(cardOf('City pairs')).toHaveTextContent('Never synced');
    expect(cardOf('Operators')).toHaveTextContent('38 operators');

    await user.click(within(cardOf('Operators')).getByRole('button', { name: 'Sync Operators' }));
    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith('Successfully synchronized 41 operators'));
    await waitFor(() => expect(cardOf('Operators')).toHaveTextContent('Last synced 06 Oct 2026, 11:30 AM'));
    expect(cardOf('Operators')).toHaveTextContent('41 operators');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/sync/operators',
    ]);

    await user.click(within(cardOf('Cities')).getByRole('button', { name: 'Sync Cities' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Failed to sync cities: Provider timed out'));
  });

  it('Backup Now downloads the file with the admin token, under the name the server gave', async () => {
    const user = userEvent.setup();
    const api = openSettings({
      'GET /api/admin/backup': () =>
        new Response('gzip bytes', {
          headers: {
            'Content-Type': 'application/gzip',
            'Content-Disposition': 'attachment; filename="jatra-backup-2026-10-06.ndjson.gz"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:backup');
    const { createObjectURL: created, revokeObjectURL: revoked } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });

    await user.click(await screen.findByRole('button', { name: 'Backup Now' }));
    await waitFor(() =>
      expect(downloads).toEqual([{ href: 'blob:backup', download: 'jatra-backup-2026-10-06.ndjson.gz' }]),
    );
    const [blob] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await blob.text()).toBe('gzip bytes');
    const backupCall = api.fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/admin/backup'));
    expect(backupCall?.[1]?.headers).toEqual({ Authorization: 'Bearer token' });
    expect(host.toast.success).toHaveBeenCalledWith('Backup downloaded as jatra-backup-2026-10-06.ndjson.gz');
  });

  it('Backup Now says when the backup fails', async () => {
    const user = userEvent.setup();
    openSettings({ 'GET /api/admin/backup': () => apiError(500, inEnglish(ADMIN_MESSAGES.backupFailed), 'internal') });
    await user.click(await screen.findByRole('button', { name: 'Backup Now' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.backupFailed)));
  });

  it('Backup Now says when another backup is running', async () => {
    const user = userEvent.setup();
    openSettings({
      'GET /api/admin/backup': () => apiError(429, inEnglish(ADMIN_MESSAGES.backupBusy), 'rate_limited'),
    });
    await user.click(await screen.findByRole('button', { name: 'Backup Now' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(ADMIN_MESSAGES.backupBusy)));
  });

  it('Clear Cache empties the caches and lists what they held', async () => {
    const user = userEvent.setup();
    const api = openSettings({
      'POST /api/admin/cache/clear': () =>
        respond({
          result: {
            cleared: [
              { name: 'search', entries: 12 },
              { name: 'seat layouts', entries: 1 },
            ],
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Clear Cache' }));
    await waitFor(() =>
      expect(host.toast.success).toHaveBeenCalledWith('Caches cleared: search (12 entries), seat layouts (1 entry)'),
    );
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/cache/clear',
    ]);
  });
});
