/** What other features may use of sync: the rest of this folder is its own. */
export * from './SyncButton';
export * from './use-sync';
