import {
  apiGet,
  cityListResponseSchema,
  cityResponseSchema,
  hostApiClient,
  type City,
  type HostApi,
} from '@jatra/shared';

// anyone may read the cities: a session that ended elsewhere must not stop the pickers
const client = (host: HostApi) => hostApiClient(host, { publicResource: true });

/**
 * The cities whose names match `query`.
 * @public read through loadCitiesApi's dynamic import, which knip does not follow
 */
export async function searchCities(host: HostApi, query: string, signal?: AbortSignal): Promise<City[]> {
  const path = `/api/cities?${new URLSearchParams({ q: query })}`;
  const body = await apiGet(client(host), path, cityListResponseSchema, { signal });
  return body.result;
}

/** The query cache's key for one city, by the page that reads it and the server that fetches it first. */
export const cityByIdKey = (id: number | null) => ['cities', 'byId', id] as const;

/** One city by its provider id, e.g. the source and destination of a `/search` URL. */
export async function getCity(host: HostApi, id: number, signal?: AbortSignal): Promise<City> {
  const body = await apiGet(client(host), `/api/cities/${id}`, cityResponseSchema, { signal });
  return body.result;
}
