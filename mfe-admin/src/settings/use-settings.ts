import type { SystemSettings } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { syncStatusKey } from '../sync';
import { clearCache, fetchBackup, fetchSettings, fetchSyncStatus, saveBlob, saveSettings } from './settings-api';

const settingsKeys = {
  settings: ['admin', 'settings'] as const,
};

export function useSettings() {
  const host = useHost();
  return useQuery({
    queryKey: settingsKeys.settings,
    queryFn: ({ signal }) => fetchSettings(host, signal),
    // the form starts from what is stored now, not from a copy another admin has since changed
    staleTime: 0,
  });
}

export function useSaveSettings() {
  const host = useHost();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SystemSettings) => saveSettings(host, settings),
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.settings, saved);
      // the overview's commission follows the rate
      void client.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}

export function useSyncStatus() {
  const host = useHost();
  return useQuery({
    queryKey: syncStatusKey,
    queryFn: ({ signal }) => fetchSyncStatus(host, signal),
    staleTime: 0,
  });
}

export function useClearCache() {
  const host = useHost();
  return useMutation({ mutationFn: () => clearCache(host) });
}

export function useBackup() {
  const host = useHost();
  return useMutation({
    mutationFn: () => fetchBackup(host),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
  });
}
