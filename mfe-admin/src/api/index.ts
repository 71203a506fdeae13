/** What other features may use of api: the rest of this folder is its own. */
export * from './admin-client';
