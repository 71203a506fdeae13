import type { LedgerKind, ListPagingQuery } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchLedger } from './ledger-api';

/** One page of our payments or refunds matching `q`; the shown page stays up while the next one loads. */
export function useLedger(kind: LedgerKind, q: string, page: ListPagingQuery) {
  const host = useHost();
  return useQuery({
    queryKey: ['admin', 'ledger', kind, q.toUpperCase(), page.after ?? null, page.before ?? null],
    queryFn: ({ signal }) => fetchLedger(host, kind, q, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
