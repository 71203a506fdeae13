import {
  apiGet,
  apiPost,
  supportAdminThreadResponseSchema,
  supportInboxResponseSchema,
  supportMessageResponseSchema,
  supportStreamTicketResponseSchema,
  type HostApi,
} from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/support/conversations`: one page of the inbox, unanswered first. */
export const fetchInbox = (host: HostApi, cursor: string | null, signal?: AbortSignal) =>
  apiGet(
    adminClient(host),
    `/api/admin/support/conversations${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`,
    supportInboxResponseSchema,
    { signal },
  );

/** A conversation with the traveller's bookings. */
export const fetchConversation = async (host: HostApi, id: string, signal?: AbortSignal) =>
  (
    await apiGet(
      adminClient(host),
      `/api/admin/support/conversations/${encodeURIComponent(id)}`,
      supportAdminThreadResponseSchema,
      { signal },
    )
  ).result;

export const sendReply = async (host: HostApi, id: string, body: string) =>
  (
    await apiPost(
      adminClient(host),
      `/api/admin/support/conversations/${encodeURIComponent(id)}/messages`,
      { body },
      supportMessageResponseSchema,
    )
  ).result;

/** The inbox's event stream URL, with a fresh ticket. */
export async function inboxStreamUrl(host: HostApi): Promise<string> {
  const { result } = await apiPost(
    adminClient(host),
    '/api/admin/support/stream-ticket',
    {},
    supportStreamTicketResponseSchema,
  );
  return new URL(`/api/support/stream?ticket=${encodeURIComponent(result.ticket)}`, host.apiBaseUrl).toString();
}
