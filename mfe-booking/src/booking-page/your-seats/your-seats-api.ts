import {
  apiGet,
  bookingListResponseSchema,
  hostApiClient,
  PAYMENT_POLL_INTERVAL_MS,
  type BookingRecord,
  type HostApi,
} from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { skipToken, useQuery } from '@tanstack/react-query';

/** `GET /api/bookings/by-schedule/{id}`: the traveller's bookings holding or owning seats on this bus. */
export async function fetchYourBookingsOnBus(
  host: HostApi,
  scheduleId: string,
  signal?: AbortSignal,
): Promise<BookingRecord[]> {
  const path = `/api/bookings/by-schedule/${encodeURIComponent(scheduleId)}`;
  return (await apiGet(hostApiClient(host), path, bookingListResponseSchema, { signal })).result;
}

/** A hold still waiting for its payment, or a paid one waiting for its ticket: either may change any moment. */
export const isUnsettled = (booking: BookingRecord) => booking.status === 'tentative';

/**
 * The signed-in traveller's bookings on this bus, read again whenever they come back to the tab and, while one
 * is unsettled, every few seconds: a payment finished in the PhonePe window shows here as a ticket.
 */
export function useYourBookingsOnBus(scheduleId: string) {
  const host = useHost();
  const signedIn = host.user !== null;
  return useQuery({
    queryKey: ['your-bookings-on-bus', scheduleId, host.user?.id ?? null],
    queryFn: signedIn ? ({ signal }) => fetchYourBookingsOnBus(host, scheduleId, signal) : skipToken,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.some(isUnsettled) ? PAYMENT_POLL_INTERVAL_MS : false),
  });
}
