import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { openSupportChat } from './support-chat-store';

/** `?chat=open` (the link in a reply mail) opens the chat on arrival. */
export function useChatLink(): void {
  const [params] = useSearchParams();
  const wanted = params.get('chat') === 'open';
  useEffect(() => {
    if (wanted) openSupportChat();
  }, [wanted]);
}
