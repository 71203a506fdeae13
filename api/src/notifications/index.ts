/** The notifications area's public entry: other areas import only what is here. */
export { renderMail } from './mail-layout';
export type { RenderedMail } from './mail-layout';
export { notificationsFromConfig } from './notifications-from-config';
export type { Notifications } from './notifications.service';
