import { useCallback, useSyncExternalStore } from 'react';

/** Phones get tabs and a bottom bar, wider screens side-by-side decks and a side panel. */
export const DECKS_SIDE_BY_SIDE = '(min-width: 600px)';
export const SUMMARY_SIDE_PANEL = '(min-width: 1024px)';
/** The payment page: the details beside a sticky payment card (payment.css). */
export const PAYMENT_SIDE_BY_SIDE = '(min-width: 960px)';

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
