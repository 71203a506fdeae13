import type { Vendor } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveVendor,
  fetchActivities,
  searchOperators,
  fetchOverview,
  fetchPendingVendors,
  rejectVendor,
} from './overview-api';

const overviewKeys = {
  overview: ['admin', 'overview'] as const,
  pendingVendors: ['admin', 'vendors', 'pending'] as const,
  activities: ['admin', 'activities'] as const,
  operatorChoices: ['admin', 'operators', 'choices'] as const,
};

/** Asked again as often as the API brings the figures up to date, so an open page follows them. */
export function useOverview() {
  const host = useHost();
  return useQuery({
    queryKey: overviewKeys.overview,
    queryFn: ({ signal }) => fetchOverview(host, signal),
    refetchInterval: (query) => (query.state.data ? query.state.data.refresh_seconds * 1000 : false),
  });
}

export function usePendingVendors() {
  const host = useHost();
  return useQuery({
    queryKey: overviewKeys.pendingVendors,
    queryFn: ({ signal }) => fetchPendingVendors(host, signal),
    // an application decided in another tab must not be offered again
    staleTime: 0,
  });
}

export function useActivities() {
  const host = useHost();
  return useQuery({ queryKey: overviewKeys.activities, queryFn: ({ signal }) => fetchActivities(host, signal) });
}

/** The operators matching `q` a vendor can be linked to; asked for only while an approval dialog is open. */
export function useOperatorChoices(q: string, enabled: boolean) {
  const host = useHost();
  return useQuery({
    queryKey: [...overviewKeys.operatorChoices, q.toLowerCase()],
    queryFn: ({ signal }) => searchOperators(host, q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type VendorDecision =
  { vendor: Vendor; verdict: 'approve'; operatorId: number | null } | { vendor: Vendor; verdict: 'reject' };

/** Approves or rejects an application; it leaves the pending list, and the activities gain a line. */
export function useDecideVendor() {
  const host = useHost();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: VendorDecision) =>
      decision.verdict === 'approve'
        ? approveVendor(host, decision.vendor.id, decision.operatorId)
        : rejectVendor(host, decision.vendor.id),
    onSuccess: (_decided, { vendor }) => {
      client.setQueryData<Vendor[]>(overviewKeys.pendingVendors, (pending) =>
        pending?.filter((application) => application.id !== vendor.id),
      );
      void client.invalidateQueries({ queryKey: overviewKeys.activities });
      void client.invalidateQueries({ queryKey: overviewKeys.overview });
    },
  });
}
