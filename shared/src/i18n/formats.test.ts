import { describe, expect, it } from 'vitest';
import { displayDate, displayTime, formatRupees } from '../format/display-format';
import { formatsFor } from './formats';

describe('formats by language', () => {
  it('writes English exactly as the product always has', () => {
    const english = formatsFor('en');
    for (const iso of ['2026-11-22', '2026-12-01', '2028-02-29', '2026-02-30', '22-11-2026', '']) {
      expect(english.date(iso)).toBe(displayDate(iso));
    }
    for (const time of ['21:30', '0:05', '00:00', '12:00', '9:07:30', '23:59', '24:00', '7:60', 'soon']) {
      expect(english.time(time)).toBe(displayTime(time));
    }
    expect(english.shortDate('2026-11-22')).toBe('Sun, 22 Nov');
    expect(english.rupees(105000)).toBe(formatRupees(105000));
    expect(english.paise(55250)).toBe('₹552.50');
  });

  it("writes Assamese, Bengali and Hindi in the language's words with Latin digits", () => {
    expect(formatsFor('as').date('2026-12-01')).toBe('1 ডিচে 2026');
    expect(formatsFor('as').time('15:30')).toBe('অপৰাহ্ন 3.30');
    expect(formatsFor('bn').date('2026-12-01')).toBe('1 ডিসেঃ, 2026');
    expect(formatsFor('hi').time('15:30')).toBe('दोपहर 3:30');
    expect(formatsFor('bn').time('18:30')).toBe('6:30 সন্ধ্যা');
    // amounts alike in every language (docs/languages.md)
    expect(formatsFor('as').rupees(105000)).toBe('₹1,05,000');
    expect(formatsFor('hi').date('2026-02-30')).toBe('2026-02-30');
  });

  it("tells an instant's time of day in India, in English as the product always has", () => {
    const english = (iso: string) =>
      new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' })
        .format(new Date(iso))
        .toUpperCase();
    for (const iso of [
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T18:35:00Z',
      '2026-11-21T18:40:00.000Z',
      '2026-11-22T06:30:00Z',
    ]) {
      expect(formatsFor('en').instantTime(iso)).toBe(english(iso));
    }
    expect(formatsFor('en').instantTime('2026-11-22T10:00:00.000Z')).toBe('3:30 PM');
    expect(formatsFor('as').instantTime('2026-11-22T10:00:00.000Z')).toBe('অপৰাহ্ন 3.30');
    expect(formatsFor('hi').instantTime('2026-11-22T18:35:00Z')).toBe('रात 12:05');
    expect(formatsFor('bn').instantTime('soon')).toBe('soon');
  });

  it('writes an instant as read in India, and a day and month for a chart, in each language', () => {
    // 16:00 UTC is 9:30 PM in India; 20:00 UTC on 30 Nov is already 1 Dec there
    expect(formatsFor('en').instant('2026-10-05T16:00:00Z')).toBe('05 Oct 2026, 9:30 PM');
    expect(formatsFor('as').instant('2026-11-30T20:00:00Z')).toBe('1 ডিচে 2026, পূৰ্বাহ্ন 1.30');
    expect(formatsFor('hi').instant('2026-11-30T20:00:00Z')).toBe('1 दिस॰ 2026, रात 1:30');
    expect(formatsFor('en').instant('soon')).toBe('soon');
    expect(formatsFor('en').dayMonth('2026-12-01')).toBe('01 Dec');
    expect(formatsFor('as').dayMonth('2026-12-01')).toBe('1 ডিচে');
    expect(formatsFor('hi').dayMonth('2026-12-01')).toBe('1 दिस॰');
    expect(formatsFor('bn').dayMonth('2026-02-30')).toBe('2026-02-30');
  });

  it("writes an instant as read in India: English as the ticket always has, others in the language's words", () => {
    // 10:15 UTC is 3:45 PM in India; 20:00 UTC is past midnight there, the next day
    expect(formatsFor('en').instant('2026-11-22T10:15:00Z')).toBe('22 Nov 2026, 3:45 PM');
    expect(formatsFor('en').instant('2026-11-30T20:00:00.000Z')).toBe('01 Dec 2026, 1:30 AM');
    expect(formatsFor('as').instant('2026-11-30T20:00:00.000Z')).toBe('1 ডিচে 2026, পূৰ্বাহ্ন 1.30');
    expect(formatsFor('hi').instant('2026-11-22T10:15:00Z')).toBe('22 नव॰ 2026, दोपहर 3:45');
    expect(formatsFor('as').instant('not a time')).toBe('not a time');
  });

  it("writes a chat message's time as read in India: English as the chat always has, others in the language's words", () => {
    expect(formatsFor('en').dayTime('2026-11-27T12:35:00Z')).toBe('27 Nov, 6:05 pm');
    expect(formatsFor('en').dayTime('2026-11-30T20:00:00.000Z')).toBe('1 Dec, 1:30 am');
    expect(formatsFor('as').dayTime('2026-11-30T20:00:00.000Z')).toBe('1 ডিচে, পূৰ্বাহ্ন 1.30');
    expect(formatsFor('hi').dayTime('2026-11-27T12:35:00Z')).toBe('27 नव॰, शाम 6:05');
    expect(formatsFor('bn').dayTime('soon')).toBe('soon');
  });
});
