import { inEnglish } from '../rules/i18n';
import { CANCELLATION_BANDS, SITE_CANCELLATION_POLICY, type CancellationPolicy } from './cancellation-policy';
import { describe, expect, it } from 'vitest';
import { policyRows } from './policy-rows';

const operator = (bands: CancellationPolicy['bands']): CancellationPolicy => ({ source: 'operator', bands });
const table = (policy: CancellationPolicy) =>
  policyRows(policy).map((row) => [inEnglish(row.window), inEnglish(row.charge)]);

describe('policyRows', () => {
  it("gives the site's table exactly as Help and Terms show it", () => {
    expect(table(SITE_CANCELLATION_POLICY)).toEqual(
      CANCELLATION_BANDS.map((band) => [inEnglish(band.window), inEnglish(band.charge)]),
    );
  });

  it("lists an operator's bands farthest first and ends with the cutoff row", () => {
    expect(
      table(
        operator([
          { fromHours: 0, toHours: 24, chargePercent: 100 },
          { fromHours: 24, toHours: 720, chargePercent: 30 },
        ]),
      ),
    ).toEqual([
      ['More than 24 hours before departure', '30% of ticket value'],
      ['2 to 24 hours before departure', '100% of ticket value'],
      ['Within 2 hours of departure', 'No cancellation, no refund'],
    ]);
  });

  it("shows the site's charges in a gap below an operator's bands, as the server charges them", () => {
    expect(
      table(
        operator([
          { fromHours: 48, toHours: 720, chargePercent: 10 },
          { fromHours: 24, toHours: 48, chargePercent: 25 },
        ]),
      ),
    ).toEqual([
      ['More than 48 hours before departure', '10% of ticket value'],
      ['24 to 48 hours before departure', '25% of ticket value'],
      ['12 to 24 hours before departure', '10% of ticket value'],
      ['2 to 12 hours before departure', '25% of ticket value'],
      ['Within 2 hours of departure', 'No cancellation, no refund'],
    ]);
  });

  it('joins neighbouring bands with one charge and leaves out bands inside the cutoff', () => {
    expect(
      table(
        operator([
          { fromHours: 0, toHours: 2, chargePercent: 100 },
          { fromHours: 2, toHours: 12, chargePercent: 50 },
          { fromHours: 12, toHours: 24, chargePercent: 50 },
          { fromHours: 24, toHours: 168, chargePercent: 0 },
        ]),
      ),
    ).toEqual([
      ['More than 24 hours before departure', 'No charge'],
      ['2 to 24 hours before departure', '50% of ticket value'],
      ['Within 2 hours of departure', 'No cancellation, no refund'],
    ]);
  });
});
