import { apiGet, DEFAULT_SUPPORT_CONTACT, supportContactResponseSchema, type SupportContact } from '@jatra/shared';
import { useQuery } from '@tanstack/react-query';
import { getApiBaseUrl } from '../auth/supabase-client';

async function fetchSupportContact(signal: AbortSignal): Promise<SupportContact> {
  try {
    // anyone may read it, so no token goes with it and no dead session can be refused here
    const { result } = await apiGet(
      { baseUrl: getApiBaseUrl() },
      '/api/support-contact',
      supportContactResponseSchema,
      { signal },
    );
    return result;
  } catch (error) {
    // the defaults are a correct answer too, so the visitor is not told; whoever looks at the console is
    if (!signal.aborted) console.warn('The support contact did not load; showing the defaults.', error);
    throw error;
  }
}

/**
 * The support e-mail and phone as an admin saved them in Settings, asked for once per page load. Nothing waits
 * for it: the defaults show until it arrives, and stay if it fails.
 */
export function useSupportContact(): SupportContact {
  const { data } = useQuery({
    queryKey: ['support-contact'],
    queryFn: ({ signal }) => fetchSupportContact(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return data ?? DEFAULT_SUPPORT_CONTACT;
}
