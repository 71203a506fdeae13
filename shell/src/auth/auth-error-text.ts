/**
 * What to show for an auth error. supabase-js turns every 5xx answer into a retryable error whose message
 * is the raw body ("{}"), so a server failure gets our own words; a 4xx carries the server's message, shown as given.
 */
export function authErrorText(error: { message: string; status?: number }, serverFailure: string): string {
  const status = error.status ?? 0;
  if (status >= 500 || status === 0 || !error.message || error.message.startsWith('{')) return serverFailure;
  return error.message;
}
