import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@jatra/shared/i18n';
import { users } from '../db/schema';

/**
 * A live-chat conversation with support: a signed-in traveller's (`userId`) or a guest's (name, e-mail and the
 * SHA-256 of the token only the guest's browser holds). Written only by the support-chat module.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    guestTokenHash: text('guest_token_hash').unique(),
    /** the language a guest wrote in, for the reply mail (a signed-in traveller's is their profile's) */
    guestLocale: text('guest_locale').$type<Locale>(),
    /** the ticket the traveller asks about: one of their own bookings */
    pnr: text('pnr'),
    status: text('status').$type<'open' | 'closed'>().notNull(),
    /** the last message is staff's; the inbox shows the unanswered first */
    answered: boolean('answered').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** until when a traveller's open event stream (on any instance) counts them as reading the chat */
    travellerOnlineUntil: timestamp('traveller_online_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('support_conversations_status_check', sql`${table.status} in ('open', 'closed')`),
    check(
      'support_conversations_owner_check',
      sql`(${table.userId} is not null) or (${table.guestEmail} is not null and ${table.guestTokenHash} is not null)`,
    ),
    // the inbox: unanswered first, then the newest message first, paged by key
    index('support_conversations_inbox').on(table.answered, table.lastMessageAt.desc(), table.id.desc()),
    index('support_conversations_user').on(table.userId, table.lastMessageAt.desc()),
  ],
);

export type SupportConversationRow = typeof supportConversations.$inferSelect;

/** The messages of a conversation, in order; bodies are stored as typed and only ever shown as text. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<'traveller' | 'staff'>().notNull(),
    /** the admin who wrote a staff message */
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('support_messages_author_check', sql`${table.author} in ('traveller', 'staff')`),
    index('support_messages_conversation').on(table.conversationId, table.createdAt, table.id),
  ],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;
