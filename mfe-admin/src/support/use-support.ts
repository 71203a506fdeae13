import { followSupportStream } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchConversation, fetchInbox, inboxStreamUrl, sendReply } from './support-api';

const INBOX = ['admin', 'support', 'inbox'] as const;
const conversationKey = (id: string) => ['admin', 'support', 'conversation', id] as const;

/** The inbox, page by page; kept live by the inbox stream (useSupportStream). */
export function useInbox() {
  const host = useHost();
  return useInfiniteQuery({
    queryKey: INBOX,
    queryFn: ({ pageParam, signal }) => fetchInbox(host, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
}

export function useConversation(id: string | undefined) {
  const host = useHost();
  return useQuery({
    queryKey: conversationKey(id ?? ''),
    queryFn: ({ signal }) => fetchConversation(host, id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useReply(id: string) {
  const host = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendReply(host, id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
      void queryClient.invalidateQueries({ queryKey: INBOX });
    },
  });
}

/** While the inbox is open: each new message (from any instance) refreshes the inbox and its conversation. */
export function useSupportStream() {
  const host = useHost();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followSupportStream({
        streamUrl: () => inboxStreamUrl(host),
        onReady: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'support'] }),
        onMessage: (event) => {
          void queryClient.invalidateQueries({ queryKey: INBOX });
          void queryClient.invalidateQueries({ queryKey: conversationKey(event.conversation_id) });
        },
      }),
    [host, queryClient],
  );
}
