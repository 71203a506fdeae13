import {
  adminSchedulesResponseSchema,
  apiGet,
  cityListResponseSchema,
  type AdminSchedule,
  type AdminSchedulesQuery,
  type City,
  type HostApi,
} from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/schedules?origin_id=&destination_id=&date=`: the provider's schedules, asked live. */
export async function fetchSchedules(
  host: HostApi,
  query: AdminSchedulesQuery,
  signal?: AbortSignal,
): Promise<AdminSchedule[]> {
  const search = new URLSearchParams({
    origin_id: String(query.origin_id),
    destination_id: String(query.destination_id),
    date: query.date,
  });
  const answer = await apiGet(adminClient(host), `/api/admin/schedules?${search}`, adminSchedulesResponseSchema, {
    signal,
  });
  return answer.result;
}

/** `GET /api/cities?q=`: the travellers' city typeahead, the same list the site searches by. */
export async function searchCities(host: HostApi, q: string, signal?: AbortSignal): Promise<City[]> {
  const answer = await apiGet(adminClient(host), `/api/cities?${new URLSearchParams({ q })}`, cityListResponseSchema, {
    signal,
  });
  return answer.result;
}
