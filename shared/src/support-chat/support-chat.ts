import { z } from 'zod';
import { pnrSchema } from '../booking/cancellation';
import { SUPPORT_HOURS_VALUES } from './support-hours';
import { ruleMessage, ruleError } from '../rules/i18n/rule-catalogues';

/** The longest chat message, in characters: a few paragraphs. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 1000;

export const SUPPORT_CHAT_MESSAGES = {
  title: ruleMessage('supportChat.title'),
  hours: ruleMessage('supportChat.hours', SUPPORT_HOURS_VALUES),
  online: ruleMessage('supportChat.online'),
  offline: ruleMessage('supportChat.offline', SUPPORT_HOURS_VALUES),
  emptyMessage: ruleMessage('supportChat.emptyMessage'),
  tooLong: ruleMessage('supportChat.tooLong', { max: SUPPORT_MESSAGE_MAX_LENGTH }),
  nameRequired: ruleMessage('supportChat.nameRequired'),
  emailInvalid: ruleMessage('supportChat.emailInvalid'),
  notFound: ruleMessage('supportChat.notFound'),
  ticketNotFound: ruleMessage('supportChat.ticketNotFound'),
  ticketNeedsSignIn: ruleMessage('supportChat.ticketNeedsSignIn'),
  sendFailed: ruleMessage('supportChat.sendFailed'),
  loadFailed: ruleMessage('supportChat.loadFailed'),
  tooManyMessages: ruleMessage('supportChat.tooManyMessages'),
  closed: ruleMessage('supportChat.closed'),
} as const;

const body = z
  .string(ruleError(SUPPORT_CHAT_MESSAGES.emptyMessage))
  .trim()
  .min(1, ruleError(SUPPORT_CHAT_MESSAGES.emptyMessage))
  .max(SUPPORT_MESSAGE_MAX_LENGTH, ruleError(SUPPORT_CHAT_MESSAGES.tooLong));

/** POST …/messages: one message. */
export const supportMessageInputSchema = z.strictObject({ body });

/**
 * POST /api/support/conversations: the first message. A signed-in traveller may name one of their tickets; a
 * guest gives a name and an e-mail address to be answered at.
 */
export const supportConversationInputSchema = z.strictObject({
  body,
  pnr: pnrSchema.optional(),
  name: z
    .string(ruleError(SUPPORT_CHAT_MESSAGES.nameRequired))
    .trim()
    .min(1, ruleError(SUPPORT_CHAT_MESSAGES.nameRequired))
    .max(80, ruleError(SUPPORT_CHAT_MESSAGES.nameRequired))
    .optional(),
  email: z.email(ruleError(SUPPORT_CHAT_MESSAGES.emailInvalid)).max(254).optional(),
});
export type SupportConversationInput = z.infer<typeof supportConversationInputSchema>;

export const supportMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  author: z.enum(['traveller', 'staff']),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportConversationSchema = z.object({
  id: z.string(),
  /** the traveller's name as they gave it, or their profile's */
  name: z.string(),
  email: z.string().nullable(),
  pnr: z.string().nullable(),
  /** a guest's (no account) conversation */
  guest: z.boolean(),
  /** the last message is staff's */
  answered: z.boolean(),
  last_message_at: z.string(),
  created_at: z.string(),
  /** false outside staffed hours: the reply comes by e-mail */
  staffed: z.boolean(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportThreadSchema = z.object({
  conversation: supportConversationSchema,
  /** oldest first, the latest `SUPPORT_THREAD_PAGE` */
  messages: z.array(supportMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

/** How many of a conversation's latest messages one answer carries. */
export const SUPPORT_THREAD_PAGE = 200;

/** GET/POST conversation answers; a guest's start also carries the token that opens it again. */
export const supportThreadResponseSchema = z.object({ result: supportThreadSchema });
export const supportStartResponseSchema = z.object({
  result: supportThreadSchema.extend({ guest_token: z.string().nullable() }),
});
export const supportMessageResponseSchema = z.object({ result: supportMessageSchema });
/** GET /api/support/conversations: the signed-in traveller's, newest first */
export const supportConversationsResponseSchema = z.object({ result: z.array(supportConversationSchema) });

/** A short-lived ticket that opens one event stream (EventSource cannot send a bearer header). */
export const supportStreamTicketResponseSchema = z.object({
  result: z.object({ ticket: z.string(), expires_at: z.string() }),
});
export const supportStreamQuerySchema = z.object({ ticket: z.string().min(1).max(1000) });

/** What an event stream carries, as `data:` of `message` events. */
export const supportStreamEventSchema = z.object({
  conversation_id: z.string(),
  message: supportMessageSchema,
});
export type SupportStreamEvent = z.infer<typeof supportStreamEventSchema>;

/** The header a guest's requests carry their conversation's token in. */
export const SUPPORT_GUEST_TOKEN_HEADER = 'x-support-token';
