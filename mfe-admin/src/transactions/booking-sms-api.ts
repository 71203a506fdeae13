import { adminBookingSmsResponseSchema, apiGet, type AdminBookingSmsAnswer, type HostApi } from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/bookings/:pnr/sms`: the SMS a booking sent and their delivery, newest first. */
export async function fetchBookingSms(
  host: HostApi,
  pnr: string,
  signal?: AbortSignal,
): Promise<AdminBookingSmsAnswer> {
  const path = `/api/admin/bookings/${encodeURIComponent(pnr)}/sms`;
  return (await apiGet(adminClient(host), path, adminBookingSmsResponseSchema, { signal })).result;
}
