import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../admin/admin-messages';
import { BOOKING_MESSAGES } from '../../booking/booking-messages';
import { MESSAGES } from '../../messages';
import {
  inEnglish,
  loadRuleLanguages,
  readRequestRuleLocaleFrom,
  readRuleLocaleFrom,
  sayRule,
  withValues,
} from './rule-catalogues';

describe("the rules' messages", () => {
  beforeAll(() => loadRuleLanguages());

  it('are said in the language asked for, with their values, and in English for what is stored', () => {
    const tooMany = withValues(BOOKING_MESSAGES.tooManySeats, { max: 6 });
    expect(inEnglish(tooMany)).toBe('You can book at most 6 seats at a time');
    expect(sayRule(tooMany, 'as')).toBe('আপুনি এবাৰত সৰ্বাধিক 6 টা ছিট বুক কৰিব পাৰে');
    // the constant itself keeps its placeholder for the next caller
    expect(BOOKING_MESSAGES.tooManySeats.values).toBeUndefined();
  });

  it('write a calendar day in the reader’s language', () => {
    const beyond = withValues(MESSAGES.beyondHorizon, { days: 90, last: { date: '2027-02-20' } });
    expect(inEnglish(beyond)).toBe('Tickets go on sale 90 days ahead. Please choose a date up to 20 Feb 2027.');
    expect(sayRule(beyond, 'hi')).toContain('2027');
    expect(sayRule(beyond, 'hi')).not.toContain('Feb');
  });

  it('turn into their words in the current language where code makes them text', () => {
    let current: 'en' | 'bn' = 'en';
    readRuleLocaleFrom(() => current);
    try {
      expect(`${ADMIN_MESSAGES.cacheCleared}: search`).toBe('Caches cleared: search');
      current = 'bn';
      expect(String(ADMIN_MESSAGES.cacheCleared)).toBe(sayRule(ADMIN_MESSAGES.cacheCleared, 'bn'));
      expect(String(ADMIN_MESSAGES.cacheCleared)).not.toBe('Caches cleared');
    } finally {
      readRuleLocaleFrom(() => undefined);
    }
  });

  it("says a message in the request's language while a server answers one, whatever page language is left over", () => {
    let request: 'as' | undefined;
    readRuleLocaleFrom(() => 'en');
    readRequestRuleLocaleFrom(() => request);
    try {
      request = 'as';
      expect(sayRule(MESSAGES.notFound)).toBe(sayRule(MESSAGES.notFound, 'as'));
      request = undefined;
      expect(sayRule(MESSAGES.notFound)).toBe(inEnglish(MESSAGES.notFound));
    } finally {
      readRuleLocaleFrom(() => undefined);
      readRequestRuleLocaleFrom(() => undefined);
    }
  });
});
