import { searchResponseSchema, type SearchResponse } from '@jatra/shared';
import type { BusSearchQuery } from './search-api';

/** One entry only: the traveller's last results, for the same route and date. */
export const LAST_RESULTS_KEY = 'jatra.search.lastResults';

interface StoredResults extends BusSearchQuery {
  response: SearchResponse;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // storage can be switched off; the page then simply waits for the API
    return null;
  }
}

function readStored(): StoredResults | null {
  const raw = storage()?.getItem(LAST_RESULTS_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredResults> | null;
    if (typeof value?.source !== 'number' || typeof value.destination !== 'number') return null;
    if (typeof value.date !== 'string') return null;
    // written by an older build, say: only a response that still fits the contract is shown
    const response = searchResponseSchema.safeParse(value.response);
    if (!response.success) return null;
    return { source: value.source, destination: value.destination, date: value.date, response: response.data };
  } catch {
    return null;
  }
}

/** The kept results when they are for this very route and date. */
export function readLastResults(query: BusSearchQuery): SearchResponse | null {
  const stored = readStored();
  if (!stored) return null;
  const same = stored.source === query.source && stored.destination === query.destination && stored.date === query.date;
  return same ? stored.response : null;
}

export function saveLastResults(query: BusSearchQuery, response: SearchResponse): void {
  const entry: StoredResults = {
    source: query.source,
    destination: query.destination,
    date: query.date,
    response,
  };
  try {
    storage()?.setItem(LAST_RESULTS_KEY, JSON.stringify(entry));
  } catch {
    // full or switched off: keeping results is a nicety
  }
}

export function clearLastResults(): void {
  try {
    storage()?.removeItem(LAST_RESULTS_KEY);
  } catch {
    // nothing kept
  }
}

/** Forget the kept results when the traveller searches another route: either city changed. */
export function clearLastResultsOfOtherRoute(query: Pick<BusSearchQuery, 'source' | 'destination'>): void {
  const stored = readStored();
  if (stored && (stored.source !== query.source || stored.destination !== query.destination)) clearLastResults();
}
