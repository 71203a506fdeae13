import { SUPPORT_CHAT_MESSAGES, withinSupportHours, sayRule } from '@jatra/shared';
import { Dialog, ErrorState, LoadingState } from '@jatra/shared/ui';
import { Clock, Ticket } from 'lucide-react';
import { shellI18n, useShellI18n } from '../i18n';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import { closeSupportChat, useSupportChatStore } from './support-chat-store';
import { useSupportChat } from './use-support-chat';
import './support-chat.css';

/**
 * The live chat with support, over any page: the whole screen on a phone, a panel at the right on wide screens.
 * Outside staffed hours it still takes the message and says the reply comes by e-mail.
 */
export function SupportChatPanel() {
  const { t } = useShellI18n();
  const { open, pnr } = useSupportChatStore();
  const chat = useSupportChat(open, pnr);
  const conversation = chat.thread?.conversation;
  const staffed = conversation?.staffed ?? withinSupportHours(new Date());
  const about = conversation?.pnr ?? pnr;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && closeSupportChat()}
      title={sayRule(SUPPORT_CHAT_MESSAGES.title)}
      size="panel"
    >
      <div className="chat-panel">
        <p className="chat-panel__status">
          <Clock size={16} aria-hidden="true" />
          <span>
            {sayRule(SUPPORT_CHAT_MESSAGES.hours)}. {staffed ? sayRule(SUPPORT_CHAT_MESSAGES.online) : ''}
          </span>
        </p>
        {about && (
          <p className="chat-panel__ticket">
            <Ticket size={16} aria-hidden="true" />{' '}
            <shellI18n.RichMessage id="chat.aboutTicket" values={{ pnr: about }} components={{ 0: <strong /> }} />
          </p>
        )}
        {!staffed && <p className="chat-panel__offline">{sayRule(SUPPORT_CHAT_MESSAGES.offline)}</p>}
        <div className="chat-panel__body">
          {chat.phase === 'loading' && <LoadingState label={t('chat.loading')} />}
          {chat.phase === 'error' && (
            <ErrorState title={sayRule(SUPPORT_CHAT_MESSAGES.loadFailed)} onRetry={chat.retry} />
          )}
          {chat.phase === 'new' && (
            <p className="chat-panel__intro">{t(chat.signedIn ? 'chat.intro' : 'chat.introGuest')}</p>
          )}
          {chat.phase === 'ready' && chat.thread && <ChatMessages messages={chat.thread.messages} />}
        </div>
        {(chat.phase === 'new' || chat.phase === 'ready') && (
          <ChatComposer askIdentity={chat.phase === 'new' && !chat.signedIn} onSend={chat.send} />
        )}
      </div>
    </Dialog>
  );
}
