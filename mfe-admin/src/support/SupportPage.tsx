import { pageRoutes } from '@jatra/shared';
import { LoadingState } from '@jatra/shared/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAdminI18n } from '../i18n';
import { PageHead, QueryFailed } from '../parts';
import { ConversationView } from './ConversationView';
import { InboxList } from './InboxList';
import { useConversation, useInbox, useSupportStream } from './use-support';
import './support.css';

function Conversation({ id }: { id: string }) {
  const { t } = useAdminI18n();
  const conversation = useConversation(id);
  if (conversation.isPending) return <LoadingState label={t('support.loadingConversation')} />;
  if (conversation.isError) return <QueryFailed title={t('support.failed')} query={conversation} />;
  return <ConversationView thread={conversation.data} />;
}

/** Admin › Support: travellers' live chats, unanswered first; new messages arrive without a reload. */
export function SupportPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useAdminI18n();
  useSupportStream();
  const inbox = useInbox();
  const selected = params.id;
  const conversations = inbox.data?.pages.flatMap((page) => page.result) ?? [];
  return (
    <div className="admin-page">
      <PageHead title={t('support.title')} intro={t('support.intro')} />
      <div className={`support-layout${selected ? ' support-layout--open' : ''}`}>
        <div className="support-layout__inbox">
          {inbox.isPending ? (
            <LoadingState label={t('support.loadingInbox')} />
          ) : inbox.isError ? (
            <QueryFailed title={t('support.failed')} query={inbox} />
          ) : (
            <InboxList
              conversations={conversations}
              selected={selected}
              hasMore={inbox.hasNextPage}
              loadingMore={inbox.isFetchingNextPage}
              onMore={() => void inbox.fetchNextPage()}
            />
          )}
        </div>
        <div className="support-layout__conversation">
          {selected ? (
            <>
              <Link className="jt-button jt-button--ghost support-back" to={pageRoutes.adminSupport.link()}>
                <ArrowLeft size={18} aria-hidden="true" />
                {t('support.all')}
              </Link>
              <Conversation id={selected} />
            </>
          ) : (
            <p className="support-empty support-empty--pick">{t('support.pick')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
