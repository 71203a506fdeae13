import type { BookingPage, BookingRecord } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { fetchMyBookings } from './bookings-api';

export const myBookingsKey = ['my-bookings'] as const;

// the server sends them newest first, page after page; sorting again keeps that promise even if it ever slips
// (the sort is stable, so the pages keep their order)
const newestFirst = (data: InfiniteData<BookingPage, string | undefined>): BookingRecord[] =>
  data.pages.flatMap((page) => page.result).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

/**
 * The traveller's bookings, a page at a time (`fetchNextPage` adds the next one); always fetched fresh on
 * arrival, since a payment may just have confirmed one.
 */
export function useMyBookings() {
  const host = useHost();
  return useInfiniteQuery({
    queryKey: myBookingsKey,
    queryFn: ({ pageParam, signal }) => fetchMyBookings(host, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: newestFirst,
    staleTime: 0,
  });
}
