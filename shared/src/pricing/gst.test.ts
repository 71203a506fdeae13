import { describe, expect, it } from 'vitest';
import { GST_PERCENT, gstOn, paymentAmounts } from './gst';

describe('GST', () => {
  it('is 5% of the fares', () => {
    expect(GST_PERCENT).toBe(5);
    expect(gstOn(1000)).toBe(50);
  });

  it('rounds the sum of the fares once, to the rupee, half up', () => {
    expect(gstOn(650 + 650 + 701)).toBe(100); // 100.05, where 32.50 + 32.50 + 35.05 rounded per seat would be 101
    expect(gstOn(1110)).toBe(56); // 55.50
    expect(gstOn(1090)).toBe(55); // 54.50
    expect(gstOn(1089)).toBe(54); // 54.45
  });

  it('is nothing on nothing', () => {
    expect(gstOn(0)).toBe(0);
  });
});

describe('paymentAmounts', () => {
  it('totals the fares and their GST, and asks the gateway for the total in paise', () => {
    expect(paymentAmounts(1120)).toEqual({ base: 1120, gst: 56, total: 1176, paise: 117_600 });
  });
});
