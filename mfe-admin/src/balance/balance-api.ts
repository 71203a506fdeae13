import { adminBalanceResponseSchema, apiGet, type AdminBalance, type HostApi } from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/balance?travel_id=`: our account with the provider, optionally as one operator's travel id sees it. */
export async function fetchBalance(
  host: HostApi,
  travelId: number | undefined,
  signal?: AbortSignal,
): Promise<AdminBalance> {
  const search = travelId === undefined ? '' : `?${new URLSearchParams({ travel_id: String(travelId) })}`;
  const answer = await apiGet(adminClient(host), `/api/admin/balance${search}`, adminBalanceResponseSchema, { signal });
  return answer.result;
}
