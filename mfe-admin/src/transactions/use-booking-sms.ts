import { useHost } from '@jatra/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchBookingSms } from './booking-sms-api';

/** A PNR's SMS, asked for once the PNR looks whole (4 characters or more). */
export function useBookingSms(pnr: string) {
  const host = useHost();
  const wanted = pnr.trim().toUpperCase();
  return useQuery({
    queryKey: ['admin', 'booking-sms', wanted],
    queryFn: ({ signal }) => fetchBookingSms(host, wanted, signal),
    enabled: /^[A-Z0-9_-]{4,40}$/.test(wanted),
    staleTime: 0,
  });
}
