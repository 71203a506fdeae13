import { ApiRequestError } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { skipToken, useQuery } from '@tanstack/react-query';
import { fetchTicket } from './ticket-api';

export const ticketKey = (pnr: string | null) => ['ticket', pnr] as const;

/** A 4xx (not found, not yours) does not change by asking again. */
export const isClientError = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** The ticket of a PNR; null asks for nothing (a PNR that cannot be one). Fetched fresh on every visit. */
export function useTicket(pnr: string | null) {
  const host = useHost();
  return useQuery({
    queryKey: ticketKey(pnr),
    queryFn: pnr ? ({ signal }) => fetchTicket(host, pnr, signal) : skipToken,
    retry: (failures, error) => !isClientError(error) && failures < 1,
    staleTime: 0,
  });
}
