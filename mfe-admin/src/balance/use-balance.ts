import { useHost } from '@jatra/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchBalance } from './balance-api';

/** Which balance to show: the account's own, or one asked directly (Direct API Access), maybe for a travel id. */
export interface BalanceRequest {
  direct: boolean;
  travelId?: number;
}

export function useBalance(request: BalanceRequest) {
  const host = useHost();
  return useQuery({
    queryKey: ['admin', 'balance', request],
    queryFn: ({ signal }) => fetchBalance(host, request.travelId, signal),
    // money moves with every sale: always ask afresh
    staleTime: 0,
  });
}
