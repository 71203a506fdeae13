/**
 * Travel dates are calendar dates in India (IST, UTC+5:30, no daylight saving), whatever the
 * server's own time zone.
 */

import { addDaysIso } from '@jatra/shared';

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
