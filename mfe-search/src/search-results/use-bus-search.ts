import {
  failureText,
  foundBusesMessage,
  MESSAGES,
  SEARCH_CACHE_MINUTES,
  type BusResult,
  type SearchResponse,
  sayRule,
} from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { clearLastResults, clearLastResultsOfOtherRoute, readLastResults, saveLastResults } from './last-results';
import { searchBuses, type BusSearchQuery } from './search-api';

export const busSearchKey = (query: BusSearchQuery) =>
  ['bus-search', query.source, query.destination, query.date] as const;

export type BusSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; buses: BusResult[]; cached: boolean; restored: boolean };

export interface BusSearch {
  state: BusSearchState;
  /** a search for this route and date is on its way (the first one or a refresh) */
  isFetching: boolean;
  /** search again; does nothing while a search for the same route and date is running */
  research: () => void;
}

// the product's words unless the API said something meant for people; never a crash's or provider's own text
const errorMessage = (error: unknown) => failureText(error, MESSAGES.searchFailed);

/**
 * The buses of one route and day: one request per route and date at a time, kept 5 minutes;
 * the last results come back from session storage at once for the same route and date while a fresh search runs.
 * Each finished search is told once through the shell's toasts. `null` waits (the cities are still loading).
 */
export function useBusSearch(query: BusSearchQuery | null): BusSearch {
  const host = useHost();
  const source = query?.source;
  const destination = query?.destination;

  // another route: whatever was kept belongs to a different search
  useEffect(() => {
    if (source !== undefined && destination !== undefined) clearLastResultsOfOtherRoute({ source, destination });
  }, [source, destination]);

  const result = useQuery<SearchResponse, Error, SearchResponse, readonly unknown[]>({
    queryKey: query ? busSearchKey(query) : ['bus-search', 'waiting'],
    queryFn: query
      ? async ({ signal }) => {
          const response = await searchBuses(host, query, signal);
          saveLastResults(query, response);
          return response;
        }
      : skipToken,
    placeholderData: (): SearchResponse | undefined => (query ? (readLastResults(query) ?? undefined) : undefined),
    staleTime: SEARCH_CACHE_MINUTES * 60_000,
    gcTime: SEARCH_CACHE_MINUTES * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // toast when a search finishes, once: not on re-renders, nor for results already on screen
  const wasFetching = useRef(false);
  const { isFetching, status, data, error, isPlaceholderData } = result;
  useEffect(() => {
    const finished = wasFetching.current && !isFetching;
    wasFetching.current = isFetching;
    if (!finished) return;
    if (status === 'error') {
      clearLastResults();
      host.toast.error(errorMessage(error));
    } else if (status === 'success' && !isPlaceholderData) {
      if (data.result.length === 0) host.toast.info(sayRule(MESSAGES.noBusesFound));
      else host.toast.success(foundBusesMessage(data.result.length, data.cached));
    }
  }, [isFetching, status, data, error, isPlaceholderData, host]);

  const { refetch } = result;
  const research = useCallback(() => {
    if (query === null || isFetching) return;
    void refetch({ cancelRefetch: false });
  }, [query, isFetching, refetch]);

  let state: BusSearchState;
  if (query === null) state = { status: 'idle' };
  else if (status === 'error') state = { status: 'error', message: errorMessage(error) };
  else if (status === 'success')
    state = { status: 'success', buses: data.result, cached: data.cached, restored: isPlaceholderData };
  else state = { status: 'loading' };

  return { state, isFetching, research };
}
