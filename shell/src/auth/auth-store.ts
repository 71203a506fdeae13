import { MESSAGES, USER_ROLES, USER_STATUSES, type HostUser, type UserStatus, sayRule } from '@jatra/shared';
import { isLocale, type Locale } from '@jatra/shared/i18n';
import { forgetOfflineTickets } from '@jatra/shared/offline-ticket';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { create } from 'zustand';
import { hostToast } from '../toast';
import { authStorageKey, getApiBaseUrl, readStoredSession, type AuthClient } from './supabase-client';

/** The signed-in user as the shell knows it: HostUser plus the account status. */
export interface ShellUser extends HostUser {
  status: UserStatus;
  /** the language the user chose, saved in their profile (user_metadata) so it follows them to another device */
  locale: Locale | null;
}

interface AuthState {
  user: ShellUser | null;
  session: Session | null;
  /** true until the initial session has been read */
  loading: boolean;
  /** Sign out on the server; the local state is cleared even if that call fails. */
  signOut(): Promise<void>;
}

/** The events that update user and session and end loading. */
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
/** The one auth client, created on first need (supabase-js is not part of the first view). */
let clientLoad: Promise<AuthClient> | null = null;
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
      await (await clientOfSession())?.signOut();
    } catch {
      // the server may be unreachable; the local sign-out below still happens
    } finally {
      signOutsAsked -= 1;
      // the tickets kept for offline use were this traveller's: the next person at this browser must not see them
      await forgetOfflineTickets();
      set({ user: null, session: null, loading: false });
    }
  },
}));

/**
 * The auth client, loaded and bound to the store on first call. A failed load is not kept, so the next call
 * tries again.
 */
export function getAuthClient(): Promise<AuthClient> {
  clientLoad ??= import('./create-auth-client').then(
    ({ createAuthClient }) => {
      const client = createAuthClient(getApiBaseUrl());
      bindAuthStore(client);
      return client;
    },
    (error: unknown) => {
      clientLoad = null;
      throw error;
    },
  );
  return clientLoad;
}

/** Replace the auth client (tests inject a fake, bound with `bindAuthStore`; `null` forgets it). */
export function setAuthClient(client: AuthClient | null): void {
  clientLoad = client ? Promise.resolve(client) : null;
}

/** The client to end a session with: a session read from storage may be here before its client is. */
const clientOfSession = async (): Promise<AuthClient | null> =>
  boundClient ?? (useAuthStore.getState().session ? getAuthClient() : null);

/**
 * Start following the session without waiting for supabase-js: the stored session shows at once (still
 * `loading` until the client has checked it), and the client loads after the first paint only when there is a
 * session to keep fresh, or when another tab signs in. A visitor's pages never load it.
 */
export function startAuth(afterFirstPaint: (task: () => void) => void): void {
  const session = readStoredSession();
  // with no network the stored session cannot be checked now: the pages go on with it (a saved ticket opens at
  // once, docs/offline-ticket.md) and the check below happens when the client loads
  useAuthStore.setState({ user: toShellUser(session), session, loading: session !== null && navigator.onLine });
  const load = () =>
    getAuthClient().catch((error: unknown) => {
      console.error(error);
      // without the client the stored session cannot be checked; the pages go on as a visitor's
      useAuthStore.setState({ user: null, session: null, loading: false });
    });
  // A stored session may have ended elsewhere (signed out on another device) while its token still looks valid
  // here: the auth server is asked once as a page loads, so that every page says so, not only one that calls the
  // API with the token. supabase-js forgets a session the server no longer has and says SIGNED_OUT, which
  // bindAuthStore tells the traveller; other refusals (a suspended account) are left to the pages, which say why.
  if (session) afterFirstPaint(() => void load().then((client) => client?.getUser()));
  addEventListener('storage', (event) => {
    if (event.key === authStorageKey() && !boundClient) void load();
  });
}

/** A session that ended without the user asking (refused by the API, or a refresh that failed): said once. */
function sessionLost(): void {
  if (!useAuthStore.getState().session) return;
  useAuthStore.setState({ user: null, session: null, loading: false });
  void forgetOfflineTickets();
  hostToast.info(sayRule(MESSAGES.sessionEnded));
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
      await (await clientOfSession())?.signOut({ scope: 'local' });
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
  const locale: unknown = session.user.user_metadata?.locale;
  return {
    id: session.user.id,
    email: session.user.email || null,
    phone: session.user.phone || (typeof metadataPhone === 'string' && metadataPhone ? metadataPhone : null),
    fullName: typeof fullName === 'string' && fullName.trim() ? fullName : null,
    role,
    status,
    locale: isLocale(locale) ? locale : null,
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
