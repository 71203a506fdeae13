import { INDIA_TIME_ZONE, todayInIndia } from '@jatra/shared';
import type { Formats } from '@jatra/shared/i18n';

/** What a cell shows for a value the provider did not send. */
export const NOT_SENT = '—';

export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? NOT_SENT : String(value);

/** 1234 → '1,234' (Indian grouping, as the rupee amounts). */
export const count = (value: number): string => value.toLocaleString('en-IN');

const instantFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An instant (ISO) as India reads it: '05 Oct 2026, 9:30 PM'. */
export function displayInstant(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const parts = Object.fromEntries(instantFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

/**
 * A stored instant as the day it was in India, 'dd MMM yyyy': an admin reads the day the traveller lived,
 * whatever zone the browser is set to. Anything unreadable is shown as sent.
 */
export function formatDay(instant: string, format: Pick<Formats, 'date'>): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : format.date(todayInIndia(date));
}

/** The server's words when they add something to the title; nothing when they merely repeat it. */
export const errorDetail = (title: string, error: Error): string | undefined =>
  error.message && error.message !== title ? error.message : undefined;
