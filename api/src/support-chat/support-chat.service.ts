import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Locale } from '@jatra/shared/i18n';
import {
  SUPPORT_CHAT_MESSAGES,
  SUPPORT_INBOX_PAGE,
  SUPPORT_THREAD_PAGE,
  withinSupportHours,
  type SupportAdminThread,
  type SupportConversation,
  type SupportConversationInput,
  type SupportMessage,
  type SupportThread,
} from '@jatra/shared';
import { badRequest, notFound } from '../http/app-error';
import type { ConversationView, InboxCursor, SupportChatRepository } from './support-chat.repository';
import type { SupportMessageRow } from './support-chat.schema';
import type { SupportHub } from './support-hub';

/** A traveller counts as reading the chat this long after their stream's last heartbeat. */
export const ONLINE_GRACE_MS = 45_000;
const BOOKINGS_BESIDE = 10;

export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who writes: a signed-in user, or a guest holding their conversation's token. */
export type Writer = { userId: string } | { guestToken: string };

export interface SupportChatDeps {
  repository: SupportChatRepository;
  hub: SupportHub;
  /** e-mails a staff reply (queued in the outbox, sent, retried); never rejects */
  mailReply: (conversation: ConversationView, reply: SupportMessageRow) => Promise<void>;
  logger: Logger;
  now?: () => Date;
}

