/** Only same-site paths: '/x' yes; '//evil', '/\evil', 'https://…' and absent fall back to '/'. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** Where to go after the Google round trip (/auth → Google → /auth/callback), kept for this tab only. */
export const OAUTH_REDIRECT_KEY = 'jatra.auth.redirect';

export function rememberRedirect(value: string | null | undefined): void {
  try {
    sessionStorage.setItem(OAUTH_REDIRECT_KEY, safeRedirect(value));
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
