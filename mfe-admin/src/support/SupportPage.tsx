import { pageRoutes } from '@jatra/shared';
import { LoadingState } from '@jatra/shared/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHead, QueryFailed } from '../parts';
import { ConversationView } from './ConversationView';
import { InboxList } from './InboxList';
import { useConversation, useInbox, useSupportStream } from './use-support';
import './support.css';

const FAILED = 'The support inbox did not load';

function Conversation({ id }: { id: string }) {
  const conversation = useConversation(id);
  if (conversation.isPending) return <LoadingState label="Loading the conversation" />;
  if (conversation.isError) return <QueryFailed title={FAILED} query={conversation} />;
  return <ConversationView thread={conversation.data} />;
}

/** Admin › Support: travellers' live chats, unanswered first; new messages arrive without a reload. */
export function SupportPage({ params }: { params: Record<string, string | undefined> }) {
  useSupportStream();
  const inbox = useInbox();
  const selected = params.id;
  const conversations = inbox.data?.pages.flatMap((page) => page.result) ?? [];
  return (
    <div className="admin-page">
      <PageHead
        title="Support"
        intro="Travellers' chats: answer the unanswered first. New messages appear here live."
      />
      <div className={`support-layout${selected ? ' support-layout--open' : ''}`}>
        <div className="support-layout__inbox">
          {inbox.isPending ? (
            <LoadingState label="Loading the inbox" />
          ) : inbox.isError ? (
            <QueryFailed title={FAILED} query={inbox} />
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
                All conversations
              </Link>
              <Conversation id={selected} />
            </>
          ) : (
            <p className="support-empty support-empty--pick">Pick a conversation to read and answer it.</p>
          )}
        </div>
      </div>
    </div>
  );
}
