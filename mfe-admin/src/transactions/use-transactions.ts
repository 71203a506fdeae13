import { useHost } from '@jatra/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchTransactions } from './transactions-api';

/** The transactions of the day last loaded; nothing until the first Load. */
export function useTransactions(date: string | null) {
  const host = useHost();
  return useQuery({
    queryKey: ['admin', 'transactions', date],
    queryFn: ({ signal }) => fetchTransactions(host, date!, signal),
    enabled: date !== null,
    staleTime: 0,
  });
}
