import { ApiRequestError, SUPPORT_CHAT_MESSAGES, SUPPORT_MESSAGE_MAX_LENGTH, sayRule } from '@jatra/shared';
import { Alert, Button } from '@jatra/shared/ui';
import { AlertCircle, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useAdminI18n } from '../i18n';
import { useReply } from './use-support';

/** Staff's reply; the API e-mails it as well when the traveller is away or it is outside staffed hours. */
export function ReplyBox({ conversationId }: { conversationId: string }) {
  const { t } = useAdminI18n();
  const id = useId();
  const reply = useReply(conversationId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setProblem(sayRule(SUPPORT_CHAT_MESSAGES.emptyMessage));
    setProblem(null);
    reply.mutate(text, {
      onSuccess: () => setBody(''),
      onError: (error) =>
        setProblem(
          error instanceof ApiRequestError && error.status < 500
            ? error.message
            : sayRule(SUPPORT_CHAT_MESSAGES.sendFailed),
        ),
    });
  };

  return (
    <form className="support-reply" onSubmit={submit} noValidate>
      <label className="support-reply__label" htmlFor={`${id}-reply`}>
        {t('support.reply')}
      </label>
      <div className="support-reply__row">
        <textarea
          id={`${id}-reply`}
          className="jt-input support-reply__text"
          rows={3}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" loading={reply.isPending}>
          <Send size={18} aria-hidden="true" />
          {t('support.send')}
        </Button>
      </div>
      {problem && <Alert icon={<AlertCircle size={18} aria-hidden="true" />}>{problem}</Alert>}
    </form>
  );
}
