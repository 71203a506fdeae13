import { useHost } from '@jatra/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { syncedListKey } from '../sync';
import { fetchMasters } from './masters-api';

export function useMasters() {
  const host = useHost();
  return useQuery({
    queryKey: syncedListKey('masters'),
    queryFn: ({ signal }) => fetchMasters(host, signal),
  });
}
