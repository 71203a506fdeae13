import { useEffect, useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

type Toasts = typeof Sonner;

/*
 * The toast library is a sixth of Home's first view and most visits show no toast, so it loads with the first
 * toast. Its region is mounted before that toast is raised: a live region that arrives with its message already
 * in it is not announced by every screen reader. (Sonner also hands a newly mounted Toaster the toasts raised
 * before it, so a toast raised where no frame is mounted still shows once one is.)
 */
const REGION_WAIT_MS = 1000;
let loading: Promise<Toasts> | undefined;
let loaded: Toasts | undefined;
let regionMounted: () => void = () => undefined;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<Toasts> {
  loading ??= import('sonner').then(async (toasts) => {
    const mounted = new Promise<void>((resolve) => {
      regionMounted = resolve;
      setTimeout(resolve, REGION_WAIT_MS);
    });
    loaded = toasts;
    for (const listener of listeners) listener();
    await mounted;
    return toasts;
  });
  return loading;
}

/** The toast library once the first toast has loaded it; undefined before. */
export function useLoadedToasts(): Toasts | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
    () => undefined,
  );
}

/** Tells the first toast that its region is on the page. */
export function useToastRegionMounted(): void {
  useEffect(() => regionMounted(), []);
}
