import { describe, expect, it } from 'vitest';
import { arrivalDayLabel, displayDate, displayTime, formatRupees } from './display-format';

describe('display formatters', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(105000)).toBe('₹1,05,000');
    expect(formatRupees(1050)).toBe('₹1,050');
  });

  it('writes amounts as the en-IN currency format does, paise only when there are some', () => {
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    const amounts = [
      0, 5, 99, 100, 999, 1000, 12345, 99999.99, 100000, 1234567, 123456789, 552.5, 0.05, 1050.25, -1050, -552.5,
    ];
    for (const amount of amounts) {
      const intl = Number.isInteger(amount) ? whole.format(amount) : withPaise.format(amount);
      expect(formatRupees(amount)).toBe(intl);
    }
  });

  it('shows 12-hour times and dd MMM yyyy dates, or the raw value when it cannot be read', () => {
    expect(displayTime('21:30')).toBe('9:30 PM');
    expect(displayTime('soon')).toBe('soon');
    expect(displayDate('2026-11-22')).toBe('22 Nov 2026');
    expect(displayDate('22/11/2026')).toBe('22/11/2026');
  });

  it('marks an arrival on a later day than the departure', () => {
    expect(arrivalDayLabel('18:30', '02:40')).toBe('+1 day');
    expect(arrivalDayLabel('06:00', '14:00')).toBe('');
    expect(arrivalDayLabel('20:00', '08:00', 36 * 60)).toBe('+2 days');
    expect(arrivalDayLabel('18:30', 'soon')).toBe('');
  });
});
