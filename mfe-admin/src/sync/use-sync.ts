import { ADMIN_MESSAGES, type SyncTarget, sayRule } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runSync } from './sync-api';

/**
 * Every query of a synced list is keyed `['admin', target, …]`, so a sync refetches exactly that list; the
 * last-sync times live under `['admin', 'sync']`.
 */
export const syncedListKey = (target: SyncTarget) => ['admin', target] as const;
export const syncStatusKey = ['admin', 'sync'] as const;

/** The API says 'Failed to sync operators: …' itself; a failure that never reached it is said the same way. */
function failureText(target: SyncTarget, error: Error): string {
  const prefix = sayRule(ADMIN_MESSAGES.syncFailed(target, ''));
  return error.message.startsWith(prefix) ? error.message : sayRule(ADMIN_MESSAGES.syncFailed(target, error.message));
}

/** Runs one sync, says how it went in a toast, then refetches the list it changed. */
export function useSync(target: SyncTarget) {
  const host = useHost();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => runSync(host, target),
    onSuccess: (result) => host.toast.success(result.message),
    onError: (error) => host.toast.error(failureText(target, error)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: syncedListKey(target) }),
        client.invalidateQueries({ queryKey: syncStatusKey }),
      ]),
  });
}
