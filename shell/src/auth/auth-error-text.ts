import { AUTH_MESSAGES, AUTH_UI_MESSAGES, sayRule } from '@jatra/shared';

/**
 * What to show for an auth error. supabase-js turns every 5xx answer into a retryable error whose message
 * is the raw body ("{}"), so a server failure gets our own words; a 4xx carries the server's message, shown as
 * given, unless its code (or, from a server that sends none, its message) says the code was wrong, used or lapsed
 * (GoTrue's otp_expired, 'Token has expired or is invalid'): then `wrongOtp`, in the traveller's language.
 */
export function authErrorText(
  error: { message: string; status?: number; code?: string },
  serverFailure: string,
  wrongOtp: string = sayRule(AUTH_UI_MESSAGES.wrongOtp),
): string {
  const status = error.status ?? 0;
  if (status >= 500 || status === 0 || !error.message || error.message.startsWith('{')) return serverFailure;
  const code = error.code ?? (error.message === AUTH_MESSAGES.otpExpired ? 'otp_expired' : undefined);
  return code === 'otp_expired' ? wrongOtp : error.message;
}
