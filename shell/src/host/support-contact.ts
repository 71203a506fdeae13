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

/** Ask for the support contact unless it has been asked for already on this page load. */
export function requestSupportContact(client: QueryClient): void {
  if (!client.getQueryState(supportContactQuery.queryKey)) void client.prefetchQuery(supportContactQuery);
}
