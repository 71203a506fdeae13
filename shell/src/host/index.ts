/** What other features may use of host: the rest of this folder is its own. */
export * from './support-contact';
export * from './use-host-api';
