import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { syncedListKey } from '../sync';
import { fetchOperators } from './operators-api';

/** The operators whose name holds `q`; the last list stays up while the next search loads. */
export function useOperators(q: string) {
  const host = useHost();
  return useQuery({
    queryKey: [...syncedListKey('operators'), q.toLowerCase()],
    queryFn: ({ signal }) => fetchOperators(host, q, signal),
    placeholderData: keepPreviousData,
  });
}
