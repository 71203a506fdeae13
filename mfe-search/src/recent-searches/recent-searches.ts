import { todayInIndia } from '@jatra/shared';
import { searchUrl } from '../search-form';

/** Kept on this device only: the routes the traveller searched lately, newest first. */
export const RECENT_SEARCHES_KEY = 'jatra.search.recent';
export const RECENT_SEARCHES_LIMIT = 5;

export interface RecentSearch {
  from: { id: number; name: string };
  to: { id: number; name: string };
  /** yyyy-MM-dd, the day searched */
  date: string;
  womenBooking: boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // storage can be switched off; Home then simply shows no recent searches
    return null;
  }
}

const isCity = (value: unknown): value is RecentSearch['from'] =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as { id?: unknown }).id) &&
  typeof (value as { name?: unknown }).name === 'string';

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof RecentSearch, unknown>>;
  return (
    isCity(entry.from) &&
    isCity(entry.to) &&
    typeof entry.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(entry.date) &&
    typeof entry.womenBooking === 'boolean'
  );
}

const sameRoute = (a: RecentSearch, b: RecentSearch) => a.from.id === b.from.id && a.to.id === b.to.id;

/** The kept searches, newest first; whatever does not read as one (an older build's, a hand edit) is left out. */
export function readRecentSearches(): RecentSearch[] {
  const raw = storage()?.getItem(RECENT_SEARCHES_KEY);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecentSearch).slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Put a search first; an older search of the same route gives way to it, and the oldest beyond the limit go. */
export function rememberSearch(search: RecentSearch): void {
  const entry: RecentSearch = {
    from: { id: search.from.id, name: search.from.name },
    to: { id: search.to.id, name: search.to.name },
    date: search.date,
    womenBooking: search.womenBooking,
  };
  const kept = readRecentSearches().filter((other) => !sameRoute(other, entry));
  try {
    storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify([entry, ...kept].slice(0, RECENT_SEARCHES_LIMIT)));
  } catch {
    // full or switched off: recent searches are a nicety
  }
}

export function clearRecentSearches(): void {
  try {
    storage()?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // nothing kept
  }
}

/** The day a recent search opens on: the day searched while it is still ahead, else today. */
export function recentSearchDate(search: RecentSearch, today: string = todayInIndia()): string {
  return search.date < today ? today : search.date;
}

/** The `/search` URL of a recent search, on its day or today. */
export function recentSearchUrl(search: RecentSearch, today: string = todayInIndia()): string {
  return searchUrl({
    source: search.from.id,
    destination: search.to.id,
    date: recentSearchDate(search, today),
    womenBooking: search.womenBooking,
  });
}
