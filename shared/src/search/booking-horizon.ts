import { MESSAGES } from '../messages';
import { instantInIndia, todayInIndia } from '../dates/travel-dates';
import { withValues, type RuleMessage } from '../rules/i18n/rule-catalogues';

/** How far ahead the provider sells seats, unless the API is configured otherwise (BOOKING_HORIZON_DAYS). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 90;

const DAY_MS = 86_400_000;

/** The last travel date on sale: today in India plus the horizon, `yyyy-MM-dd`. */
export function lastTravelDate(now: Date = new Date(), horizonDays = DEFAULT_BOOKING_HORIZON_DAYS): string {
  // calendar arithmetic in UTC on the India date: no time zone or daylight saving can shift it
  return new Date(Date.parse(`${todayInIndia(now)}T00:00:00Z`) + horizonDays * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Why a `yyyy-MM-dd` travel date can't be searched: before today in India, or past the booking horizon;
 * null when it can. The API refuses such dates before asking the provider; the search form offers none.
 */
export function travelDateProblem(
  isoDate: string,
  now: Date = new Date(),
  horizonDays = DEFAULT_BOOKING_HORIZON_DAYS,
): RuleMessage | null {
  if (isoDate < todayInIndia(now)) return MESSAGES.pastDate;
  const last = lastTravelDate(now, horizonDays);
  if (isoDate > last) return withValues(MESSAGES.beyondHorizon, { days: horizonDays, last: { date: last } });
  return null;
}

/** Dates remembered per day by a checker: more than travellers ask for in a day, fewer than an attacker could. */
const CHECKED_DATES_PER_DAY = 400;

/**
 * `travelDateProblem` for a server that asks on every request: a date's answer changes only when India's day
 * does, so each date is worked out once a day (a popular search's check was a tenth of a cached answer's CPU).
 */
export function travelDateChecker(now: () => Date, horizonDays: number): (isoDate: string) => RuleMessage | null {
  let dayStarts = 0;
  let dayEnds = 0;
  const problems = new Map<string, RuleMessage | null>();
  return (isoDate) => {
    const at = now();
    const time = at.getTime();
    // a clock set back (a test's) counts as a new day too
    if (time < dayStarts || time >= dayEnds) {
      const today = todayInIndia(at);
      dayStarts = instantInIndia(today, 0).getTime();
      dayEnds = instantInIndia(today, 24 * 60).getTime();
      problems.clear();
    }
    let problem = problems.get(isoDate);
    if (problem === undefined) {
      problem = travelDateProblem(isoDate, at, horizonDays);
      if (problems.size < CHECKED_DATES_PER_DAY) problems.set(isoDate, problem);
    }
    return problem;
  };
}
