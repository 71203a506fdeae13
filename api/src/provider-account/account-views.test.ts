import { describe, expect, it } from 'vitest';
import { GdsError } from '../provider/gds/gds-error';
import { parseBalance } from '../provider/gds/balance';
import { parseTransactionLog } from '../provider/gds/transaction-log';
import { balanceOf, transactionsOf } from './account-views';

const LOG_HEADER = [
  'pnr_number',
  'operator_pnr_number',
  'travel_date',
  'status_code',
  'status',
  'travel_id',
  'reservation_id',
  'route_id',
  'passenger_name',
  'fare',
];

describe('transactionsOf', () => {
  it('reads codes 1 and 0 as confirmed and cancelled, anything else as pending, and tallies each', () => {
    const result = transactionsOf(
      '2026-03-14',
      parseTransactionLog([
        // shuffled columns: read by name
        [...LOG_HEADER].reverse(),
        ['650.5', 'Asha Das', 1169, 5521, 21, 'Confirmed', 1, '2026-03-20', 5521, 'TS1'],
        [105, 'Bikash Roy', 1169, null, 21, 'Cancelled', '0', '2026-03-21', '', 'TS2'],
        [300, 'Chandan', null, null, null, 'Booked', 2, '', null, 'TS3'],
        [100, 'No PNR', null, null, null, 'Confirmed', 1, '', null, ''],
        ['short row'],
      ]),
    );
    expect(result.transactions.map((entry) => [entry.pnr_number, entry.status, entry.status_label])).toEqual([
      ['TS1', 'confirmed', 'Confirmed'],
      ['TS2', 'cancelled', 'Cancelled'],
      ['TS3', 'pending', 'Booked'],
    ]);
    expect(result.transactions[0]).toMatchObject({ operator_pnr: '5521', reservation_id: '5521', fare: 650.5 });
    expect(result.transactions[1]).toMatchObject({ operator_pnr: null, status_code: 0, travel_id: 21 });
    expect(result.summary).toEqual({
      sales: { tickets: 1, amount: 650.5 },
      cancellations: { count: 1, amount: 105 },
      net: 545.5,
      pending: 1,
    });
  });

  it('counts a ticket sold once, and each cancel call once, so a ticket sold and cancelled nets to nothing', () => {
    const row = (pnr: string, code: number, fare: number) => [
      pnr,
      '5521',
      '2026-03-20',
      code,
      '',
      21,
      5521,
      7,
      'Asha',
      fare,
    ];
    const { summary } = transactionsOf(
      '2026-03-14',
      parseTransactionLog([
        LOG_HEADER,
        row('TS1', 1, 2142),
        // the same sale named again: still one ticket
        row('TS1', 1, 2142),
        // one seat, then the other, in two calls
        row('TS1', 0, 1071),
        row('TS1', 0, 1071),
        row('TS2', 1, 999.9),
        // a seat of a ticket sold on another day
        row('TS0', 0, 450.45),
      ]),
    );
    expect(summary).toEqual({
      sales: { tickets: 2, amount: 3141.9 },
      cancellations: { count: 3, amount: 2592.45 },
      net: 549.45,
      pending: 0,
    });
  });

  it('is an empty day for an answer that is no table', () => {
    expect(transactionsOf('2026-03-14', parseTransactionLog(null)).transactions).toEqual([]);
  });
});

describe('balanceOf', () => {
  it('takes the credit limit as 0 when absent and judges health by the notify limit', () => {
    expect(balanceOf(parseBalance({ balance_amount: '1200.50' }), undefined)).toEqual({
      name: null,
      balance_amount: 1200.5,
      credit_limit: null,
      notify_limit: null,
      available_credit: 1200.5,
      health: 'healthy',
      travel_id: null,
    });
    expect(balanceOf(parseBalance({ balance_amount: 900, notify_limit: 1000, credit_limit: 500 }), 21)).toMatchObject({
      available_credit: 1400,
      health: 'warning',
      travel_id: 21,
    });
  });

  it('fails without a balance amount', () => {
    expect(() => balanceOf(parseBalance({ name: 'Agent' }), undefined)).toThrow(GdsError);
  });
});
