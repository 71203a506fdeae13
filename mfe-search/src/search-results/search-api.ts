import { apiGet, hostApiClient, searchResponseSchema, type HostApi, type SearchResponse } from '@jatra/shared';

export interface BusSearchQuery {
  source: number;
  destination: number;
  /** yyyy-MM-dd */
  date: string;
}

/** `GET /api/search?source=&destination=&date=`: the buses of one route on one day. */
export async function searchBuses(host: HostApi, query: BusSearchQuery, signal?: AbortSignal): Promise<SearchResponse> {
  const params = new URLSearchParams({
    source: String(query.source),
    destination: String(query.destination),
    date: query.date,
  });
  // anyone may search: a session that ended elsewhere is signed out and the search asked again without it
  return apiGet(hostApiClient(host, { publicResource: true }), `/api/search?${params}`, searchResponseSchema, {
    signal,
  });
}
