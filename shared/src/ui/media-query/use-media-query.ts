import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The viewport width a server render assumes (it cannot measure one): the first view of a page is drawn for it,
 * so that a phone's page is not replaced by another layout once the browser renders. None in the browser.
 */
export const AssumedViewportWidth = createContext<number | null>(null);

/** A `(min-width: Npx)` / `(max-width: Npx)` query, read against a width; any other query is taken as matching. */
export function matchesWidth(query: string, width: number): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * Whether a media query matches now, kept up to date. Where `matchMedia` is missing (tests, old browsers) the
 * wide layout is assumed, since it shows everything at once; a server render reads the width it assumes.
 */
export function useMediaQuery(query: string): boolean {
  const assumedWidth = useContext(AssumedViewportWidth);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true);
  return useSyncExternalStore(subscribe, matches, () =>
    assumedWidth === null ? true : matchesWidth(query, assumedWidth),
  );
}
