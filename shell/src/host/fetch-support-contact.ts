// Loaded on its own: the response check needs zod, which the first view does without.
import { apiGet, supportContactResponseSchema, type SupportContact } from '@jatra/shared';
import { getApiBaseUrl } from '../auth';

export async function fetchSupportContact(signal: AbortSignal): Promise<SupportContact> {
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
