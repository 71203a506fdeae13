import { CITY_SEARCH_MIN_CHARS } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadCitiesApi } from './load-cities-api';

const TYPING_PAUSE_MS = 150;

/** Typeahead over the API's city search, once the traveller pauses typing. */
export function useCitySearch(input: string) {
  const host = useHost();
  const [query, setQuery] = useState(input.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const enabled = query.length >= CITY_SEARCH_MIN_CHARS;
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
