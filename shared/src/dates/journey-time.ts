const MINUTES_PER_DAY = 24 * 60;
// `duration` texts are HH:MM, as the provider writes them in schedule details and tickets; hours may pass 24
const DURATION = /^(\d{1,3}):([0-5]\d)$/;
const CLOCK_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** The label our bus cards show: `6h 0m`. */
export function formatDuration(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}

/** Read an `HH:MM` duration text; null when it is not one. */
export function parseDurationText(hhmm: unknown): { minutes: number; label: string } | null {
  if (typeof hhmm !== 'string') return null;
  const match = DURATION.exec(hhmm.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return { minutes, label: formatDuration(minutes) };
}

function clockMinutes(time: string): number | null {
  const match = CLOCK_TIME.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whole days between departure and arrival (0 same day, 1 next day). The arrival clock time is exact
 * while the duration may be rounded, so the duration only decides how many midnights lie between them.
 */
export function arrivalDayOffset(dep: string, arr: string, durationMinutes: number): number {
  const departure = clockMinutes(dep);
  const arrival = clockMinutes(arr);
  const hasDuration = Number.isFinite(durationMinutes) && durationMinutes > 0;
  if (departure === null) return hasDuration ? Math.floor(durationMinutes / MINUTES_PER_DAY) : 0;
  if (!hasDuration) return arrival !== null && arrival < departure ? 1 : 0;
  if (arrival === null) return Math.floor((departure + durationMinutes) / MINUTES_PER_DAY);
  return Math.max(0, Math.round((departure + durationMinutes - arrival) / MINUTES_PER_DAY));
}

/**
 * Whole days between the departure and a boarding stop's clock time, which lies near the departure: the day that
 * puts the stop nearest it. A pick-up at 00:20 after a 23:50 departure is the next day (1); one at 23:55 before a
 * 00:05 departure is the day before (-1).
 */
export function boardingDayOffset(dep: string, stop: string): number {
  const departure = clockMinutes(dep);
  const boarding = clockMinutes(stop);
  if (departure === null || boarding === null) return 0;
  return Math.round((departure - boarding) / MINUTES_PER_DAY) || 0; // never -0
}
