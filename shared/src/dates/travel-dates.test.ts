import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  formatDisplayDate,
  formatTime12h,
  isBeforeToday,
  parseIsoDate,
  todayInIndia,
} from './travel-dates';

describe('todayInIndia', () => {
  it('is the calendar day in Asia/Kolkata, not in UTC', () => {
    // 20:00 UTC is 01:30 the next morning in India (UTC+5:30)
    expect(todayInIndia(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('pads month and day', () => {
    expect(todayInIndia(new Date('2027-01-05T06:00:00Z'))).toBe('2027-01-05');
  });
});

describe('addDaysIso', () => {
  it('crosses month and year ends', () => {
    expect(addDaysIso('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('refuses a date that does not exist', () => {
    expect(() => addDaysIso('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDaysIso('22/11/2026', 1)).toThrow(RangeError);
  });
});

describe('formatDisplayDate', () => {
  it('shows dd MMM yyyy', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDisplayDate('2027-01-05')).toBe('05 Jan 2027');
  });
});

describe('formatTime12h', () => {
  it('uses the 12-hour clock with AM/PM', () => {
    expect(formatTime12h('21:30')).toBe('9:30 PM');
    expect(formatTime12h('08:05')).toBe('8:05 AM');
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('12:15')).toBe('12:15 PM');
    expect(formatTime12h('06:45:00')).toBe('6:45 AM');
  });

  it('refuses text that is not a time', () => {
    expect(() => formatTime12h('25:00')).toThrow(RangeError);
  });
});

describe('isBeforeToday', () => {
  const now = new Date('2026-11-21T20:00:00Z'); // already 22 Nov in India
  it('compares with the day in India', () => {
    expect(isBeforeToday('2026-11-21', now)).toBe(true);
    expect(isBeforeToday('2026-11-22', now)).toBe(false);
    expect(isBeforeToday('2026-12-01', now)).toBe(false);
  });
});

describe('parseIsoDate', () => {
  it('gives the local midnight of that day', () => {
    const date = parseIsoDate('2026-11-22');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 10, 22, 0]);
  });
});
