import { VENDOR_DASHBOARD_PATH, type Role } from '@jatra/shared';

/** Only same-site paths: '/x' yes; '//evil', '/\evil', 'https://…' and absent fall back to '/'. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/**
 * Where a user lands once signed in: where they were going (`?redirect=`), else a vendor's own dashboard, else
 * home. Only the vendor is sent on: admins sign in at /admin/login, which has its own landing.
 */
export function landingAfterSignIn(requested: string | null | undefined, role: Role | undefined): string {
  if (requested) return safeRedirect(requested);
  return role === 'vendor' ? VENDOR_DASHBOARD_PATH : '/';
}

/** Where to go after the Google round trip (/auth → Google → /auth/callback), kept for this tab only. */
export const OAUTH_REDIRECT_KEY = 'jatra.auth.redirect';

export function rememberRedirect(value: string | null | undefined): void {
  try {
    // nowhere asked for is remembered as nothing, so the callback can send a vendor to their dashboard
    if (value) sessionStorage.setItem(OAUTH_REDIRECT_KEY, safeRedirect(value));
    else sessionStorage.removeItem(OAUTH_REDIRECT_KEY);
  } catch {
    // storage may be unavailable (privacy mode): the callback then goes to '/'
  }
}

export function recallRedirect(): string | null {
  try {
    return sessionStorage.getItem(OAUTH_REDIRECT_KEY);
  } catch {
    return null;
  }
}

export function forgetRedirect(): void {
  try {
    sessionStorage.removeItem(OAUTH_REDIRECT_KEY);
  } catch {
    // nothing to forget
  }
}
