/** What other features may use of profile: the rest of this folder is its own. */
export * from './EmailText';
