/** The support-chat area's public entry: other areas import only what is here. */
export type { SupportChatLimitSettings } from './support-chat-limits';
export { composeSupportChat } from './support-chat.module';
