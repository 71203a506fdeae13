// ₹, 12-hour times and dd MMM yyyy dates are formatted once for every remote, in @jatra/shared
export { displayDate, displayTime, formatRupees } from '@jatra/shared';

/** The provider's `HH:mm` journey time '08:10' → '8h 10m'; other forms ('6h 0m') pass through. */
export function displayDuration(duration: string): string {
  const match = /^(\d{1,3}):(\d{2})$/.exec(duration.trim());
  if (!match) return duration;
  return `${Number(match[1])}h ${Number(match[2])}m`;
}

/** An arrival clock time earlier than the departure's is on the next day (journeys here are under 24 h). */
export function arrivesNextDay(departure: string, arrival: string): boolean {
  const minutes = (time: string) => {
    const match = /^(\d{1,2}):(\d{2})/.exec(time);
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const dep = minutes(departure);
  const arr = minutes(arrival);
  return dep !== null && arr !== null && arr < dep;
}

/** 'Jorhat - Guwahati' → ['Jorhat', 'Guwahati'], the provider's route name split at its dash. */
export function routeEnds(name: string): [string, string] | null {
  const parts = name.split(/\s+-\s+/);
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}