const toMessage = (row: SupportMessageRow): SupportMessage => ({
  id: row.id,
  conversation_id: row.conversationId,
  author: row.author,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/** The e-mail address a reply goes to: the guest's, or the traveller's account's. */
export const replyAddress = (row: ConversationView) => row.guestEmail ?? row.userEmail;

const cursorOf = (row: ConversationView) =>
  Buffer.from(JSON.stringify([row.answered, row.lastMessageAt.getTime(), row.id])).toString('base64url');

function parseCursor(cursor: string | undefined): InboxCursor | undefined {
  if (!cursor) return undefined;
  try {
    const [answered, at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [boolean, number, string];
    if (typeof answered !== 'boolean' || !Number.isFinite(at) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error();
    return { answered, lastMessageAt: new Date(at), id };
  } catch {
    throw badRequest('The page cursor is not valid');
  }
}

/**
 * Live chat with support: travellers (signed in, or guests with name and e-mail) write, staff answer from the
 * inbox. Each stored message is announced to every API instance's streams; a staff reply the traveller is not
 * there to read, or any reply outside staffed hours, is e-mailed as well.
 */
export function createSupportChatService(deps: SupportChatDeps) {
  const { repository, hub, logger } = deps;
  const now = deps.now ?? (() => new Date());

  const toConversation = (row: ConversationView): SupportConversation => ({
    id: row.id,
    name: row.guestName ?? row.userName ?? row.userEmail ?? 'Traveller',
    email: replyAddress(row),
    pnr: row.pnr,
    guest: row.userId === null,
    answered: row.answered,
    last_message_at: row.lastMessageAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    staffed: withinSupportHours(now()),
  });

  async function thread(row: ConversationView): Promise<SupportThread> {
    const messages = await repository.messages(row.id, SUPPORT_THREAD_PAGE);
    return { conversation: toConversation(row), messages: messages.map(toMessage) };
  }

  /** The conversation the writer may write to, or 404 whatever the reason. */
  async function conversationOf(writer: Writer, id?: string): Promise<ConversationView> {
    const row =
      'guestToken' in writer
        ? await repository.byGuestTokenHash(hashGuestToken(writer.guestToken))
        : id
          ? await repository.byId(id)
          : undefined;
    if (!row || ('userId' in writer && row.userId !== writer.userId)) throw notFound(SUPPORT_CHAT_MESSAGES.notFound);
    return row;
  }

  async function store(message: SupportMessageRow): Promise<void> {
    await repository.add(message);
    await announce(message);
  }

  /** Stored first: a failed announcement only costs the live delivery (the thread is read again on reconnect). */
  async function announce(message: SupportMessageRow) {
    await hub.published(message).catch((error: unknown) => {
      logger.warn({ err: error, conversation: message.conversationId }, 'chat message stored but not announced');
    });
  }

  const newMessage = (conversationId: string, author: SupportMessageRow['author'], body: string, staff?: string) => ({
    id: randomUUID(),
    conversationId,
    author,
    staffUserId: staff ?? null,
    body,
    createdAt: now(),
  });

  return {
    /** Opens a conversation with its first message; a guest gets the token that opens it again. */
    async start(
      caller: { userId: string } | undefined,
      input: SupportConversationInput,
      locale: Locale,
    ): Promise<SupportThread & { guest_token: string | null }> {
      if (input.pnr && !caller) throw badRequest(SUPPORT_CHAT_MESSAGES.ticketNeedsSignIn);
      if (input.pnr && (await repository.bookingOwner(input.pnr)) !== caller!.userId) {
        throw notFound(SUPPORT_CHAT_MESSAGES.ticketNotFound);
      }
      if (!caller && !input.name) throw badRequest(SUPPORT_CHAT_MESSAGES.nameRequired);
      if (!caller && !input.email) throw badRequest(SUPPORT_CHAT_MESSAGES.emailInvalid);
      const guestToken = caller ? null : randomBytes(32).toString('base64url');
      const id = randomUUID();
      const message = newMessage(id, 'traveller', input.body);
      await repository.start(
        {
          id,
          userId: caller?.userId ?? null,
          guestName: caller ? null : input.name!,
          guestEmail: caller ? null : input.email!.toLowerCase(),
          guestTokenHash: guestToken ? hashGuestToken(guestToken) : null,
          guestLocale: caller ? null : locale,
          pnr: input.pnr ?? null,
          status: 'open',
          answered: false,
          lastMessageAt: message.createdAt,
          travellerOnlineUntil: null,
          createdAt: message.createdAt,
        },
        message,
      );
      await announce(message);
      logger.info({ conversation: id, guest: !caller, pnr: input.pnr }, 'support chat started');
      return { ...(await thread((await repository.byId(id))!)), guest_token: guestToken };
    },

    /** The writer's conversation with its latest messages. */
    read: async (writer: Writer, id?: string): Promise<SupportThread> => thread(await conversationOf(writer, id)),

    /** The signed-in traveller's conversations, newest first. */
    async mine(userId: string): Promise<SupportConversation[]> {
      return (await repository.forUser(userId, 20)).map(toConversation);
    },

    /** The traveller writes again. */
    async write(writer: Writer, body: string, id?: string): Promise<SupportMessage> {
      const conversation = await conversationOf(writer, id);
      const message = newMessage(conversation.id, 'traveller', body);
      await store(message);
      return toMessage(message);
    },

    /** The id of the conversation a writer may open a stream of (404 otherwise). */
    streamable: async (writer: Writer, id?: string): Promise<string> => (await conversationOf(writer, id)).id,

    /** Staff reply; e-mailed too when the traveller is not reading the chat now or it is outside staffed hours. */
    async reply(conversationId: string, staffUserId: string, body: string): Promise<SupportMessage> {
      const conversation = await repository.byId(conversationId);
      if (!conversation) throw notFound(SUPPORT_CHAT_MESSAGES.notFound);
      const message = newMessage(conversationId, 'staff', body, staffUserId);
      await store(message);
      const at = now();
      const reading = conversation.travellerOnlineUntil !== null && conversation.travellerOnlineUntil > at;
      if (!reading || !withinSupportHours(at)) await deps.mailReply(conversation, message);
      return toMessage(message);
    },

    /** One page of the inbox: unanswered first, then newest. */
    async inbox(cursor: string | undefined): Promise<{ result: SupportConversation[]; next_cursor: string | null }> {
      const rows = await repository.inbox(parseCursor(cursor), SUPPORT_INBOX_PAGE + 1);
      const page = rows.slice(0, SUPPORT_INBOX_PAGE);
      return {
        result: page.map(toConversation),
        next_cursor: rows.length > SUPPORT_INBOX_PAGE ? cursorOf(page[page.length - 1]!) : null,
      };
    },

    /** A conversation for staff, with the traveller's latest bookings beside it. */
    async staffThread(id: string): Promise<SupportAdminThread> {
      const row = await repository.byId(id);
      if (!row) throw notFound(SUPPORT_CHAT_MESSAGES.notFound);
      const bookings = row.userId ? await repository.userBookings(row.userId, BOOKINGS_BESIDE) : [];
      return {
        ...(await thread(row)),
        bookings: bookings.map((booking) => ({
          pnr: booking.pnr,
          route: `${booking.origin} → ${booking.destination}`,
          travel_date: booking.travelDate,
          status: booking.status,
          seats: booking.seats,
          total: booking.total,
        })),
      };
    },

    /** The traveller's stream is open (and renewed by its heartbeat), or closed (`false`). */
    async travellerPresent(conversationId: string, present: boolean): Promise<void> {
      const until = present ? new Date(now().getTime() + ONLINE_GRACE_MS) : null;
      await repository.setTravellerOnline(conversationId, until);
    },

    ownerOf: async (id: string): Promise<string | undefined> =>
      /^[0-9a-f-]{36}$/i.test(id) ? ((await repository.ownerOf(id)) ?? undefined) : undefined,

    toMessage,
  };
}

export type SupportChatService = ReturnType<typeof createSupportChatService>;
