import { apiGet, bookingListResponseSchema, hostApiClient, type BookingRecord, type HostApi } from '@jatra/shared';

/** `GET /api/bookings`: the signed-in traveller's own bookings, newest first. */
export async function fetchMyBookings(host: HostApi, signal?: AbortSignal): Promise<BookingRecord[]> {
  const response = await apiGet(hostApiClient(host), '/api/bookings', bookingListResponseSchema, { signal });
  return response.result;
}
