// ₹, 12-hour times, dd MMM yyyy dates and journey times are formatted once for every remote, in @jatra/shared
export { arrivalDayLabel, displayDate, displayTime, formatRupees, parseDurationText } from '@jatra/shared';

/** 'Jorhat - Guwahati' → ['Jorhat', 'Guwahati'], the provider's route name split at its dash. */
export function routeEnds(name: string): [string, string] | null {
  const parts = name.split(/\s+-\s+/);
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}
