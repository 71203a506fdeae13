import { describe, expect, it } from 'vitest';
import { bandAt, parseCancellationBands } from './cancellation-bands';
import { cancellability } from './cancellation';

const GREEN_VALLEY = '0-6|100,6-24|50,24-48|25,48-720|10';
const SEATS = [
  { seatNumber: 'L1', fare: 650, serviceTax: 32.5 },
  { seatNumber: 'L2', fare: 730, serviceTax: 36.5 },
];

describe('cancellation bands', () => {
  it('reads `from-to|percent` bands in any order, nearest departure first', () => {
    expect(parseCancellationBands('24-720|30, 0-24|100')).toEqual([
      { fromHours: 0, toHours: 24, chargePercent: 100 },
      { fromHours: 24, toHours: 720, chargePercent: 30 },
    ]);
    for (const bad of ['', '0-24', '24-0|10', '0-24|120', '0-24|10,x']) {
      expect(() => parseCancellationBands(bad), bad).toThrow('Bad cancellation band');
    }
  });

  it('picks the band running from just above its start to its end, and the farthest beyond the last', () => {
    const bands = parseCancellationBands(GREEN_VALLEY);
    const percentAt = (hours: number) => bandAt(bands, hours)?.chargePercent;
    expect([6, 6.01, 24, 24.5, 48, 48.5, 720, 1000].map(percentAt)).toEqual([100, 50, 50, 25, 25, 10, 10, 10]);
    expect(percentAt(0)).toBeUndefined();
  });
});

describe('cancellability', () => {
  it('keeps the band percent of each fare and refunds the rest with all the tax', () => {
    expect(cancellability(SEATS, { policies: GREEN_VALLEY, hoursLeft: 30 })).toEqual({
      cancellable: true,
      percent: 25,
      seats: [
        { seatNumber: 'L1', cancelPercent: 25, charge: 162.5, refund: 520 },
        { seatNumber: 'L2', cancelPercent: 25, charge: 182.5, refund: 584 },
      ],
      charges: 345,
      refund: 1104,
    });
    // a full-charge band still gives the tax back
    expect(cancellability(SEATS, { policies: GREEN_VALLEY, hoursLeft: 3 })).toMatchObject({
      percent: 100,
      charges: 1380,
      refund: 69,
    });
  });

  it('rounds to the paisa', () => {
    const seats = [{ seatNumber: '7', fare: 333.33, serviceTax: 16.67 }];
    // 10 % of 333.33 is 33.333
    expect(cancellability(seats, { policies: '0-720|10', hoursLeft: 10 })).toMatchObject({
      seats: [{ charge: 33.33, refund: 316.67 }],
      charges: 33.33,
      refund: 316.67,
    });
  });

  it('refuses within 2 hours and after departure, whatever the bands or the override', () => {
    const refused = (hoursLeft: number, percentOverride: number | null = null) =>
      cancellability(SEATS, { policies: '0-720|0', hoursLeft, percentOverride });
    expect(refused(2)).toEqual({ cancellable: false, reason: 'window-closed', value: 1449 });
    expect(refused(0.5, 10)).toMatchObject({ cancellable: false, reason: 'window-closed' });
    expect(refused(-0.01)).toEqual({ cancellable: false, reason: 'departed', value: 1449 });
    expect(refused(2.01)).toMatchObject({ cancellable: true, percent: 0, refund: 1449 });
  });

  it('offers nothing closer in than a policy starts', () => {
    expect(cancellability(SEATS, { policies: '6-720|10', hoursLeft: 4 })).toMatchObject({
      cancellable: false,
      reason: 'window-closed',
    });
  });

  it('charges the override instead of the band', () => {
    expect(cancellability(SEATS, { policies: GREEN_VALLEY, hoursLeft: 30, percentOverride: 60 })).toMatchObject({
      percent: 60,
      seats: [
        { seatNumber: 'L1', cancelPercent: 60, charge: 390, refund: 292.5 },
        { seatNumber: 'L2', cancelPercent: 60, charge: 438, refund: 328.5 },
      ],
      charges: 828,
      refund: 621,
    });
  });
});
