import { displayDate, todayInIndia } from '@jatra/shared';

/**
 * A stored instant as the day it was in India, 'dd MMM yyyy': an admin reads the day the traveller lived,
 * whatever zone the browser is set to. Anything unreadable is shown as sent.
 */
export function formatDay(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : displayDate(todayInIndia(date));
}
