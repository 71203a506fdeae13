import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, kept up to date. Where `matchMedia` is missing (tests, old browsers) the
 * wide layout is assumed, since it shows everything at once.
 */
export function useMediaQuery(query: string): boolean {
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
  return useSyncExternalStore(subscribe, matches, () => true);
}
