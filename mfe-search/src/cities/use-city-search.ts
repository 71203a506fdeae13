import { CITY_SEARCH_MIN_CHARS } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadCitiesApi } from './load-cities-api';

const TYPING_PAUSE_MS = 150;

/**
 * Typeahead over the API's city search, once the traveller pauses typing. Nothing is asked while `active` is
 * false: a picker showing a chosen city has nothing to suggest until someone opens it or types.
 */
export function useCitySearch(input: string, active: boolean) {
  const host = useHost();
  const [query, setQuery] = useState(input.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const enabled = active && query.length >= CITY_SEARCH_MIN_CHARS;
  const result = useQuery({
    queryKey: ['cities', 'search', query.toLowerCase()],
    queryFn: async ({ signal }) => (await loadCitiesApi(signal)).searchCities(host, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    cities: enabled ? (result.data ?? []) : [],
    pending: enabled && (result.isFetching || query !== input.trim()),
    error: result.error,
    tooShort: input.trim().length < CITY_SEARCH_MIN_CHARS,
  };
}
