import { addDays, format, isValid, parse } from 'date-fns';

/** Travel days are calendar days in India, whatever the traveller's device clock zone is. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** India keeps UTC+5:30 all year (no daylight saving). */
export const INDIA_UTC_OFFSET_MS = 330 * 60_000;

/** The instant a time of day on a travel date happens in India; minutes may run past midnight. */
export function instantInIndia(isoDate: string, minutesAfterMidnight: number): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - INDIA_UTC_OFFSET_MS + minutesAfterMidnight * 60_000);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `yyyy-MM-dd` travel date as a local-midnight Date, for date-fns and calendars that work in local days.
 * Throws a RangeError for anything that is not a real calendar date.
 */
export function parseIsoDate(iso: string): Date {
  const date = ISO_DATE.test(iso) ? parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1)) : new Date(Number.NaN);
  if (!isValid(date)) throw new RangeError(`Not a yyyy-MM-dd date: ${iso}`);
  return date;
}

/** A local calendar day as `yyyy-MM-dd`. */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Today's date in India (Asia/Kolkata) as `yyyy-MM-dd`. */
export function todayInIndia(now: Date = new Date()): string {
  // the fixed offset, not Intl: the API asks this on every search, and formatToParts costs more than the search
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** '2026-11-30', 2 → '2026-12-02' */
export function addDaysIso(iso: string, days: number): string {
  return toIsoDate(addDays(parseIsoDate(iso), days));
}

/** '2026-11-22' → '22 Nov 2026', `dd MMM yyyy`. */
export function formatDisplayDate(iso: string): string {
  return format(parseIsoDate(iso), 'dd MMM yyyy');
}

/** '21:30' (or '21:30:00') → '9:30 PM', the travellers' 12-hour form. */
export function formatTime12h(time: string): string {
  const pattern = /^\d{1,2}:\d{2}:\d{2}$/.test(time) ? 'H:mm:ss' : 'H:mm';
  const parsed = parse(time, pattern, new Date(2000, 0, 1));
  if (!isValid(parsed)) throw new RangeError(`Not a HH:mm time: ${time}`);
  return format(parsed, 'h:mm a');
}

/** True when the date lies before today in India: such a date cannot be travelled or searched. */
export function isBeforeToday(iso: string, now: Date = new Date()): boolean {
  return toIsoDate(parseIsoDate(iso)) < todayInIndia(now);
}
