import type { VendorApplication } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMyApplication, submitApplication } from './partner-api';

const applicationKey = (userId: string | undefined) => ['partner-application', userId ?? 'visitor'] as const;

/** The signed-in user's application (null: none yet); nothing is asked for a visitor. */
export function useMyApplication() {
  const host = useHost();
  return useQuery({
    queryKey: applicationKey(host.user?.id),
    queryFn: ({ signal }) => fetchMyApplication(host, signal),
    enabled: host.user !== null,
    // an admin decides while the page may be open: read it afresh each visit
    staleTime: 0,
    retry: false,
  });
}

/** Sends the application; the stored answer becomes the page's application at once. */
export function useApply() {
  const host = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: VendorApplication) => submitApplication(host, application),
    onSuccess: (stored) => queryClient.setQueryData(applicationKey(host.user?.id), stored),
  });
}

/** After a refusal that says the user has applied already: show what they applied with. */
export function useRefreshApplication() {
  const host = useHost();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationKey(host.user?.id) });
}
