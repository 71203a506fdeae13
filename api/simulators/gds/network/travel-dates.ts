/**
 * Travel dates are calendar dates in India (IST, UTC+5:30, no daylight saving), whatever the
 * server's own time zone.
 */

import { addDaysIso } from '@jatra/shared';

const IST_OFFSET_MS = 330 * 60_000;
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

/** Searchable: from today up to the booking horizon. */
export function isOnSale(date: string, today: string): boolean {
  return date >= today && date <= addDaysIso(today, BOOKING_HORIZON_DAYS);
}

/** The instant a time of day on a travel date happens; minutes may run past midnight. */
export function istInstant(date: string, minutesAfterMidnight: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutesAfterMidnight * 60_000);
}
