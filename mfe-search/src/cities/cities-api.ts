import { apiGet, cityListResponseSchema, type City, type HostApi } from '@jatra/shared';

export async function searchCities(host: HostApi, query: string, signal?: AbortSignal): Promise<City[]> {
  const path = `/api/cities?${new URLSearchParams({ q: query })}`;
  const body = await apiGet({ baseUrl: host.apiBaseUrl }, path, cityListResponseSchema, { signal });
  return body.result;
}
