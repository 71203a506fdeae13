/**
 * Travel dates are calendar dates in India (IST, UTC+5:30, no daylight saving), whatever the
 * server's own time zone. The provider keeps its own calendar arithmetic: it shares no code with
 * the clients that call it.
 */

/** India keeps UTC+5:30 all year. */
export const INDIA_UTC_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** how far ahead operators open their booking */
export const BOOKING_HORIZON_DAYS = 90;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a real calendar day, else undefined. */
export function parseTravelDate(text: string): string | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === text ? text : undefined;
}

/** Today's date in India as `YYYY-MM-DD`. */
export const todayInIndia = (now: Date): string =>
  new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** '2026-11-30', 2 → '2026-12-02' (UTC days: no clock change can skip or repeat one) */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant a time of day on a travel date happens in India; minutes may run past midnight. */
export const instantInIndia = (date: string, minutesAfterMidnight: number): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - INDIA_UTC_OFFSET_MS + minutesAfterMidnight * 60_000);

/** Searchable: from today up to the booking horizon. */
export function isOnSale(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, BOOKING_HORIZON_DAYS);
}
