import type { Session, SupabaseClient } from '@supabase/supabase-js';

/**
 * The public anon key of the embedded auth service. The Supabase URL is the API origin
 * (`apiBaseUrl`); a hosted Supabase would change only these two values, here.
 */
export const SUPABASE_ANON_KEY = 'jatra-anon';

/** The part of supabase-js the shell uses: its auth client. Tests hand in a fake of it. */
export type AuthClient = SupabaseClient['auth'];

/** The API origin (runtime config `apiBaseUrl`): the auth service and `/api` live there. */
let apiBaseUrl = '';

/** The API origin the shell was started with ('' before `setApiBaseUrl`). */
export const getApiBaseUrl = (): string => apiBaseUrl;

/** Set once at start-up from the runtime config; tests point it somewhere. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}

/**
 * Where supabase-js keeps the session in localStorage: its own default for the origin, handed to it explicitly
 * so the shell can read the session before supabase-js is even loaded.
 */
export const authStorageKey = (url: string = apiBaseUrl): string =>
  `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The session supabase-js stored on an earlier visit, read synchronously so the first paint already shows who
 * is signed in. Not trusted for anything else: the client checks and refreshes it once it has loaded.
 */
export function readStoredSession(): Session | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(authStorageKey()) ?? 'null');
    if (!isObject(value) || typeof value.access_token !== 'string' || !isObject(value.user)) return null;
    return typeof value.user.id === 'string' ? (value as unknown as Session) : null;
  } catch {
    // storage switched off or an entry that is not ours: the client decides once it loads
    return null;
  }
}
