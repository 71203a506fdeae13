import {
  ApiRequestError,
  followSupportStream,
  type ApiClientOptions,
  type SupportMessage,
  type SupportThread,
} from '@jatra/shared';
import { useCallback, useEffect, useState } from 'react';
import { endRejectedSession, getApiBaseUrl, getAuthClient, useAuthStore } from '../auth';
import { readGuestToken, saveGuestToken } from './guest-token';
import { supportChatApi, type ChatKey } from './support-chat-api';

export type ChatPhase = 'loading' | 'new' | 'ready' | 'error';

/** The signed-in user's token (none for a guest); a refused one ends the session as everywhere in the shell. */
const client: ApiClientOptions = {
  get baseUrl() {
    return getApiBaseUrl();
  },
  getAccessToken: async () =>
    useAuthStore.getState().session
      ? ((await (await getAuthClient()).getSession()).data.session?.access_token ?? null)
      : null,
  onSessionRejected: endRejectedSession,
};
const api = supportChatApi(client);

/** Adds messages not seen yet, keeping the thread in the order they were written. */
function withMessages(thread: SupportThread, messages: SupportMessage[]): SupportThread {
  const known = new Set(thread.messages.map((message) => message.id));
  const added = messages.filter((message) => !known.has(message.id));
  if (added.length === 0) return thread;
  const all = [...thread.messages, ...added].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { ...thread, messages: all };
}

/**
 * The traveller's side of the chat: finds their conversation (the signed-in user's latest, about `pnr` when
 * given; a guest's by the token this browser holds), follows its event stream while the panel is open, and
 * sends (the first message starts the conversation).
 */
export function useSupportChat(open: boolean, pnr: string | undefined) {
  const signedIn = useAuthStore((state) => state.user !== null);
  const [key, setKey] = useState<ChatKey | null>(null);
  const [thread, setThread] = useState<SupportThread | null>(null);
  const [phase, setPhase] = useState<ChatPhase>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    void (async () => {
      let found: ChatKey | null = null;
      if (signedIn) {
        // newest first: the latest conversation, or the latest about this ticket
        const match = (await api.mine()).find((conversation) => !pnr || conversation.pnr === pnr);
        if (match) found = { id: match.id };
      } else {
        const token = readGuestToken();
        if (token) found = { guestToken: token };
      }
      const loaded = found && (await api.read(found));
      if (!current) return;
      setKey(found);
      setThread(loaded);
      setPhase(loaded ? 'ready' : 'new');
    })().catch((error: unknown) => {
      if (!current) return;
      if (error instanceof ApiRequestError && error.status === 404 && !signedIn) {
        // the guest's conversation is gone (or the token is not one): start afresh
        saveGuestToken(null);
        setKey(null);
        setThread(null);
        setPhase('new');
      } else {
        setPhase('error');
      }
    });
    return () => {
      current = false;
    };
  }, [open, signedIn, pnr, attempt]);

  useEffect(() => {
    if (!open || !key) return;
    return followSupportStream({
      streamUrl: () => api.streamUrl(key),
      // listening again: what came while the stream was down is read with the thread
      onReady: () =>
        void api
          .read(key)
          .then((fresh) => setThread((shown) => (shown ? withMessages(fresh, shown.messages) : fresh)))
          .catch(() => undefined),
      onMessage: (event) =>
        setThread((shown) =>
          shown && shown.conversation.id === event.conversation_id ? withMessages(shown, [event.message]) : shown,
        ),
    });
  }, [open, key]);

  const send = useCallback(
    async (body: string, guest?: { name: string; email: string }) => {
      if (!key) {
        const started = await api.start({ body, pnr, ...(signedIn ? {} : guest) });
        if (started.guest_token) saveGuestToken(started.guest_token);
        setKey(started.guest_token ? { guestToken: started.guest_token } : { id: started.conversation.id });
        setThread({ conversation: started.conversation, messages: started.messages });
        setPhase('ready');
        return;
      }
      const message = await api.write(key, body);
      setThread((shown) => (shown ? withMessages(shown, [message]) : shown));
    },
    [key, pnr, signedIn],
  );

  const retry = useCallback(() => {
    setPhase('loading');
    setAttempt((value) => value + 1);
  }, []);
  return { phase, thread, signedIn, send, retry };
}
