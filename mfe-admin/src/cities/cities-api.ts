import {
  adminCitiesResponseSchema,
  adminCityPairsResponseSchema,
  apiGet,
  type AdminCitiesPage,
  type AdminCityPairsPage,
  type HostApi,
  type ListPagingQuery,
} from '@jatra/shared';
import { adminClient } from '../api';
import { pagedSearch } from '../table';

/** `GET /api/admin/cities?q=&after=|before=`: one page (50) of our synced cities, by name. */
export async function fetchCities(
  host: HostApi,
  q: string,
  page: ListPagingQuery,
  signal?: AbortSignal,
): Promise<AdminCitiesPage> {
  const path = `/api/admin/cities?${pagedSearch(q, page)}`;
  return (await apiGet(adminClient(host), path, adminCitiesResponseSchema, { signal })).result;
}

/** `GET /api/admin/city-pairs?q=&after=|before=`: one page (100) of the pairs either of whose cities matches. */
export async function fetchCityPairs(
  host: HostApi,
  q: string,
  page: ListPagingQuery,
  signal?: AbortSignal,
): Promise<AdminCityPairsPage> {
  const path = `/api/admin/city-pairs?${pagedSearch(q, page)}`;
  return (await apiGet(adminClient(host), path, adminCityPairsResponseSchema, { signal })).result;
}
