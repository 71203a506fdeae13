import type { DailyFigure } from '@jatra/shared';
import type { Formats } from '@jatra/shared/i18n';
import type { AdminMessageId } from '../i18n';

/*
 * Compact amounts (₹1.2L) are written alike, en-IN style with Latin digits, in every language: amounts are one form
 * everywhere (docs/languages.md), and the lakh's "L" is what fare boards and payment apps in Assam show.
 */
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** ₹1.2L rather than ₹1,20,000 on the revenue axis, where room is short. */
export const rupeesTick = (amount: number) => compactRupees.format(amount);

type Translate = (id: AdminMessageId, values?: Record<string, string | number>) => string;

/** What a screen reader hears for a chart: the span, the total and the best day. */
export function describeFigures(
  figures: DailyFigure[],
  key: 'bookings' | 'revenue',
  t: Translate,
  format: Formats,
): string {
  const first = figures[0];
  const last = figures.at(-1);
  if (!first || !last) return t('charts.noFigures');
  const show = (value: number) => (key === 'revenue' ? format.rupees(value) : String(value));
  const total = figures.reduce((sum, day) => sum + day[key], 0);
  const best = figures.reduce((top, day) => (day[key] > top[key] ? day : top), first);
  return t('charts.described', {
    from: format.date(first.date),
    to: format.date(last.date),
    total: show(total),
    best: format.date(best.date),
    most: show(best[key]),
  });
}
