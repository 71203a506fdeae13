import type { Profile } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchProfile, saveProfile, type SavedProfileFields } from './profile-api';

export const profileKey = ['profile'] as const;

export function useProfile() {
  const host = useHost();
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => fetchProfile(host, signal) });
}

/** Saves the profile; the saved answer becomes the cached profile at once, then the query is read afresh. */
export function useSaveProfile() {
  const host = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SavedProfileFields) => saveProfile(host, update),
    onSuccess: (saved: Profile) => {
      queryClient.setQueryData(profileKey, saved);
      void queryClient.invalidateQueries({ queryKey: profileKey });
      // the navbar shows the name from the session: a new session carries the new name
      void host.refreshUser?.().catch(() => undefined);
    },
  });
}
