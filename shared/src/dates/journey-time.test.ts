import { describe, expect, it } from 'vitest';
import { arrivalDayOffset, boardingDayOffset, formatDuration, parseDurationText } from './journey-time';

describe('formatDuration', () => {
  it('writes hours and minutes', () => {
    expect(formatDuration(360)).toBe('6h 0m');
    expect(formatDuration(465)).toBe('7h 45m');
    expect(formatDuration(0)).toBe('0h 0m');
  });

  it('clamps what is no duration to 0', () => {
    expect(formatDuration(-5)).toBe('0h 0m');
    expect(formatDuration(NaN)).toBe('0h 0m');
  });
});

describe('parseDurationText', () => {
  it('reads HH:MM', () => {
    expect(parseDurationText('07:45')).toEqual({ minutes: 465, label: '7h 45m' });
    expect(parseDurationText('10:00')).toEqual({ minutes: 600, label: '10h 0m' });
  });

  it('reads durations past a day', () => {
    expect(parseDurationText('26:05')).toEqual({ minutes: 1565, label: '26h 5m' });
  });

  it.each([[null], [''], ['7h 45m'], ['07:75'], [465]])('is null for %j', (text) => {
    expect(parseDurationText(text)).toBeNull();
  });
});

describe('arrivalDayOffset', () => {
  it('is 0 on the same day', () => {
    expect(arrivalDayOffset('08:00', '14:00', 360)).toBe(0);
  });

  it('is 1 past midnight', () => {
    expect(arrivalDayOffset('20:00', '06:00', 600)).toBe(1);
  });

  it('counts more than one midnight', () => {
    expect(arrivalDayOffset('20:00', '08:00', 36 * 60)).toBe(2);
  });

  it('trusts the arrival clock over a rounded duration', () => {
    expect(arrivalDayOffset('22:00', '06:00', 470)).toBe(1);
    expect(arrivalDayOffset('20:00', '00:00', 240)).toBe(1);
  });

  it('compares the clock times when the duration is unknown', () => {
    expect(arrivalDayOffset('22:00', '06:00', NaN)).toBe(1);
    expect(arrivalDayOffset('06:00', '22:00', 0)).toBe(0);
  });

  it('uses the duration when a clock time is unreadable', () => {
    expect(arrivalDayOffset('23:00', '', 120)).toBe(1);
    expect(arrivalDayOffset('', '06:00', 1500)).toBe(1);
    expect(arrivalDayOffset('', '', NaN)).toBe(0);
  });
});

describe('boardingDayOffset', () => {
  it('is the day that puts the stop nearest the departure', () => {
    expect(boardingDayOffset('21:30', '21:15')).toBe(0);
    expect(boardingDayOffset('21:30', '22:10')).toBe(0);
    expect(boardingDayOffset('23:50', '00:20')).toBe(1);
    expect(boardingDayOffset('00:05', '23:55')).toBe(-1);
  });

  it('is 0 when a clock time is unreadable', () => {
    expect(boardingDayOffset('', '00:20')).toBe(0);
    expect(boardingDayOffset('23:50', 'soon')).toBe(0);
  });
});
