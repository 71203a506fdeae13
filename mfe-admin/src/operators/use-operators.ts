import type { ListPagingQuery } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { syncedListKey } from '../sync';
import { fetchOperators } from './operators-api';

/** A page of the operators whose name holds `q`; the last page stays up while the next one loads. */
export function useOperators(q: string, page: ListPagingQuery) {
  const host = useHost();
  return useQuery({
    queryKey: [...syncedListKey('operators'), q.toLowerCase(), page.after ?? null, page.before ?? null],
    queryFn: ({ signal }) => fetchOperators(host, q, page, signal),
    placeholderData: keepPreviousData,
  });
}
