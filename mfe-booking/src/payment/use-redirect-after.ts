import { useHost } from '@jatra/shared/ui';
import { useEffect, useRef } from 'react';

/**
 * Goes to `to` `delayMs` after `when` turns true, so the traveller can read why (2 s on the payment pages).
 * The timer is dropped if `when` turns false or the page goes away first.
 */
export function useRedirectAfter(when: boolean, to: string, delayMs = 2000, replace = false): void {
  const host = useHost();
  const hostRef = useRef(host);
  useEffect(() => {
    hostRef.current = host;
  });
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => hostRef.current.navigate(to, { replace }), delayMs);
    return () => clearTimeout(timer);
  }, [when, to, delayMs, replace]);
}
