import { AUTH_MESSAGES, AUTH_UI_MESSAGES } from '@jatra/shared';

/** GoTrue's error codes whose own message is not for a traveller: our words instead. */
const TRAVELLER_WORDS: Record<string, string> = {
  // a wrong, used or lapsed code: GoTrue says 'Token has expired or is invalid'
  otp_expired: AUTH_UI_MESSAGES.wrongOtp,
};

/**
 * What to show for an auth error. supabase-js turns every 5xx answer into a retryable error whose message
 * is the raw body ("{}"), so a server failure gets our own words; a 4xx carries the server's message, shown as
 * given, unless its code (or, from a server that sends none, its message) has plainer words above.
 */
export function authErrorText(
  error: { message: string; status?: number; code?: string },
  serverFailure: string,
): string {
  const status = error.status ?? 0;
  if (status >= 500 || status === 0 || !error.message || error.message.startsWith('{')) return serverFailure;
  const code = error.code ?? (error.message === AUTH_MESSAGES.otpExpired ? 'otp_expired' : undefined);
  return (code && TRAVELLER_WORDS[code]) || error.message;
}
