// Loaded when there is a payment to ask about: checking the answer needs zod, which no first view needs.
import { ApiRequestError, apiGet, bookingResponseSchema } from '@jatra/shared';
import { endRejectedSession, getApiBaseUrl, getAuthClient, useAuthStore } from '../auth';

export type BookingOutcome = 'confirmed' | 'ended' | 'pending';

const accessToken = async () =>
  useAuthStore.getState().session
    ? ((await (await getAuthClient()).getSession()).data.session?.access_token ?? null)
    : null;

/** Where a followed booking stands, as the API keeps it: the only truth the shell tells the traveller. */
export async function bookingOutcome(pnr: string, signal: AbortSignal): Promise<BookingOutcome> {
  try {
    const { result } = await apiGet(
      { baseUrl: getApiBaseUrl(), getAccessToken: accessToken, onSessionRejected: endRejectedSession },
      `/api/bookings/${encodeURIComponent(pnr)}`,
      bookingResponseSchema,
      { signal },
    );
    if (result.status === 'confirmed') return 'confirmed';
    // held, or paid while the ticket is being issued: ask again later
    return result.status === 'tentative' ? 'pending' : 'ended';
  } catch (error) {
    // not this traveller's booking (or not one at all): nothing to follow; offline or a server hiccup: ask later
    return error instanceof ApiRequestError && [400, 403, 404].includes(error.status) ? 'ended' : 'pending';
  }
}
