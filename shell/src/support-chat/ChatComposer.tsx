import { ApiRequestError, SUPPORT_CHAT_MESSAGES, SUPPORT_MESSAGE_MAX_LENGTH, sayRule } from '@jatra/shared';
import { Alert, Button, Input } from '@jatra/shared/ui';
import { AlertCircle, Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useShellI18n } from '../i18n';

interface ChatComposerProps {
  /** a guest's first message also asks who they are */
  askIdentity: boolean;
  onSend(body: string, guest?: { name: string; email: string }): Promise<void>;
}

/** Where the traveller writes: Enter sends, Shift+Enter starts a new line; a refusal is said under the box. */
export function ChatComposer({ askIdentity, onSend }: ChatComposerProps) {
  const { t } = useShellI18n();
  const id = useId();
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const text = body.trim();
    if (askIdentity && !name.trim()) return setProblem(sayRule(SUPPORT_CHAT_MESSAGES.nameRequired));
    if (askIdentity && !/^\S+@\S+\.\S+$/.test(email.trim()))
      return setProblem(sayRule(SUPPORT_CHAT_MESSAGES.emailInvalid));
    if (!text) return setProblem(sayRule(SUPPORT_CHAT_MESSAGES.emptyMessage));
    setSending(true);
    setProblem(null);
    try {
      await onSend(text, askIdentity ? { name: name.trim(), email: email.trim() } : undefined);
      setBody('');
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError && error.status < 500
          ? error.message
          : sayRule(SUPPORT_CHAT_MESSAGES.sendFailed),
      );
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  }

  return (
    <form className="chat-composer" onSubmit={(event) => void submit(event)} noValidate>
      {askIdentity && (
        <div className="chat-composer__identity">
          <label className="chat-field">
            <span className="chat-field__label">{t('chat.yourName')}</span>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={80} />
          </label>
          <label className="chat-field">
            <span className="chat-field__label">{t('chat.replyEmail')}</span>
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              maxLength={254}
            />
          </label>
        </div>
      )}
      <label className="chat-field__label" htmlFor={`${id}-body`}>
        {t('chat.yourMessage')}
      </label>
      <div className="chat-composer__row">
        <textarea
          id={`${id}-body`}
          className="jt-input chat-composer__text"
          rows={2}
          value={body}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          aria-describedby={`${id}-count`}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" iconOnly aria-label={t('chat.send')} loading={sending}>
          <Send size={20} aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-count`} className="chat-composer__count">
        {body.length} / {SUPPORT_MESSAGE_MAX_LENGTH}
      </p>
      {problem && <Alert icon={<AlertCircle size={18} aria-hidden="true" />}>{problem}</Alert>}
    </form>
  );
}
