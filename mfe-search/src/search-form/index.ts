/** What other features may use of search-form: the rest of this folder is its own. */
export * from './SearchForm';
export * from './search-url';
