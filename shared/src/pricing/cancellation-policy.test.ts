import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_BANDS,
  SITE_CANCELLATION_POLICY,
  paidSeats,
  policyChargePercent,
  quoteCancellation,
} from './cancellation-policy';

describe("the site's table", () => {
  it.each([
    [72, 0],
    [24.01, 0],
    [24, 10],
    [18, 10],
    [12.5, 10],
    [12, 25],
    [5, 25],
    [2.01, 25],
  ])('%s hours before departure costs %s%%', (hours, percent) => {
    expect(policyChargePercent(SITE_CANCELLATION_POLICY, hours)).toBe(percent);
  });

  it.each([2, 1, 0.5, 0, -1, Number.NaN])('refuses cancellation %s hours before departure', (hours) => {
    expect(policyChargePercent(SITE_CANCELLATION_POLICY, hours)).toBeNull();
  });
});

describe('CANCELLATION_BANDS', () => {
  it('runs from the longest notice to the shortest without gaps', () => {
    expect(CANCELLATION_BANDS.map((band) => band.chargePercent)).toEqual([0, 10, 25, null]);
    for (let i = 1; i < CANCELLATION_BANDS.length; i++) {
      expect(CANCELLATION_BANDS[i]!.untilHours).toBe(CANCELLATION_BANDS[i - 1]!.afterHours);
    }
  });

  it('is the site policy bookings are sold under when the operator has none', () => {
    expect(SITE_CANCELLATION_POLICY.bands).toEqual([
      { fromHours: 24, toHours: null, chargePercent: 0 },
      { fromHours: 12, toHours: 24, chargePercent: 10 },
      { fromHours: 2, toHours: 12, chargePercent: 25 },
    ]);
  });
});

describe('a stored policy', () => {
  const operator = {
    source: 'operator' as const,
    bands: [
      { fromHours: 0, toHours: 8, chargePercent: 100 },
      { fromHours: 8, toHours: 24, chargePercent: 50 },
      { fromHours: 48, toHours: 720, chargePercent: 10 },
    ],
  };

  it.each([
    [800, 10],
    [100, 10],
    [30, 0],
    [20, 50],
    [5, 100],
    [2, null],
    [0.5, null],
    [-3, null],
  ])('under an operator’s bands, %s hours before departure costs %s%% (gaps: the site’s table)', (hours, percent) => {
    expect(policyChargePercent(operator, hours)).toBe(percent);
  });

  it('under the site’s table, charges as the table says, refusing within 2 hours', () => {
    expect([30, 20, 5, 1.5].map((hours) => policyChargePercent(SITE_CANCELLATION_POLICY, hours))).toEqual([
      0,
      10,
      25,
      null,
    ]);
  });

  it('spreads the GST paid over the seats by fare so that the shares add up to it', () => {
    const seats = paidSeats(
      [
        { seat_number: 'L1', fare: 650 },
        { seat_number: 'L2', fare: 650 },
        { seat_number: 'U1', fare: 701 },
      ],
      100,
    );
    expect(seats.map((seat) => seat.gst)).toEqual([33, 32, 35]);
    expect(seats.reduce((sum, seat) => sum + seat.gst, 0)).toBe(100);
  });

  it('charges a percent of the fare, refunds the rest of what was paid, never less than nothing', () => {
    const quote = quoteCancellation(
      [
        { seatNumber: 'L1', fare: 650, gst: 33 },
        { seatNumber: 'L2', fare: 701, gst: 35 },
      ],
      25,
    );
    expect(quote.seats).toEqual([
      { seatNumber: 'L1', cancelPercent: 25, chargePaise: 16300, refundPaise: 52000 },
      { seatNumber: 'L2', cancelPercent: 25, chargePaise: 17500, refundPaise: 56100 },
    ]);
    expect(quote).toMatchObject({ chargePaise: 33800, refundPaise: 108100 });
    expect(quoteCancellation([{ seatNumber: 'L1', fare: 650, gst: 33 }], 100).refundPaise).toBe(3300);
  });
});
