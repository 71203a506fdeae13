import { displayDate, formatRupees, type DailyFigure } from '@jatra/shared';

const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** '2026-11-22' → '22 Nov', for the charts' day axis. */
export const dayTick = (iso: string) => displayDate(iso).slice(0, 6);

/** ₹1.2L rather than ₹1,20,000 on the revenue axis, where room is short. */
export const rupeesTick = (amount: number) => compactRupees.format(amount);

/** What a screen reader hears for a chart: the span, the total and the best day. */
export function describeFigures(figures: DailyFigure[], key: 'bookings' | 'revenue'): string {
  const first = figures[0];
  const last = figures.at(-1);
  if (!first || !last) return 'No figures yet';
  const show = (value: number) => (key === 'revenue' ? formatRupees(value) : String(value));
  const total = figures.reduce((sum, day) => sum + day[key], 0);
  const best = figures.reduce((top, day) => (day[key] > top[key] ? day : top), first);
  return `${displayDate(first.date)} to ${displayDate(last.date)}: ${show(total)} in all, most on ${displayDate(best.date)} (${show(best[key])})`;
}
