import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { syncedListKey } from '../sync';
import { fetchCities, fetchCityPairs } from './cities-api';

/** One page of the cities matching `q`; the shown page stays up while the next one loads. */
export function useCities(q: string, page: number) {
  const host = useHost();
  return useQuery({
    queryKey: [...syncedListKey('cities'), q.toLowerCase(), page],
    queryFn: ({ signal }) => fetchCities(host, q, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCityPairs(q: string) {
  const host = useHost();
  return useQuery({
    queryKey: [...syncedListKey('city-pairs'), q.toLowerCase()],
    queryFn: ({ signal }) => fetchCityPairs(host, q, signal),
    placeholderData: keepPreviousData,
  });
}
