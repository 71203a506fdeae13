import type { SavedTraveller } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchTravellers, removeTraveller, saveTraveller } from './travellers-api';

export const travellersKey = ['saved-travellers'] as const;

export function useSavedTravellers() {
  const host = useHost();
  return useQuery({ queryKey: travellersKey, queryFn: ({ signal }) => fetchTravellers(host, signal) });
}

/** Adds or edits a traveller; the list is read afresh, since an edit moves the traveller to the top. */
export function useSaveTraveller() {
  const host = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Parameters<typeof saveTraveller>[1]) => saveTraveller(host, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: travellersKey }),
  });
}

/** Removes a traveller; it leaves the list at once, before the list is read afresh. */
export function useRemoveTraveller() {
  const host = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeTraveller(host, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedTraveller[]>(travellersKey, (list) => list?.filter((saved) => saved.id !== id));
      void queryClient.invalidateQueries({ queryKey: travellersKey });
    },
  });
}
