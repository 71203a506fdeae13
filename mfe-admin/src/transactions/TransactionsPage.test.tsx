import { ADMIN_MESSAGES, formatDisplayDate, todayInIndia, type AdminTransactions } from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/admin-test-kit';
import { TransactionsPage } from './TransactionsPage';

const TRANSACTIONS = 'GET /api/admin/transactions';

function log(date: string, overrides: Partial<AdminTransactions> = {}): { result: AdminTransactions } {
  return {
    result: {
      date,
      summary: {
        total: { count: 3, amount: 112450 },
        confirmed: { count: 2, amount: 105000 },
        cancelled: { count: 1, amount: 7450 },
      },
      transactions: [
        {
          pnr_number: 'JT7Q2K9',
          operator_pnr: 'NT-4521-88',
          travel_date: '2026-12-01',
          status_code: 1,
          status: 'confirmed',
          status_label: 'Booked',
          travel_id: 7,
          reservation_id: 'R1',
          route_id: 4521,
          passenger_name: 'Mridul Bora',
          fare: 105000,
        },
        {
          pnr_number: 'JT8X1M3',
          operator_pnr: null,
          travel_date: '2026-12-02',
          status_code: 0,
          status: 'cancelled',
          status_label: 'Cancelled',
          travel_id: null,
          reservation_id: null,
          route_id: null,
          passenger_name: 'Rupa Das',
          fare: 7450,
        },
        {
          pnr_number: 'JT9P0Z1',
          operator_pnr: 'NT-4522-01',
          travel_date: '2026-12-03',
          status_code: 2,
          status: 'pending',
          status_label: 'Awaiting operator',
          travel_id: 7,
          reservation_id: 'R3',
          route_id: 4522,
          passenger_name: 'Anil Gogoi',
          fare: 0,
        },
      ],
      ...overrides,
    },
  };
}

const renderPage = () => renderAt('/admin/transactions', '/admin/transactions', <TransactionsPage />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TransactionsPage', () => {
  it('loads today’s log on request: tallies first, then every transaction', async () => {
    const user = userEvent.setup();
    const today = todayInIndia();
    const api = fakeApi({ [TRANSACTIONS]: (url) => respond(log(url.searchParams.get('date')!)) });
    renderPage();
    expect(screen.getByRole('button', { name: `Transaction date ${formatDisplayDate(today)}` })).toBeInTheDocument();
    expect(screen.getByText('Choose a day, then press Load Transactions.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Load Transactions' }));
    expect(
      await screen.findByRole('heading', { name: `Transactions on ${formatDisplayDate(today)}` }),
    ).toBeInTheDocument();
    const tally = (name: string) => screen.getByRole('region', { name }).textContent;
    expect(tally('Total')).toBe('Total₹1,12,4503 transactions');
    expect(tally('Confirmed')).toBe('Confirmed₹1,05,0002 transactions');
    expect(tally('Cancelled')).toBe('Cancelled₹7,4501 transaction');

    const table = screen.getByRole('table', { name: `Transactions on ${formatDisplayDate(today)}` });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['PNR', 'Operator PNR', 'Travel date', 'Status', 'Travel ID', 'Route ID', 'Passenger', 'Fare']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['JT7Q2K9', 'NT-4521-88', '01 Dec 2026', 'Booked', '7', '4521', 'Mridul Bora', '₹1,05,000'],
      ['JT8X1M3', '—', '02 Dec 2026', 'Cancelled', '—', '—', 'Rupa Das', '₹7,450'],
      ['JT9P0Z1', 'NT-4522-01', '03 Dec 2026', 'Awaiting operator', '7', '4522', 'Anil Gogoi', '₹0'],
    ]);
    expect(within(rows[0]!).getByText('Booked')).toHaveClass('admin-badge--success');
    expect(within(rows[1]!).getByText('Cancelled')).toHaveClass('admin-badge--danger');
    expect(within(rows[2]!).getByText('Awaiting operator')).toHaveClass('admin-badge--warning');
    expect(new Set(api.calls.map((call) => call.search))).toEqual(new Set([`?date=${today}`]));
  });

  it('loads an earlier day picked in the calendar, where no later day can be picked', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [TRANSACTIONS]: (url) => respond(log(url.searchParams.get('date')!)) });
    renderPage();
    await user.click(screen.getByRole('button', { name: /^Transaction date/ }));
    // the calendar's code is fetched on first opening
    expect(await screen.findByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: /previous month/i }));
    const fifteenth = screen.getAllByRole('gridcell').find((cell) => cell.textContent === '15')!;
    await user.click(within(fifteenth).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Load Transactions' }));
    await screen.findByRole('table');
    const asked = api.calls.at(-1)!.search;
    expect(asked).toMatch(/^\?date=\d{4}-\d{2}-15$/);
    expect(asked.slice(6) < todayInIndia()).toBe(true);
  });

  it('says when the provider recorded nothing that day', async () => {
    const user = userEvent.setup();
    fakeApi({
      [TRANSACTIONS]: (url) =>
        respond(
          log(url.searchParams.get('date')!, {
            summary: {
              total: { count: 0, amount: 0 },
              confirmed: { count: 0, amount: 0 },
              cancelled: { count: 0, amount: 0 },
            },
            transactions: [],
          }),
        ),
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Load Transactions' }));
    expect(await screen.findByRole('heading', { name: ADMIN_MESSAGES.noTransactionsFound })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows transactionsFailed with a Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [TRANSACTIONS]: (url) =>
        fail ? apiError(502, ADMIN_MESSAGES.transactionsFailed) : respond(log(url.searchParams.get('date')!)),
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Load Transactions' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: ADMIN_MESSAGES.transactionsFailed })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
