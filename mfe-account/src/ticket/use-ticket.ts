import { fetchTicket, retryUnlessRefused } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { skipToken, useQuery } from '@tanstack/react-query';

export const ticketKey = (pnr: string | null) => ['ticket', pnr] as const;

/** The ticket of a PNR; null asks for nothing (a PNR that cannot be one). Fetched fresh on every visit. */
export function useTicket(pnr: string | null) {
  const host = useHost();
  return useQuery({
    queryKey: ticketKey(pnr),
    queryFn: pnr ? ({ signal }) => fetchTicket(host, pnr, signal) : skipToken,
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}
