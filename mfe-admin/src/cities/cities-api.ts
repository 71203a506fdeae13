import {
  adminCitiesResponseSchema,
  adminCityPairsResponseSchema,
  apiGet,
  type AdminCitiesPage,
  type AdminCityPair,
  type HostApi,
} from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/cities?q=&page=`: one page of our synced cities. */
export async function fetchCities(
  host: HostApi,
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminCitiesPage> {
  const path = `/api/admin/cities?${new URLSearchParams({ q, page: String(page) })}`;
  const answer = await apiGet(adminClient(host), path, adminCitiesResponseSchema, { signal });
  return answer.result;
}

/** `GET /api/admin/city-pairs?q=`: the pairs either of whose cities matches, at most 100, with the full count. */
export async function fetchCityPairs(
  host: HostApi,
  q: string,
  signal?: AbortSignal,
): Promise<{ pairs: AdminCityPair[]; total: number }> {
  const path = `/api/admin/city-pairs?${new URLSearchParams({ q })}`;
  const answer = await apiGet(adminClient(host), path, adminCityPairsResponseSchema, { signal });
  return answer.result;
}
