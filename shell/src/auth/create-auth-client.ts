// The only module that loads supabase-js: it is fetched when a session needs it, not for the first view.
import { createClient } from '@supabase/supabase-js';
import { authStorageKey, SUPABASE_ANON_KEY, type AuthClient } from './supabase-client';

export function createAuthClient(apiBaseUrl: string): AuthClient {
  return createClient(apiBaseUrl, SUPABASE_ANON_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'pkce',
      storageKey: authStorageKey(apiBaseUrl),
    },
  }).auth;
}
