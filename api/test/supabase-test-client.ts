import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** The tests never use realtime; a socket opened by mistake fails loudly. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

/** supabase-js against our auth service, keeping no session between calls. */
export function sessionlessClient(apiUrl: string): SupabaseClient {
  return createClient(apiUrl, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
  });
}

/** supabase-js as the shell runs it (PKCE, a stored session), with its storage in memory. */
export function pkceClient(apiUrl: string): SupabaseClient {
  const memory = new Map<string, string>();
  return createClient(apiUrl, 'anon-key', {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    },
    realtime: { transport: NoWebSocket as never },
  });
}
