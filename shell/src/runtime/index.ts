/** What other features may use of runtime: the rest of this folder is its own. */
export * from './runtime';
