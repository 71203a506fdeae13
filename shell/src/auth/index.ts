/** What other features may use of auth: the rest of this folder is its own. */
export * from './auth-store';
export * from './supabase-client';
