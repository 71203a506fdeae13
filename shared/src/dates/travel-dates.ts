/** Travel days are calendar days in India, whatever the traveller's device clock zone is. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** India keeps UTC+5:30 all year (no daylight saving). */
export const INDIA_UTC_OFFSET_MS = 330 * 60_000;

/** The instant a time of day on a travel date happens in India; minutes may run past midnight. */
export function instantInIndia(isoDate: string, minutesAfterMidnight: number): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - INDIA_UTC_OFFSET_MS + minutesAfterMidnight * 60_000);
}

// Written out rather than with date-fns: these run on Home's first view, where its parser and formatter weighed
// 9 KB compressed for four fixed patterns.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{1,2})$|^(\d{1,2}):(\d{2}):(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/**
 * A `yyyy-MM-dd` travel date as a local-midnight Date, for calendars that work in local days.
 * Throws a RangeError for anything that is not a real calendar date.
 */
export function parseIsoDate(iso: string): Date {
  const match = ISO_DATE.exec(iso);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(2000, 0, 1);
    date.setFullYear(year, month - 1, day);
    // a day past the month's end rolls into the next month: not a real date
    if (date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day) return date;
  }
  throw new RangeError(`Not a yyyy-MM-dd date: ${iso}`);
}

/** A local calendar day as `yyyy-MM-dd`. */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's date in India (Asia/Kolkata) as `yyyy-MM-dd`. */
export function todayInIndia(now: Date = new Date()): string {
  // the fixed offset, not Intl: the API asks this on every search, and formatToParts costs more than the search
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** '2026-11-30', 2 → '2026-12-02' */
export function addDaysIso(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/** '2026-11-22' → '22 Nov 2026', `dd MMM yyyy`. */
export function formatDisplayDate(iso: string): string {
  const date = parseIsoDate(iso);
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${pad(date.getFullYear(), 4)}`;
}

/** '21:30' (or '21:30:00') → '9:30 PM', the travellers' 12-hour form. */
export function formatTime12h(time: string): string {
  const match = TIME.exec(time);
  // H:mm (a minute may be one digit) or H:mm:ss
  const [hours, minutes, seconds] = (match?.[1] ? [match[1], match[2], '0'] : [match?.[3], match?.[4], match?.[5]]).map(
    Number,
  ) as [number, number, number];
  if (!match || hours > 23 || minutes > 59 || seconds > 59) throw new RangeError(`Not a HH:mm time: ${time}`);
  return `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** True when the date lies before today in India: such a date cannot be travelled or searched. */
export function isBeforeToday(iso: string, now: Date = new Date()): boolean {
  return toIsoDate(parseIsoDate(iso)) < todayInIndia(now);
}
