// a journey time is read once for every remote, in @jatra/shared; each language writes it (i18n formats)
export { parseDurationText } from '@jatra/shared';

/** 'Jorhat - Guwahati' → ['Jorhat', 'Guwahati'], the provider's route name split at its dash. */
export function routeEnds(name: string): [string, string] | null {
  const parts = name.split(/\s+-\s+/);
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}
