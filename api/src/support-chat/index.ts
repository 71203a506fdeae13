/** The support-chat area's public entry: other areas import only what is here. */
export type { SupportChatLimitSettings } from './support-chat-limits';
export { composeSupportChat } from './support-chat.module';
export { supportChatRoutes } from './support-chat.routes';
export { supportInboxRoutes } from './support-inbox.routes';
