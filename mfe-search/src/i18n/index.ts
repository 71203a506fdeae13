/** What other features may use of the search remote's words. */
export { searchI18n, useSearchI18n, type SearchMessageId } from './search-i18n';
