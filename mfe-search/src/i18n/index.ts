/** What other features may use of the search remote's words. */
export { searchI18n, useSearchI18n } from './search-i18n';
