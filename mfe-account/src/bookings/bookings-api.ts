import { apiGet, bookingPageResponseSchema, hostApiClient, type BookingPage, type HostApi } from '@jatra/shared';

/** `GET /api/bookings`: one page of the signed-in traveller's own bookings, newest first. */
export async function fetchMyBookings(
  host: HostApi,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<BookingPage> {
  const path = cursor ? `/api/bookings?${new URLSearchParams({ cursor })}` : '/api/bookings';
  return apiGet(hostApiClient(host), path, bookingPageResponseSchema, { signal });
}
