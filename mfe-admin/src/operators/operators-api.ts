import {
  adminOperatorsResponseSchema,
  apiGet,
  type AdminOperatorsPage,
  type HostApi,
  type ListPagingQuery,
} from '@jatra/shared';
import { adminClient } from '../api';
import { pagedSearch } from '../table';

/** `GET /api/admin/operators?q=&after=|before=`: a page of our synced copy of the provider's operators, by name. */
export async function fetchOperators(
  host: HostApi,
  q: string,
  page: ListPagingQuery,
  signal?: AbortSignal,
): Promise<AdminOperatorsPage> {
  const path = `/api/admin/operators?${pagedSearch(q, page)}`;
  return (await apiGet(adminClient(host), path, adminOperatorsResponseSchema, { signal })).result;
}
