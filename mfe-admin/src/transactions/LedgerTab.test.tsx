import type { AdminLedgerPage, AdminPaymentEntry, AdminRefundEntry } from '@jatra/shared';
import { fakeApi, respond } from '@jatra/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/admin-test-kit';
import { TransactionsPage } from './TransactionsPage';

const LEDGER = 'GET /api/admin/payments';

const payment = (id: string, state: AdminPaymentEntry['state'], more: Partial<AdminPaymentEntry> = {}) => ({
  id,
  pnr: id.split('-')[0]!,
  amount: 1071,
  state,
  transaction_id: state === 'COMPLETED' ? 'T2611271230' : null,
  created_at: '2026-11-27T07:00:00.000Z',
  updated_at: '2026-11-27T07:01:00.000Z',
  ...more,
});

const refund = (id: string, state: AdminRefundEntry['state']): AdminRefundEntry => ({
  id,
  order_id: id.split('-').slice(0, 2).join('-'),
  pnr: id.split('-')[0]!,
  amount: 964,
  state,
  reason: 'Cancelled seats 4',
  created_at: '2026-11-27T09:00:00.000Z',
  updated_at: '2026-11-27T09:30:00.000Z',
});

const page = (result: AdminLedgerPage) => respond({ result });

function ledgerApi() {
  return fakeApi({
    [LEDGER]: (url) => {
      const q = url.searchParams.get('q') ?? '';
      if (url.searchParams.get('kind') === 'refunds') {
        return page({
          kind: 'refunds',
          entries: [refund('JT7Q2K9-1-C1-R1', 'COMPLETED')],
          total: { count: 1, kind: 'exact' },
          page_size: 25,
          next: null,
          previous: null,
        });
      }
      if (url.searchParams.get('after') === 'page-2') {
        return page({
          kind: 'payments',
          entries: [payment('JT1AAAA-1', 'FAILED')],
          total: { count: 26, kind: 'exact' },
          page_size: 25,
          next: null,
          previous: 'page-1',
        });
      }
      const entries = q
        ? [payment('JT7Q2K9-1', 'COMPLETED')]
        : [payment('JT8X1M3-2', 'PENDING'), payment('JT7Q2K9-1', 'COMPLETED')];
      return page({
        kind: 'payments',
        entries,
        total: q ? { count: 1, kind: 'exact' } : { count: 26, kind: 'exact' },
        page_size: 25,
        next: q ? null : 'page-2',
        previous: null,
      });
    },
  });
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function openLedger() {
  const user = userEvent.setup();
  renderAt('/admin/transactions', '/admin/transactions', <TransactionsPage />);
  await user.click(screen.getByRole('tab', { name: "Jatra's payments and refunds" }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Transactions › Jatra's payments and refunds", () => {
  it('lists our payment attempts newest first, and pages by the cursor the API gave', async () => {
    const api = ledgerApi();
    const user = await openLedger();
    const table = await screen.findByRole('table', { name: "Jatra's payments" });
    expect(cellsOf(table)).toEqual([
      ['27 Nov 2026, 12:30 PM', 'JT8X1M3JT8X1M3-2', '₹1,071', 'Waiting for payment', '—'],
      ['27 Nov 2026, 12:30 PM', 'JT7Q2K9JT7Q2K9-1', '₹1,071', 'Paid', 'T2611271230'],
    ]);
    expect(screen.getByText('26 payments')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByText('JT1AAAA-1');
    expect(api.calls.at(-1)!.search).toContain('after=page-2');
  });

  it('finds a PNR, and shows the refunds when asked', async () => {
    const api = ledgerApi();
    const user = await openLedger();
    await screen.findByRole('table', { name: "Jatra's payments" });
    await user.type(screen.getByRole('searchbox', { name: 'Find a PNR' }), 'jt7q2k9');
    await vi.waitFor(() => expect(screen.queryByText('JT8X1M3-2')).not.toBeInTheDocument());
    expect(api.calls.at(-1)!.search).toContain('q=jt7q2k9');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Refunds');
    const refunds = await screen.findByRole('table', { name: "Jatra's refunds" });
    expect(cellsOf(refunds)).toEqual([
      [
        '27 Nov 2026, 2:30 PM',
        'JT7Q2K9JT7Q2K9-1-C1-R1',
        '₹964',
        'Refunded',
        '27 Nov 2026, 3:00 PM',
        'Cancelled seats 4',
      ],
    ]);
    expect(api.calls.at(-1)!.search).toContain('kind=refunds');
  });
});
