import { formatChatTime, todayInIndia } from '@jatra/shared';
import { DEFAULT_LOCALE, type Formats, type Locale } from '@jatra/shared/i18n';

/** What a cell shows for a value the provider did not send. */
export const NOT_SENT = '—';

export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? NOT_SENT : String(value);

/**
 * When a chat message was written, India time: English as the traveller's chat writes it ('27 Nov, 6:05 pm'),
 * another language its day and month and its time of day in that language's words.
 */
export function chatTime(iso: string, locale: Locale, format: Pick<Formats, 'dayMonth' | 'instantTime'>): string {
  if (locale === DEFAULT_LOCALE) return formatChatTime(iso);
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime())
    ? iso
    : `${format.dayMonth(todayInIndia(instant))}, ${format.instantTime(iso)}`;
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
