/** What other features may use of table: the rest of this folder is its own. */
export * from './DataTable';
export * from './paged-search';
