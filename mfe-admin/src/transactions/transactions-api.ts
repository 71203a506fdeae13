import { adminTransactionsResponseSchema, apiGet, type AdminTransactions, type HostApi } from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/transactions?date=`: the provider's transaction log of one day, with its tallies. */
export async function fetchTransactions(host: HostApi, date: string, signal?: AbortSignal): Promise<AdminTransactions> {
  const path = `/api/admin/transactions?${new URLSearchParams({ date })}`;
  const answer = await apiGet(adminClient(host), path, adminTransactionsResponseSchema, { signal });
  return answer.result;
}
