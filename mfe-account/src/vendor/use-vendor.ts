import { useHost } from '@jatra/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchManifest, fetchVendorDashboard } from './vendor-api';

export const vendorKeys = {
  dashboard: ['vendor-dashboard'] as const,
  manifest: (scheduleId: string) => ['vendor-manifest', scheduleId] as const,
};

export function useVendorDashboard() {
  const host = useHost();
  return useQuery({
    queryKey: vendorKeys.dashboard,
    queryFn: ({ signal }) => fetchVendorDashboard(host, signal),
    retry: false,
  });
}

/** The passengers of one departure; always fresh, since seats sell until the bus leaves. */
export function useManifest(scheduleId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const host = useHost();
  return useQuery({
    queryKey: vendorKeys.manifest(scheduleId),
    queryFn: ({ signal }) => fetchManifest(host, scheduleId, signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
