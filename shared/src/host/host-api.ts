import type { PrepareFirstView } from '../first-view/first-view';
import type { ComponentType } from 'react';
import type { SupportContact } from '../admin/settings';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

export type Role = 'user' | 'vendor' | 'admin';

export interface HostUser {
  id: string;
  email: string | null;
  phone: string | null;
  fullName: string | null;
  role: Role;
}

export interface HostToast {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

export interface HostPayments {
  /** The payment of this booking started (the gateway's window opened): the shell follows it until it settles. */
  started(pnr: string): void;
  /** This page has told the traveller the booking is paid and ticketed: the shell tells their other tabs only. */
  confirmed(pnr: string): void;
}

/**
 * The version of `HostApi`, semver: a new optional member is a minor change (a remote must work without it, on
 * an older shell); removing or changing a member is a major one, and `deploy` refuses to pair majors that
 * differ. The minors so far: 1.1 `refreshUser`, 1.2 `supportContact`, 1.3 `sessionRejected`, 1.4 `payments`,
 * 1.5 `openSupportChat`, 1.6 `locale`.
 */
export const HOST_API_VERSION = '1.6.0';

/** The oldest shell a remote must still work with: each remote's contract test mounts it against this too. */
export const HOST_API_OLDEST_SUPPORTED = '1.0.0';

/** What the shell hands to every remote: the only way a remote reaches auth, toasts and routing. */
export interface HostApi {
  user: HostUser | null;
  getAccessToken(): Promise<string | null>;
  signOut(): Promise<void>;
  /**
   * Reads the signed-in user afresh (after the profile changed their name). Optional: a remote deployed
   * before an older shell is replaced must not fail on its absence.
   */
  refreshUser?(): Promise<void>;
  /**
   * The support e-mail and phone an admin set in Settings, as the shell loaded them (the defaults until they
   * arrive). Optional: an older shell does not send it; read it with `supportContactOf(host)`.
   */
  supportContact?: SupportContact;
  /**
   * The API refused this user's token: the session ended elsewhere (signed out on another device, suspended).
   * The shell signs out here and says so. Optional: an older shell does not have it.
   */
  sessionRejected?(): Promise<void>;
  /**
   * Payments the shell follows for the traveller, so that one completing while they are on another page or tab
   * is told wherever they are. Optional: an older shell does not follow them.
   */
  payments?: HostPayments;
  /**
   * Opens the shell's live chat with support, about one of the user's tickets when `pnr` is given. Optional: an
   * older shell has no chat (then the page offers the support phone and e-mail only).
   */
  openSupportChat?(options?: { pnr?: string }): void;
  /**
   * The language the visitor reads, chosen in the shell; a new value re-renders the remote in it. Optional: an
   * older shell does not send it, and the remote speaks English (read it with `localeOf(host)`).
   */
  locale?: Locale;
  toast: HostToast;
  navigate(to: string, options?: { replace?: boolean }): void;
  apiBaseUrl: string;
}

export interface RemoteAppProps {
  host: HostApi;
}

/**
 * The shape of every remote's exposed `./App`. `prepareFirstView` readies a page drawn before its code ran (a
 * server's first view, a ticket page kept on the device). `keepTicketOffline`, the account remote's: keeps a ticket
 * just booked on the device (docs/offline-ticket.md), asked by the shell when a page confirms the payment. Both
 * optional, as a remote deployed before them has neither.
 */
export type RemoteApp = ComponentType<RemoteAppProps> & {
  prepareFirstView?: PrepareFirstView;
  keepTicketOffline?(host: HostApi, pnr: string): Promise<void>;
};

/** The host's language; English from a shell older than 1.6. */
export const localeOf = (host: Pick<HostApi, 'locale'>): Locale => host.locale ?? DEFAULT_LOCALE;
