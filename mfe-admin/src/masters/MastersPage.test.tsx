import { ADMIN_MESSAGES, type AdminMasters, inEnglish } from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/admin-test-kit';
import { MastersPage } from './MastersPage';

const MASTERS = 'GET /api/admin/masters';
const SYNC = 'POST /api/admin/sync/masters';

const masters = (overrides: Partial<AdminMasters> = {}): { result: AdminMasters } => ({
  result: {
    seat_layout_identifiers: [
      { code: '2+1', description: 'Two seats and one across the aisle' },
      { code: 'SL', description: 'Sleeper' },
    ],
    bus_types: [
      { id: 1, name: 'AC Sleeper' },
      { id: 2, name: 'Non-AC Seater' },
    ],
    bus_categories: [{ id: 4, name: 'Luxury' }],
    // 16:04 in India
    synced_at: '2026-10-05T10:34:00.000Z',
    ...overrides,
  },
});

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .slice(1);

const renderPage = () => renderAt('/admin/masters', '/admin/masters', <MastersPage />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MastersPage', () => {
  it('shows the seat layouts, bus types and bus categories with the time of the last sync', async () => {
    fakeApi({ [MASTERS]: () => respond(masters()) });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading masters data');
    expect(await screen.findByText('Last synced 05 Oct 2026, 4:04 PM')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Seat layout identifiers',
      'Bus types',
      'Bus categories',
    ]);
    expect(rowsOf('Seat layout identifiers')).toEqual([
      ['2+1', 'Two seats and one across the aisle'],
      ['SL', 'Sleeper'],
    ]);
    expect(rowsOf('Bus types')).toEqual([
      ['1', 'AC Sleeper'],
      ['2', 'Non-AC Seater'],
    ]);
    expect(rowsOf('Bus categories')).toEqual([['4', 'Luxury']]);
  });

  it('says when a list came back empty', async () => {
    fakeApi({ [MASTERS]: () => respond(masters({ bus_categories: [] })) });
    renderPage();
    const categories = await screen.findByRole('region', { name: 'Bus categories' });
    expect(categories).toHaveTextContent('None in the last sync.');
  });

  it('asks for a first sync when the masters were never synced, and syncs them', async () => {
    const user = userEvent.setup();
    let synced = false;
    fakeApi({
      [MASTERS]: () =>
        respond(
          synced
            ? masters()
            : masters({ seat_layout_identifiers: [], bus_types: [], bus_categories: [], synced_at: null }),
        ),
      [SYNC]: () => {
        synced = true;
        return respond({
          result: {
            target: 'masters',
            count: 5,
            synced_at: '2026-10-05T10:34:00.000Z',
            message: inEnglish(ADMIN_MESSAGES.mastersSynced),
          },
        });
      },
    });
    const { host } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Masters data has never been synced' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync Masters' }));
    expect(await screen.findByRole('table', { name: 'Bus types' })).toBeInTheDocument();
    expect(host.toast.success).toHaveBeenCalledWith('Successfully synchronized masters data');
  });

  it('toasts a failed sync in the API’s words', async () => {
    const user = userEvent.setup();
    fakeApi({
      [MASTERS]: () => respond(masters()),
      [SYNC]: () => apiError(502, 'Failed to sync masters: Provider timed out', 'provider_error'),
    });
    const { host } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sync Masters' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('Failed to sync masters: Provider timed out'));
  });

  it('shows mastersFailed with a Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({ [MASTERS]: () => (fail ? apiError(500, inEnglish(ADMIN_MESSAGES.mastersFailed)) : respond(masters())) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: inEnglish(ADMIN_MESSAGES.mastersFailed) })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Bus types' })).toBeInTheDocument();
  });
});
