import { DEFAULT_SUPPORT_CONTACT, type SupportContact } from '@jatra/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

const supportContactQuery = queryOptions({
  queryKey: ['support-contact'],
  queryFn: async ({ signal }) => {
    // loaded with the first ask: checking the answer needs zod, which no first view needs
    const { fetchSupportContact } = await import('./fetch-support-contact');
    // the page may have gone while the module loaded
    signal.throwIfAborted();
    return fetchSupportContact(signal);
  },
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

/**
 * The support e-mail and phone as an admin saved them in Settings, asked for once per page load, when something
 * that shows them is `wanted` (on screen, or about to be). Nothing waits for it: the defaults show until it
 * arrives, and stay if it fails.
 */
export function useSupportContact(wanted = true): SupportContact {
  const { data } = useQuery({ ...supportContactQuery, enabled: wanted });
  return data ?? DEFAULT_SUPPORT_CONTACT;
}

/**
 * Ask for the support contact unless it has been asked for already on this page load. The query exists before it
 * is ever asked (the HostApi's own observer of it, not enabled, creates it), so "asked" is read from its state:
 * some answer, some failure, or a request on its way.
 */
export function requestSupportContact(client: QueryClient): void {
  const state = client.getQueryState(supportContactQuery.queryKey);
  const asked = state && (state.dataUpdatedAt > 0 || state.errorUpdatedAt > 0 || state.fetchStatus !== 'idle');
  if (!asked) void client.prefetchQuery(supportContactQuery);
}
