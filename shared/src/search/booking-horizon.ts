import { MESSAGES } from '../messages';
import { formatDisplayDate, todayInIndia } from '../dates/travel-dates';
import { fillMessage } from '../booking/booking-messages';

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
): string | null {
  if (isoDate < todayInIndia(now)) return MESSAGES.pastDate;
  const last = lastTravelDate(now, horizonDays);
  if (isoDate > last) return fillMessage(MESSAGES.beyondHorizon, { days: horizonDays, last: formatDisplayDate(last) });
  return null;
}
