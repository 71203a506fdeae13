/** What other features may use of the account remote's words. */
export { accountI18n, useAccountI18n, type AccountMessageId } from './account-i18n';
