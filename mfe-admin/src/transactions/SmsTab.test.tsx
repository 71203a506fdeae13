import type { AdminBookingSms } from '@jatra/shared';
import { fakeApi, respond } from '@jatra/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/admin-test-kit';
import { TransactionsPage } from './TransactionsPage';

const sms = (more: Partial<AdminBookingSms>): AdminBookingSms => ({
  kind: 'ticket',
  to_mobile: '9876543210',
  locale: 'en',
  template_id: '6750a1c2d6fc0521a41e7f01',
  text: 'Jatra m-ticket PNR JT7Q2K9: …',
  segments: 2,
  state: 'delivered',
  state_detail: 'DELIVERED',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-27T07:00:00.000Z',
  sent_at: '2026-11-27T07:00:01.000Z',
  reported_at: '2026-11-27T07:00:05.000Z',
  ...more,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Transactions › SMS to travellers', () => {
  it('finds the SMS of a PNR with their delivery, and says when a PNR has none', async () => {
    const api = fakeApi({
      'GET /api/admin/bookings/JT7Q2K9/sms': () =>
        respond({
          result: {
            pnr: 'JT7Q2K9',
            messages: [
              sms({
                kind: 'cancellation',
                state: 'dnd',
                state_detail: 'NDNC',
                text: 'Jatra: seats 4 of PNR JT7Q2K9 are cancelled.',
                created_at: '2026-11-27T09:00:00.000Z',
              }),
              sms({}),
            ],
          },
        }),
      'GET /api/admin/bookings/JT0NONE/sms': () => respond({ result: { pnr: 'JT0NONE', messages: [] } }),
    });
    const user = userEvent.setup();
    renderAt('/admin/transactions', '/admin/transactions', <TransactionsPage />);
    await user.click(screen.getByRole('tab', { name: 'SMS to travellers' }));
    expect(screen.getByText('Enter a PNR to see the SMS sent for that booking')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'PNR' }), 'jt7q2k9');
    const table = await screen.findByRole('table', { name: 'SMS of PNR JT7Q2K9' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Cancellation', 'm-ticket']);
    expect(within(rows[0]!).getByText('Do not disturb')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('NDNC')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('9876543210')).toBeInTheDocument();
    expect(api.calls.at(-1)!.path).toBe('/api/admin/bookings/JT7Q2K9/sms');

    await user.clear(screen.getByRole('searchbox', { name: 'PNR' }));
    await user.type(screen.getByRole('searchbox', { name: 'PNR' }), 'JT0NONE');
    expect(await screen.findByText('No SMS for JT0NONE')).toBeInTheDocument();
  });
});
