import { adminOperatorsResponseSchema, apiGet, type AdminOperator, type HostApi } from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/operators?q=`: our synced copy of the provider's operators, filtered by name. */
export async function fetchOperators(host: HostApi, q: string, signal?: AbortSignal): Promise<AdminOperator[]> {
  const path = `/api/admin/operators?${new URLSearchParams({ q })}`;
  const answer = await apiGet(adminClient(host), path, adminOperatorsResponseSchema, { signal });
  return answer.result;
}
