import { CITY_SEARCH_MIN_CHARS, type AdminSchedulesQuery } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSettledText } from '../parts';
import { fetchSchedules, searchCities } from './schedules-api';

/** The schedules of the route and day last searched; nothing until the first search. */
export function useSchedules(query: AdminSchedulesQuery | null) {
  const host = useHost();
  return useQuery({
    queryKey: ['admin', 'schedules', query],
    queryFn: ({ signal }) => fetchSchedules(host, query!, signal),
    enabled: query !== null,
    // seats sell by the minute: a search asks the provider afresh
    staleTime: 0,
  });
}

/** The cities matching what is typed, once the typing pauses and there are enough letters. */
export function useCitySearch(input: string) {
  const host = useHost();
  const query = useSettledText(input, 150);
  const enabled = query.length >= CITY_SEARCH_MIN_CHARS;
  const result = useQuery({
    queryKey: ['cities', 'search', query.toLowerCase()],
    queryFn: ({ signal }) => searchCities(host, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    cities: enabled ? (result.data ?? []) : [],
    pending: enabled && (result.isFetching || query !== input.trim()),
    failed: enabled && result.isError,
    tooShort: input.trim().length < CITY_SEARCH_MIN_CHARS,
  };
}
