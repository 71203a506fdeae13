import { describe, expect, it } from 'vitest';
import {
  arrivalDayLabel,
  displayDate,
  displayJourneyTime,
  displayTime,
  formatRupees,
  journeyArrival,
  journeyBoarding,
} from './display-format';

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

describe('journey times across midnight', () => {
  // a bus leaving on 30 Nov at 9:30 PM
  const night = { travelDate: '2026-11-30', departure: '21:30', durationMinutes: 340 };

  it('dates an arrival after midnight the next day, into the next month', () => {
    expect(journeyArrival(night, '03:10')).toEqual({ time: '03:10', dayOffset: 1, date: '2026-12-01' });
    expect(displayJourneyTime(journeyArrival(night, '03:10'))).toBe('3:10 AM +1 day, 01 Dec 2026');
  });

  it('leaves an arrival on the travel date as a bare time', () => {
    const day = { travelDate: '2026-11-30', departure: '06:00', durationMinutes: 430 };
    expect(journeyArrival(day, '13:10')).toEqual({ time: '13:10', dayOffset: 0, date: '2026-11-30' });
    expect(displayJourneyTime(journeyArrival(day, '13:10'))).toBe('1:10 PM');
  });

  it('counts every midnight of a journey longer than a day, and a year’s end', () => {
    const long = { travelDate: '2026-12-31', departure: '20:00', durationMinutes: 36 * 60 };
    expect(displayJourneyTime(journeyArrival(long, '08:00'))).toBe('8:00 AM +2 days, 02 Jan 2027');
  });

  it('without a duration, reads an arrival clock before the departure’s as the next day', () => {
    const noDuration = { travelDate: '2026-11-30', departure: '21:30' };
    expect(journeyArrival(noDuration, '03:10').date).toBe('2026-12-01');
    expect(journeyArrival(noDuration, '23:40').date).toBe('2026-11-30');
  });

  it('puts a boarding point on the day nearest the departure', () => {
    expect(journeyBoarding(night, '21:15')).toEqual({ time: '21:15', dayOffset: 0, date: '2026-11-30' });
    const lateNight = { travelDate: '2026-11-30', departure: '23:50' };
    expect(displayJourneyTime(journeyBoarding(lateNight, '00:20'))).toBe('12:20 AM +1 day, 01 Dec 2026');
    const afterMidnight = { travelDate: '2026-12-01', departure: '00:05' };
    expect(displayJourneyTime(journeyBoarding(afterMidnight, '23:55'))).toBe('11:55 PM, 30 Nov 2026');
  });

  it('keeps the day offset when the travel date cannot be read', () => {
    const garbled = { travelDate: '30/11/2026', departure: '21:30' };
    expect(journeyArrival(garbled, '03:10')).toEqual({ time: '03:10', dayOffset: 1, date: '' });
    expect(displayJourneyTime(journeyArrival(garbled, '03:10'))).toBe('3:10 AM +1 day');
  });
});
