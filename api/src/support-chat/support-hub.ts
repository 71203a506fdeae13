import type { Logger } from 'pino';
import type { PubSub } from '../db/notify-channel';
import type { SupportMessageRow } from './support-chat.schema';

/** The one channel every API instance listens on for new chat messages. */
export const SUPPORT_CHANNEL = 'support_chat';

type Deliver = (message: SupportMessageRow) => void;

/**
 * Carries each new chat message to the event streams that wait for it, whichever API instance holds them: the
 * instance that stored the message NOTIFYs its id, every instance LISTENs (from its first stream on), reads the
 * message and hands it to its own streams of that conversation and its staff inbox streams.
 */
export function createSupportHub(deps: {
  pubsub: PubSub;
  readMessage: (id: string) => Promise<SupportMessageRow | undefined>;
  logger: Logger;
}) {
  const { pubsub, readMessage, logger } = deps;
  const byConversation = new Map<string, Set<Deliver>>();
  const inbox = new Set<Deliver>();
  let listening: Promise<unknown> | undefined;

  async function heard(payload: string) {
    try {
      const { message: id } = JSON.parse(payload) as { message: string };
      const message = await readMessage(id);
      if (!message) return;
      for (const deliver of [...(byConversation.get(message.conversationId) ?? []), ...inbox]) deliver(message);
    } catch (error) {
      logger.warn({ err: error }, 'a chat notification could not be delivered');
    }
  }

  /** Listens once per instance; a failure is retried by the next stream. */
  function listen(): Promise<unknown> {
    listening ??= pubsub
      .subscribe(SUPPORT_CHANNEL, (payload) => void heard(payload))
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  }

  return {
    /** Tells every instance of a stored message. */
    async published(message: SupportMessageRow): Promise<void> {
      await pubsub.publish(SUPPORT_CHANNEL, JSON.stringify({ message: message.id }));
    },

    /** Resolves once listening, so no message stored after it is missed; returns the unsubscribe. */
    async watchConversation(id: string, deliver: Deliver): Promise<() => void> {
      await listen();
      const set = byConversation.get(id) ?? new Set<Deliver>();
      set.add(deliver);
      byConversation.set(id, set);
      return () => {
        set.delete(deliver);
        if (set.size === 0) byConversation.delete(id);
      };
    },

    async watchInbox(deliver: Deliver): Promise<() => void> {
      await listen();
      inbox.add(deliver);
      return () => inbox.delete(deliver);
    },
  };
}

export type SupportHub = ReturnType<typeof createSupportHub>;
