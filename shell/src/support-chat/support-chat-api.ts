import {
  apiGet,
  apiPost,
  SUPPORT_GUEST_TOKEN_HEADER,
  supportConversationsResponseSchema,
  supportMessageResponseSchema,
  supportStartResponseSchema,
  supportStreamTicketResponseSchema,
  supportThreadResponseSchema,
  type ApiClientOptions,
  type SupportConversationInput,
} from '@jatra/shared';

/** Whose conversation: the signed-in traveller's (by id) or a guest's (by the token only their browser holds). */
export type ChatKey = { id: string } | { guestToken: string };

const base = (key: ChatKey) =>
  'id' in key ? `/api/support/conversations/${encodeURIComponent(key.id)}` : '/api/support/guest';
const withKey = (client: ApiClientOptions, key: ChatKey): ApiClientOptions =>
  'guestToken' in key
    ? { ...client, getAccessToken: undefined, headers: { [SUPPORT_GUEST_TOKEN_HEADER]: key.guestToken } }
    : client;

/** The chat's calls to the API. */
export function supportChatApi(client: ApiClientOptions) {
  return {
    start: async (input: SupportConversationInput) =>
      (await apiPost(client, '/api/support/conversations', input, supportStartResponseSchema)).result,
    mine: async () => (await apiGet(client, '/api/support/conversations', supportConversationsResponseSchema)).result,
    read: async (key: ChatKey) => (await apiGet(withKey(client, key), base(key), supportThreadResponseSchema)).result,
    write: async (key: ChatKey, body: string) =>
      (await apiPost(withKey(client, key), `${base(key)}/messages`, { body }, supportMessageResponseSchema)).result,
    /** The URL of the conversation's event stream, with a fresh ticket. */
    async streamUrl(key: ChatKey): Promise<string> {
      const { result } = await apiPost(
        withKey(client, key),
        `${base(key)}/stream-ticket`,
        {},
        supportStreamTicketResponseSchema,
      );
      return new URL(`/api/support/stream?ticket=${encodeURIComponent(result.ticket)}`, client.baseUrl).toString();
    },
  };
}
