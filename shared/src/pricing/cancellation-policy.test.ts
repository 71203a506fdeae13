import { describe, expect, it } from 'vitest';
import { CANCELLATION_BANDS, cancellationBand, cancellationChargePercent } from './cancellation-policy';

describe('cancellationChargePercent', () => {
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
    expect(cancellationChargePercent(hours)).toBe(percent);
  });

  it.each([2, 1, 0.5, 0, -1, Number.NaN])('refuses cancellation %s hours before departure', (hours) => {
    expect(cancellationChargePercent(hours)).toBeNull();
  });
});

describe('CANCELLATION_BANDS', () => {
  it('runs from the longest notice to the shortest without gaps', () => {
    expect(CANCELLATION_BANDS.map((band) => band.chargePercent)).toEqual([0, 10, 25, null]);
    for (let i = 1; i < CANCELLATION_BANDS.length; i++) {
      expect(CANCELLATION_BANDS[i]!.untilHours).toBe(CANCELLATION_BANDS[i - 1]!.afterHours);
    }
  });

  it('names the band it applies', () => {
    expect(cancellationBand(30)?.charge).toBe('No charge');
    expect(cancellationBand(1)?.charge).toBe('No cancellation, no refund');
    expect(cancellationBand(-3)).toBeNull();
  });
});
