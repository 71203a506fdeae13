import { inEnglish } from '../rules/i18n';
import { describe, expect, it } from 'vitest';
import { SITE_CANCELLATION_POLICY, policyChargePercent, type CancellationPolicy } from './cancellation-policy';
import { cancellationSummary, freeCancellationHours } from './free-cancellation';

const operator = (bands: CancellationPolicy['bands']): CancellationPolicy => ({ source: 'operator', bands });

describe('freeCancellationHours', () => {
  it("is 24 under the site's table, which charges nothing more than 24 hours before departure", () => {
    expect(freeCancellationHours(SITE_CANCELLATION_POLICY)).toBe(24);
    expect(inEnglish(cancellationSummary(SITE_CANCELLATION_POLICY))).toBe('Free cancellation until 24 h before');
  });

  it('is null for an operator that charges in every window, as Green Valley does', () => {
    const greenValley = operator([
      { fromHours: 2, toHours: 6, chargePercent: 100 },
      { fromHours: 6, toHours: 24, chargePercent: 50 },
      { fromHours: 24, toHours: 48, chargePercent: 25 },
      { fromHours: 48, toHours: 720, chargePercent: 10 },
    ]);
    expect(freeCancellationHours(greenValley)).toBeNull();
    expect(inEnglish(cancellationSummary(greenValley))).toBe('Cancellation charges apply');
    // a ticket bought 68 h before departure is charged: the summary did not promise otherwise
    expect(policyChargePercent(greenValley, 68)).toBe(10);
  });

  it('starts where the free window starts, after neighbouring free bands are joined', () => {
    const policy = operator([
      { fromHours: 0, toHours: 12, chargePercent: 50 },
      { fromHours: 12, toHours: 48, chargePercent: 0 },
      { fromHours: 48, toHours: 720, chargePercent: 0 },
    ]);
    expect(freeCancellationHours(policy)).toBe(12);
    expect(policyChargePercent(policy, 12.5)).toBe(0);
    expect(policyChargePercent(policy, 12)).toBe(50);
  });

  it('is null when only a middle window is free: the farthest one charges', () => {
    const policy = operator([
      { fromHours: 0, toHours: 24, chargePercent: 100 },
      { fromHours: 24, toHours: 48, chargePercent: 0 },
      { fromHours: 48, toHours: 720, chargePercent: 5 },
    ]);
    expect(freeCancellationHours(policy)).toBeNull();
  });

  it('is the 2-hour cutoff for an operator that never charges', () => {
    expect(freeCancellationHours(operator([{ fromHours: 0, toHours: 720, chargePercent: 0 }]))).toBe(2);
  });
});
