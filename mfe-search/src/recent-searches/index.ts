/** What other features may use of recent-searches: the rest of this folder is its own. */
export * from './RecentSearches';
export * from './use-remember-search';
