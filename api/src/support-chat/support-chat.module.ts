import type { Logger } from 'pino';
import type { SupportContact } from '@jatra/shared';
import { savedLocale, type Access } from '../auth';
import type { Locale } from '@jatra/shared/i18n';
import type { DatabaseHandle } from '../db/database';
import type { Notifications } from '../notifications';
import type { SupportChatLimitSettings } from './support-chat-limits';
import { createSupportChatLimits } from './support-chat-limits';
import { supportChatRoutes } from './support-chat.routes';
import { createSupportChatRepository, type ConversationView } from './support-chat.repository';
import type { SupportMessageRow } from './support-chat.schema';
import { createSupportChatService, replyAddress } from './support-chat.service';
import { createSupportHub } from './support-hub';
import { supportReplyMail } from './support-reply-mail';
import { createStreamTickets } from './stream-tickets';
import { supportInboxRoutes } from './support-inbox.routes';

/** Where a reply mail sends the traveller: Help, with the chat open (a guest's browser still holds its token). */
export const chatPageUrl = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/help?chat=open`;

/** The live chat wired together: its store, the hub between instances, stream tickets, limits and reply mails. */
export function composeSupportChat(deps: {
  database: DatabaseHandle;
  access: Access;
  notifications: Pick<Notifications, 'mail'>;
  supportContact?: () => Promise<SupportContact>;
  appUrl: string;
  ticketSecret: string;
  limits: SupportChatLimitSettings;
  logger: Logger;
  now?: () => Date;
}) {
  const { database, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createSupportChatRepository(database.db);
  const hub = createSupportHub({ pubsub: database.pubsub, readMessage: repository.message, logger });

  /** The reply mail's language: the one a signed-in traveller saved in their profile, or the one a guest wrote in. */
  const replyLocale = (conversation: ConversationView): Promise<Locale> =>
    conversation.userId
      ? savedLocale(database.db, conversation.userId)
      : Promise.resolve(conversation.guestLocale ?? 'en');

  async function mailReply(conversation: ConversationView, reply: SupportMessageRow) {
    const to = replyAddress(conversation);
    if (!to) {
      logger.warn({ conversation: conversation.id }, 'support reply not e-mailed: the traveller has no e-mail address');
      return;
    }
    await deps.notifications.mail(`support-reply:${reply.id}`, async () => {
      const question = (await repository.messages(conversation.id, 20))
        .filter((message) => message.author === 'traveller' && message.createdAt <= reply.createdAt)
        .at(-1)?.body;
      const name = conversation.guestName ?? conversation.userName ?? '';
      const support = await deps.supportContact?.();
      const chatUrl = chatPageUrl(deps.appUrl);
      const locale = await replyLocale(conversation);
      return {
        key: `support-reply:${reply.id}`,
        toAddress: to,
        ...supportReplyMail({ name, question, reply: reply.body, pnr: conversation.pnr, chatUrl, support, locale }),
      };
    });
  }

  const service = createSupportChatService({ repository, hub, mailReply, logger, now });
  const supportChat = {
    service,
    hub,
    tickets: createStreamTickets(deps.ticketSecret, now),
    limits: createSupportChatLimits(database.db, deps.limits),
  };
  return {
    services: { supportChat },
    routers: { chat: supportChatRoutes(supportChat, deps.access), inbox: supportInboxRoutes(supportChat, deps.access) },
  };
}
