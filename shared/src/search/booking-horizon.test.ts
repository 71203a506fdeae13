import { inEnglish, type RuleMessage } from '../rules/i18n';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { DEFAULT_BOOKING_HORIZON_DAYS, lastTravelDate, travelDateChecker, travelDateProblem } from './booking-horizon';

// 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India
const now = new Date('2026-11-21T20:00:00Z');

const said = (message: RuleMessage | null) => message && inEnglish(message);

describe('the booking horizon', () => {
  it('is 90 days after today in India by default', () => {
    expect(DEFAULT_BOOKING_HORIZON_DAYS).toBe(90);
    expect(lastTravelDate(now)).toBe('2027-02-20');
    expect(lastTravelDate(now, 1)).toBe('2026-11-23');
  });

  it('accepts today through the last date on sale', () => {
    expect(said(travelDateProblem('2026-11-22', now))).toBeNull();
    expect(said(travelDateProblem('2027-02-20', now))).toBeNull();
  });

  it('refuses yesterday in India, and the day after the horizon with the last date spelled out', () => {
    expect(said(travelDateProblem('2026-11-21', now))).toBe(inEnglish(MESSAGES.pastDate));
    expect(said(travelDateProblem('2027-02-21', now))).toBe(
      'Tickets go on sale 90 days ahead. Please choose a date up to 20 Feb 2027.',
    );
    expect(said(travelDateProblem('9999-12-31', now, 30))).toBe(
      'Tickets go on sale 30 days ahead. Please choose a date up to 22 Dec 2026.',
    );
  });
});

describe('a travel date checker', () => {
  it("answers as travelDateProblem does, moving on at India's midnight, and back with a clock set back", () => {
    let clock = now;
    const check = travelDateChecker(() => clock, 1);
    expect([
      said(check('2026-11-21')),
      said(check('2026-11-22')),
      said(check('2026-11-23')),
      said(check('2026-11-24')),
    ]).toEqual([
      inEnglish(MESSAGES.pastDate),
      null,
      null,
      'Tickets go on sale 1 days ahead. Please choose a date up to 23 Nov 2026.',
    ]);
    // 23:59 in India on 22 Nov, then the next midnight
    clock = new Date('2026-11-22T18:29:00Z');
    expect(said(check('2026-11-22'))).toBeNull();
    clock = new Date('2026-11-22T18:30:00Z');
    expect([said(check('2026-11-22')), said(check('2026-11-24'))]).toEqual([inEnglish(MESSAGES.pastDate), null]);
    clock = now;
    expect([said(check('2026-11-22')), said(check('2026-11-24'))]).toEqual([
      null,
      'Tickets go on sale 1 days ahead. Please choose a date up to 23 Nov 2026.',
    ]);
  });
});
