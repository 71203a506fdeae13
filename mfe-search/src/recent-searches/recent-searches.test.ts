import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  recentSearchUrl,
  rememberSearch,
  type RecentSearch,
} from './recent-searches';

const city = (id: number, name: string) => ({ id, name });
const search = (from: number, to: number, date = '2026-12-01', womenBooking = false): RecentSearch => ({
  from: city(from, `City ${from}`),
  to: city(to, `City ${to}`),
  date,
  womenBooking,
});
const routes = () => readRecentSearches().map((entry) => `${entry.from.id}-${entry.to.id}`);

describe('recent searches', () => {
  afterEach(() => localStorage.clear());

  it('keeps the last five distinct routes on the device, newest first', () => {
    for (const [from, to] of [
      [1, 2],
      [3, 4],
      [5, 6],
      [1, 2],
      [7, 8],
      [9, 10],
      [11, 12],
    ] as const)
      rememberSearch(search(from, to));
    expect(routes()).toEqual(['11-12', '9-10', '7-8', '1-2', '5-6']);
    // the other direction is another route
    rememberSearch(search(2, 1, '2026-12-05'));
    expect(routes()[0]).toBe('2-1');
    expect(readRecentSearches()).toHaveLength(5);
  });

  it('keeps the latest day and women booking of a route searched again', () => {
    rememberSearch(search(1, 2, '2026-12-01'));
    rememberSearch(search(1, 2, '2026-12-09', true));
    expect(readRecentSearches()).toEqual([search(1, 2, '2026-12-09', true)]);
  });

  it('opens a search on its day while it is ahead, else today', () => {
    const today = '2026-12-05';
    expect(recentSearchUrl(search(1, 2, '2026-12-09'), today)).toBe('/search?source=1&destination=2&date=2026-12-09');
    expect(recentSearchUrl(search(1, 2, today, true), today)).toBe(
      '/search?source=1&destination=2&date=2026-12-05&womenBooking=true',
    );
    expect(recentSearchUrl(search(1, 2, '2026-11-30'), today)).toBe('/search?source=1&destination=2&date=2026-12-05');
  });

  it('forgets everything on clear, and ignores what does not read as a search', () => {
    rememberSearch(search(1, 2));
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, 'not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ from: 1 }, search(3, 4), null]));
    expect(routes()).toEqual(['3-4']);
  });
});
