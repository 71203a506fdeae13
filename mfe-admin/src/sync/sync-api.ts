import { apiPost, syncResultResponseSchema, type HostApi, type SyncResult, type SyncTarget } from '@jatra/shared';
import { adminClient } from '../api';

/** `POST /api/admin/sync/{target}`: copies one of the provider's lists into our tables. */
export async function runSync(host: HostApi, target: SyncTarget): Promise<SyncResult> {
  const answer = await apiPost(adminClient(host), `/api/admin/sync/${target}`, {}, syncResultResponseSchema);
  return answer.result;
}
