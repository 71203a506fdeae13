import { adminMastersResponseSchema, apiGet, type AdminMasters, type HostApi } from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/masters`: our synced copy of the provider's master lists. */
export async function fetchMasters(host: HostApi, signal?: AbortSignal): Promise<AdminMasters> {
  const answer = await apiGet(adminClient(host), '/api/admin/masters', adminMastersResponseSchema, { signal });
  return answer.result;
}
