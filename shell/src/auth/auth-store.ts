import { MESSAGES, USER_ROLES, USER_STATUSES, type HostUser, type UserStatus } from '@jatra/shared';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { create } from 'zustand';
import { hostToast } from '../host/host-toast';
import type { AuthClient } from './supabase-client';

/** The signed-in user as the shell knows it: HostUser plus the account status. */
export interface ShellUser extends HostUser {
  status: UserStatus;
}

interface AuthState {
  user: ShellUser | null;
  session: Session | null;
  /** true until the initial session has been read */
  loading: boolean;
  /** Sign out on the server; the local state is cleared even if that call fails. */
  signOut(): Promise<void>;
}

/** The events that update user and session and end loading (traveller spec §4, Auth). */
export const HANDLED_AUTH_EVENTS: ReadonlySet<AuthChangeEvent> = new Set<AuthChangeEvent>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
]);

let boundClient: AuthClient | null = null;
/** Sign-outs this app asked for: their SIGNED_OUT is expected, anything else means the session was lost. */
let signOutsAsked = 0;
/** The sign-out of a session the API refused, shared by every request refused meanwhile. */
let endingRejected: Promise<void> | null = null;

export const useAuthStore = create<AuthState>((set) => ({
  user: null,
  session: null,
  loading: true,
  signOut: async () => {
    signOutsAsked += 1;
    try {
      await boundClient?.signOut();
    } catch {
      // the server may be unreachable; the local sign-out below still happens
    } finally {
      signOutsAsked -= 1;
      set({ user: null, session: null, loading: false });
    }
  },
}));

/** A session that ended without the user asking (refused by the API, or a refresh that failed): said once. */
function sessionLost(): void {
  if (!useAuthStore.getState().session) return;
  useAuthStore.setState({ user: null, session: null, loading: false });
  hostToast.info(MESSAGES.sessionEnded);
}

/**
 * The API refused the session's token (signed out on another device, suspended): end it on this device
 * (scope 'local': the server holds it dead already). Requests refused together end it once and say so once.
 */
export function endRejectedSession(): Promise<void> {
  if (endingRejected) return endingRejected;
  if (!useAuthStore.getState().session) return Promise.resolve();
  endingRejected = (async () => {
    try {
      await boundClient?.signOut({ scope: 'local' });
    } catch {
      // the client could not even forget it; the state below still says signed out
    } finally {
      // normally the SIGNED_OUT event has done this already
      sessionLost();
      endingRejected = null;
    }
  })();
  return endingRejected;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The access token's claims (no verification: the server checks the token on every call). */
export function accessTokenClaims(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    return record(JSON.parse(json));
  } catch {
    return {};
  }
}

/**
 * Role and status come from the server's `app_metadata` (in the access token, else on the user);
 * `user_metadata.role` is writable by the user and never trusted.
 */
export function toShellUser(session: Session | null): ShellUser | null {
  if (!session) return null;
  const appMetadata = {
    ...record(session.user.app_metadata),
    ...record(accessTokenClaims(session.access_token).app_metadata),
  };
  const role = USER_ROLES.find((candidate) => candidate === appMetadata.role) ?? 'user';
  const status = USER_STATUSES.find((candidate) => candidate === appMetadata.status) ?? 'active';
  const fullName = session.user.user_metadata?.full_name;
  // an e-mail account's phone is the one given on the profile step, kept in its metadata
  const metadataPhone = session.user.user_metadata?.phone;
  return {
    id: session.user.id,
    email: session.user.email || null,
    phone: session.user.phone || (typeof metadataPhone === 'string' && metadataPhone ? metadataPhone : null),
    fullName: typeof fullName === 'string' && fullName.trim() ? fullName : null,
    role,
    status,
  };
}

/** Keep the store in step with the auth client; returns the unsubscribe function. */
export function bindAuthStore(client: AuthClient): () => void {
  boundClient = client;
  const { data } = client.onAuthStateChange((event, session) => {
    if (!HANDLED_AUTH_EVENTS.has(event)) return;
    if (event === 'SIGNED_OUT' && signOutsAsked === 0) sessionLost();
    useAuthStore.setState({ user: toShellUser(session), session, loading: false });
  });
  return () => {
    data.subscription.unsubscribe();
    if (boundClient === client) boundClient = null;
  };
}
