import { lazy, Suspense } from 'react';
import { useSupportChatStore } from './support-chat-store';

// fetched when the chat is first opened: no page's first view needs it
const SupportChatPanel = lazy(() =>
  import('./SupportChatPanel').then((module) => ({ default: module.SupportChatPanel })),
);

/** Mounts the chat panel once it is first opened, and keeps it (so it closes with focus given back). */
export function SupportChatMount() {
  const opened = useSupportChatStore((state) => state.opened);
  return opened ? (
    <Suspense fallback={null}>
      <SupportChatPanel />
    </Suspense>
  ) : null;
}
