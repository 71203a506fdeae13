import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { bookings } from '../commerce';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import {
  supportConversations,
  supportMessages,
  type SupportConversationRow,
  type SupportMessageRow,
} from './support-chat.schema';

/** Where the inbox's last page ended: the last conversation's sort key. */
export interface InboxCursor {
  answered: boolean;
  lastMessageAt: Date;
  id: string;
}

/** What the inbox shows of a conversation: the row, and the traveller's name and e-mail from their account. */
export interface ConversationView extends SupportConversationRow {
  userName: string | null;
  userEmail: string | null;
}

/**
 * The only writer of `support_conversations` and `support_messages`, and read-only queries of a traveller's
 * account and bookings (owned by auth and bookings).
 */
export function createSupportChatRepository(db: Database) {
  const selectViews = () =>
    db
      .select({ conversation: supportConversations, userName: users.fullName, userEmail: users.email })
      .from(supportConversations)
      .leftJoin(users, eq(users.id, supportConversations.userId));
  const toView = (row: { conversation: SupportConversationRow; userName: string | null; userEmail: string | null }) =>
    ({ ...row.conversation, userName: row.userName, userEmail: row.userEmail }) satisfies ConversationView;

  return {
    /** A conversation and its first message, in one transaction. */
    async start(conversation: SupportConversationRow, message: SupportMessageRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(supportConversations).values(conversation);
        await tx.insert(supportMessages).values(message);
      });
    },

    /** Adds a message and moves the conversation's answered flag and time with it, in one transaction. */
    async add(message: SupportMessageRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(supportMessages).values(message);
        await tx
          .update(supportConversations)
          .set({ answered: message.author === 'staff', lastMessageAt: message.createdAt })
          .where(eq(supportConversations.id, message.conversationId));
      });
    },

    async byId(id: string): Promise<ConversationView | undefined> {
      const [row] = await selectViews().where(eq(supportConversations.id, id));
      return row && toView(row);
    },

    async byGuestTokenHash(hash: string): Promise<ConversationView | undefined> {
      const [row] = await selectViews().where(eq(supportConversations.guestTokenHash, hash));
      return row && toView(row);
    },

    async ownerOf(id: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ userId: supportConversations.userId })
        .from(supportConversations)
        .where(eq(supportConversations.id, id));
      return row ? row.userId : undefined;
    },

    /** The user's conversations, newest first. */
    async forUser(userId: string, limit: number): Promise<ConversationView[]> {
      const rows = await selectViews()
        .where(eq(supportConversations.userId, userId))
        .orderBy(desc(supportConversations.lastMessageAt))
        .limit(limit);
      return rows.map(toView);
    },

    /** One page of the inbox: unanswered first, then the newest message first, after `cursor`. */
    async inbox(cursor: InboxCursor | undefined, limit: number): Promise<ConversationView[]> {
      const c = supportConversations;
      const after = cursor
        ? or(
            gt(c.answered, cursor.answered),
            and(
              eq(c.answered, cursor.answered),
              or(
                lt(c.lastMessageAt, cursor.lastMessageAt),
                and(eq(c.lastMessageAt, cursor.lastMessageAt), lt(c.id, cursor.id)),
              ),
            ),
          )
        : undefined;
      const rows = await selectViews().where(after).orderBy(c.answered, desc(c.lastMessageAt), desc(c.id)).limit(limit);
      return rows.map(toView);
    },

    /** The conversation's latest `limit` messages, oldest first. */
    async messages(conversationId: string, limit: number): Promise<SupportMessageRow[]> {
      const rows = await db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversationId))
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async message(id: string): Promise<SupportMessageRow | undefined> {
      const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
      return row;
    },

    /** The traveller has an event stream open until `until` (renewed by its heartbeat); null: closed. */
    async setTravellerOnline(id: string, until: Date | null): Promise<void> {
      await db.update(supportConversations).set({ travellerOnlineUntil: until }).where(eq(supportConversations.id, id));
    },

    /** The owner of a booking, to check a PNR a traveller names is theirs. */
    async bookingOwner(pnr: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.pnr, pnr));
      return row?.userId;
    },

    /** The traveller's latest bookings, for staff answering them. */
    async userBookings(userId: string, limit: number) {
      return db
        .select({
          pnr: bookings.pnr,
          origin: bookings.origin,
          destination: bookings.destination,
          travelDate: bookings.travelDate,
          status: bookings.status,
          seats: sql<number>`jsonb_array_length(${bookings.seats})::int`,
          total: bookings.totalAmount,
        })
        .from(bookings)
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt))
        .limit(limit);
    },
  };
}

export type SupportChatRepository = ReturnType<typeof createSupportChatRepository>;
