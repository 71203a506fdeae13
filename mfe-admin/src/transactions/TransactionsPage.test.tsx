import {
  ADMIN_MESSAGES,
  formatDisplayDate,
  todayInIndia,
  type AdminTransaction,
  type AdminTransactions,
  inEnglish,
} from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHost, loadAdminLocale, renderAt } from '../testing/admin-test-kit';
import { TransactionsPage } from './TransactionsPage';

const TRANSACTIONS = 'GET /api/admin/transactions';

const entry = (
  pnr: string,
  status: AdminTransaction['status'],
  fare: number,
  more: Partial<AdminTransaction> = {},
): AdminTransaction => ({
  pnr_number: pnr,
  operator_pnr: 'NT-4521-88',
  travel_date: '2026-12-01',
  status_code: { confirmed: 1, cancelled: 0, pending: 2 }[status],
  status,
  status_label: { confirmed: 'Booked', cancelled: 'Cancelled', pending: 'Awaiting operator' }[status],
  travel_id: 7,
  reservation_id: 'R1',
  route_id: 4521,
  passenger_name: 'Mridul Bora',
  fare,
  ...more,
});

/** A day with a two-seat ticket sold and cancelled seat by seat, and another sold: as the API sums it. */
function log(date: string, overrides: Partial<AdminTransactions> = {}): { result: AdminTransactions } {
  return {
    result: {
      date,
      summary: {
        sales: { tickets: 2, amount: 107142 },
        cancellations: { count: 2, amount: 2142 },
        net: 105000,
        pending: 1,
      },
      transactions: [
        entry('JT7Q2K9', 'confirmed', 2142),
        entry('JT7Q2K9', 'cancelled', 1071),
        entry('JT7Q2K9', 'cancelled', 1071, { passenger_name: 'Rupa Das' }),
        entry('JT8X1M3', 'confirmed', 105000, {
          operator_pnr: null,
          travel_date: '2026-12-02',
          travel_id: null,
          reservation_id: null,
          route_id: null,
          passenger_name: 'Anil Gogoi',
        }),
        entry('JT9P0Z1', 'pending', 0, { operator_pnr: 'NT-4522-01', route_id: 4522, reservation_id: 'R3' }),
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
  it('loads today’s log on request: sales, cancellations and net as counted by the API, then every entry', async () => {
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
    const figure = (name: string) => screen.getByRole('region', { name }).textContent;
    expect(figure('Sales')).toBe('Sales₹1,07,1422 tickets sold');
    expect(figure('Cancellations')).toBe("Cancellations−₹2,1422 cancellations, seats' fare and tax");
    expect(figure('Net')).toBe('Net₹1,05,000Sales less cancellations');
    expect(screen.getByText('1 entry not yet settled by the operator, counted in none of these.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total' })).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: `Transactions on ${formatDisplayDate(today)}` });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['PNR', 'Operator PNR', 'Travel date', 'Status', 'Travel ID', 'Route ID', 'Passenger', 'Amount']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['JT7Q2K9', 'NT-4521-88', '01 Dec 2026', 'Booked', '7', '4521', 'Mridul Bora', '₹2,142'],
      ['JT7Q2K9', 'NT-4521-88', '01 Dec 2026', 'Cancelled', '7', '4521', 'Mridul Bora', '−₹1,071'],
      ['JT7Q2K9', 'NT-4521-88', '01 Dec 2026', 'Cancelled', '7', '4521', 'Rupa Das', '−₹1,071'],
      ['JT8X1M3', '—', '02 Dec 2026', 'Booked', '—', '—', 'Anil Gogoi', '₹1,05,000'],
      ['JT9P0Z1', 'NT-4522-01', '01 Dec 2026', 'Awaiting operator', '7', '4522', 'Mridul Bora', '₹0'],
    ]);
    expect(within(rows[0]!).getByText('Booked')).toHaveClass('admin-badge--success');
    expect(within(rows[1]!).getByText('Cancelled')).toHaveClass('admin-badge--danger');
    expect(within(rows[4]!).getByText('Awaiting operator')).toHaveClass('admin-badge--warning');
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
            summary: { sales: { tickets: 0, amount: 0 }, cancellations: { count: 0, amount: 0 }, net: 0, pending: 0 },
            transactions: [],
          }),
        ),
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Load Transactions' }));
    expect(
      await screen.findByRole('heading', { name: inEnglish(ADMIN_MESSAGES.noTransactionsFound) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows transactionsFailed with a Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [TRANSACTIONS]: (url) =>
        fail
          ? apiError(502, inEnglish(ADMIN_MESSAGES.transactionsFailed))
          : respond(log(url.searchParams.get('date')!)),
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Load Transactions' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: inEnglish(ADMIN_MESSAGES.transactionsFailed) }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('speaks Assamese: the heading, the figures, the table headers and the travel dates', async () => {
    const user = userEvent.setup();
    await loadAdminLocale('as');
    fakeApi({ [TRANSACTIONS]: (url) => respond(log(url.searchParams.get('date')!)) });
    renderAt('/admin/transactions', '/admin/transactions', <TransactionsPage />, fakeHost('as'));
    expect(screen.getByRole('heading', { level: 1, name: 'লেনদেন' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'লেনদেন লোড কৰক' }));
    const table = await screen.findByRole('table', { name: /ৰ লেনদেন$/ });
    expect(screen.getByRole('region', { name: 'বিক্ৰী' }).textContent).toBe('বিক্ৰী₹1,07,1422খন টিকট বিক্ৰী হৈছে');
    const [head, first] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['PNR', 'অপাৰেটৰৰ PNR', 'যাত্ৰাৰ তাৰিখ', 'স্থিতি', 'ট্ৰেভেল ID', 'ৰুট ID', 'যাত্ৰী', 'পৰিমাণ']);
    // the travel date in Assamese words with Latin digits; the amount as in every language
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['JT7Q2K9', 'NT-4521-88', '1 ডিচে 2026', 'Booked', '7', '4521', 'Mridul Bora', '₹2,142']);
  });
});
