import type { RuntimeConfig } from '@jatra/shared';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * The public anon key of the embedded auth service. The Supabase URL is the API origin
 * (`apiBaseUrl`); a hosted Supabase would change only these two values, here.
 */
export const SUPABASE_ANON_KEY = 'jatra-anon';

/** The part of supabase-js the shell uses: its auth client. Tests hand in a fake of it. */
export type AuthClient = SupabaseClient['auth'];

let authClient: AuthClient | null = null;
/** The API origin (runtime config `apiBaseUrl`): the auth service and `/api` live there. */
let apiBaseUrl = '';

/** Create the ONE supabase-js client from the runtime config (once; later calls return the same). */
export function initSupabase(config: RuntimeConfig): AuthClient {
  if (authClient) return authClient;
  apiBaseUrl = config.apiBaseUrl;
  const client = createClient(config.apiBaseUrl, SUPABASE_ANON_KEY, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
  });
  authClient = client.auth;
  return authClient;
}

/** Replace the auth client (tests inject a fake; `null` forgets it). */
export function setAuthClient(client: AuthClient | null): void {
  authClient = client;
}

export function getAuthClient(): AuthClient {
  if (!authClient) throw new Error('The auth client is not initialised (call initSupabase first)');
  return authClient;
}

/** The API origin the auth client was created for ('' before `initSupabase`). */
export const getApiBaseUrl = (): string => apiBaseUrl;

/** Tests point the shell's own API calls somewhere (the remotes get theirs from HostApi). */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}
