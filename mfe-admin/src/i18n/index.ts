/** What other features may use of the admin remote's words. */
export { adminI18n, useAdminI18n, type AdminMessageId } from './admin-i18n';
