import { pageRoutes, type SupportConversation } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { Link } from 'react-router-dom';
import { useAdminI18n } from '../i18n';
import { chatTime } from '../parts';

interface InboxListProps {
  conversations: SupportConversation[];
  selected: string | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
}

/** The inbox: unanswered conversations first (marked), then the newest; each opens its conversation. */
export function InboxList({ conversations, selected, hasMore, loadingMore, onMore }: InboxListProps) {
  const { t, format, locale } = useAdminI18n();
  if (conversations.length === 0) return <p className="support-empty">{t('support.noConversations')}</p>;
  return (
    <div className="support-inbox">
      <ul className="support-inbox__list" aria-label={t('support.conversations')}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <Link
              className={`support-inbox__item${conversation.id === selected ? ' support-inbox__item--selected' : ''}`}
              to={pageRoutes.adminConversation.link({ id: conversation.id })}
              aria-current={conversation.id === selected ? 'page' : undefined}
            >
              <span className="support-inbox__name">{conversation.name}</span>
              {!conversation.answered && <span className="support-badge">{t('support.unanswered')}</span>}
              <span className="support-inbox__meta">
                {conversation.guest ? t('support.guest') : t('support.signedIn')}
                {conversation.pnr ? ` · ${conversation.pnr}` : ''}
              </span>
              <time className="support-inbox__time" dateTime={conversation.last_message_at}>
                {chatTime(conversation.last_message_at, locale, format)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="secondary" loading={loadingMore} onClick={onMore}>
          {t('support.more')}
        </Button>
      )}
    </div>
  );
}
