import type { FrontendPart, RemoteName } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchReleases, rollBack, signOverride } from './releases-api';

const releasesKey = ['admin', 'frontend-releases'] as const;

/** Failures keep arriving while a bad release is live: the page looks again every half minute. */
export function useReleases() {
  const host = useHost();
  return useQuery({
    queryKey: releasesKey,
    queryFn: ({ signal }) => fetchReleases(host, signal),
    refetchInterval: 30_000,
  });
}

export function useRollBack() {
  const host = useHost();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ part, reason }: { part: FrontendPart; reason: string }) => rollBack(host, part, reason),
    onSettled: () => client.invalidateQueries({ queryKey: releasesKey }),
  });
}

/** Signs a release for this browser and loads the site with it (a new page: the shell chooses on each load). */
export function useTryRelease() {
  const host = useHost();
  return useMutation({
    mutationFn: ({ part, version }: { part: RemoteName; version: string }) => signOverride(host, part, version),
    onSuccess: (path) => window.location.assign(path),
  });
}
