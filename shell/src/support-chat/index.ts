/** What other features may use of the support chat: the rest of this folder is its own. */
export { openSupportChat } from './support-chat-store';
export { SupportChatMount } from './SupportChatMount';
export { useChatLink } from './use-chat-link';
