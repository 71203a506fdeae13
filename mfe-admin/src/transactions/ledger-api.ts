import {
  adminLedgerResponseSchema,
  apiGet,
  type AdminLedgerPage,
  type HostApi,
  type LedgerKind,
  type ListPagingQuery,
} from '@jatra/shared';
import { adminClient } from '../api';
import { pagedSearch } from '../table';

/** `GET /api/admin/payments?kind=&q=&after=|before=`: one page (25) of our payment orders or refunds, newest first. */
export async function fetchLedger(
  host: HostApi,
  kind: LedgerKind,
  q: string,
  page: ListPagingQuery,
  signal?: AbortSignal,
): Promise<AdminLedgerPage> {
  const params = pagedSearch(q, page);
  params.set('kind', kind);
  return (await apiGet(adminClient(host), `/api/admin/payments?${params}`, adminLedgerResponseSchema, { signal }))
    .result;
}
