import type { SupportMessage } from '@jatra/shared';
import { useEffect, useRef } from 'react';
import { useShellI18n } from '../i18n';

/**
 * The conversation as a log a screen reader reads out as messages arrive; the newest kept in view. Bodies are
 * text: React escapes whatever anyone typed.
 */
export function ChatMessages({ messages }: { messages: SupportMessage[] }) {
  const { t, format } = useShellI18n();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // a block body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup to call
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <div role="log" aria-live="polite" aria-label={t('chat.messages')}>
      <ol className="chat-log">
        {messages.map((message) => (
          <li key={message.id} className={`chat-message chat-message--${message.author}`}>
            <span className="chat-message__who">{t(message.author === 'staff' ? 'chat.staff' : 'chat.you')}</span>
            <p className="chat-message__body">{message.body}</p>
            <time className="chat-message__time" dateTime={message.created_at}>
              {format.dayTime(message.created_at)}
            </time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="chat-log__end" />
      </ol>
    </div>
  );
}
