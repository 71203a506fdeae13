import { apiGet, hostApiClient, savedTravellersResponseSchema, type SavedTraveller } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { skipToken, useQuery } from '@tanstack/react-query';

const NONE: readonly SavedTraveller[] = [];

/**
 * The signed-in traveller's saved travellers (`GET /api/travellers`), offered for one-tap fill. They only help:
 * a visitor has none, and a failure to load them leaves the forms as they are, with nothing to say about it.
 */
export function useSavedTravellers(): readonly SavedTraveller[] {
  const host = useHost();
  const userId = host.user?.id ?? null;
  const query = useQuery({
    queryKey: ['saved-travellers', userId],
    queryFn: userId
      ? async ({ signal }) =>
          (await apiGet(hostApiClient(host), '/api/travellers', savedTravellersResponseSchema, { signal })).result
      : skipToken,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return query.data ?? NONE;
}
