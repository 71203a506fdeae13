import type { BookingRecord } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchMyBookings } from './bookings-api';

export const myBookingsKey = ['my-bookings'] as const;

// the server sends them newest first; sorting again keeps that promise even if it ever slips
const newestFirst = (bookings: BookingRecord[]) =>
  [...bookings].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

/** The traveller's bookings; always fetched fresh on arrival, since a payment may just have confirmed one. */
export function useMyBookings() {
  const host = useHost();
  return useQuery({
    queryKey: myBookingsKey,
    queryFn: ({ signal }) => fetchMyBookings(host, signal),
    select: newestFirst,
    staleTime: 0,
  });
}
