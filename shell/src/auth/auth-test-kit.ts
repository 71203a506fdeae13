import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { AuthClient } from './supabase-client';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A session whose access token carries `app_metadata` like the API's (role/status from the users table). */
export function fakeSession({
  role = 'user',
  status = 'active',
  fullName,
  userMetadata = {},
  email = 'asha@example.com',
  phone = '',
}: {
  role?: string;
  status?: string;
  fullName?: string;
  userMetadata?: Record<string, unknown>;
  email?: string;
  phone?: string;
} = {}): Session {
  const appMetadata = { provider: 'email', providers: ['email'], role, status };
  const claims = { sub: 'u-1', app_metadata: appMetadata };
  return {
    access_token: `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`,
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: 'u-1',
      aud: 'authenticated',
      email,
      phone,
      created_at: '2026-01-01T00:00:00Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { ...userMetadata, ...(fullName ? { full_name: fullName } : {}) },
    },
  };
}

/** A stand-in for supabase-js's auth client: no network, every call a vi.fn. */
export function fakeAuthClient() {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | null = null;
  const mock = {
    onAuthStateChange: vi.fn((callback: (event: AuthChangeEvent, session: Session | null) => void) => {
      listener = callback;
      return { data: { subscription: { id: 's', callback, unsubscribe: vi.fn() } } };
    }),
    // like supabase-js: the session is forgotten and SIGNED_OUT heard before signOut resolves
    signOut: vi.fn(async (_options?: { scope?: 'global' | 'local' | 'others' }) => {
      listener?.('SIGNED_OUT', null);
      return { error: null };
    }),
    signInWithOtp: vi.fn(async (_credentials: unknown) => ({ data: { user: null, session: null }, error: null })),
    verifyOtp: vi.fn(async (_params: unknown) => {
      const session = fakeSession();
      return { data: { user: session.user, session }, error: null as { message: string } | null };
    }),
    updateUser: vi.fn(async (_attributes: unknown) => ({ data: { user: fakeSession().user }, error: null })),
    signInWithPassword: vi.fn(async (_credentials: unknown) => {
      const session = fakeSession();
      return { data: { user: session.user, session }, error: null as { message: string } | null };
    }),
    signInWithOAuth: vi.fn(async (_credentials: unknown) => ({
      data: { provider: 'google', url: 'http://api.test/auth/v1/authorize?provider=google' },
      error: null as { message: string } | null,
    })),
    getSession: vi.fn(async () => ({ data: { session: null as Session | null }, error: null })),
    getUser: vi.fn(async () => ({
      data: { user: fakeSession().user },
      error: null as { status?: number; message: string } | null,
    })),
  };
  return {
    mock,
    client: mock as unknown as AuthClient,
    emit: (event: AuthChangeEvent, session: Session | null) => listener?.(event, session),
  };
}

/** `fetch` answering `GET /api/vendors/me` like the API: 404 without an application, else its status. */
export function fakeVendorFetch(status: 'pending' | 'approved' | 'rejected' | null = null) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    status
      ? new Response(JSON.stringify({ result: { id: 'v-1', user_id: 'u-1', status } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response(JSON.stringify({ error: { code: 'not_found', message: 'No vendor application found' } }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
  );
}
