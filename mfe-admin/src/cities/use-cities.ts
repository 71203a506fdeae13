import type { ListPagingQuery } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { syncedListKey } from '../sync';
import { fetchCities, fetchCityPairs } from './cities-api';

const pageKey = (page: ListPagingQuery) => [page.after ?? null, page.before ?? null];

/** One page of the cities matching `q`; the shown page stays up while the next one loads. */
export function useCities(q: string, page: ListPagingQuery) {
  const host = useHost();
  return useQuery({
    queryKey: [...syncedListKey('cities'), q.toLowerCase(), ...pageKey(page)],
    queryFn: ({ signal }) => fetchCities(host, q, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCityPairs(q: string, page: ListPagingQuery) {
  const host = useHost();
  return useQuery({
    queryKey: [...syncedListKey('city-pairs'), q.toLowerCase(), ...pageKey(page)],
    queryFn: ({ signal }) => fetchCityPairs(host, q, page, signal),
    placeholderData: keepPreviousData,
  });
}
