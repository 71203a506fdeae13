import { z } from 'zod';

/** GoTrue's wording for the OAuth / PKCE errors (docs/auth-wire.md, Errors). */
export const OAUTH_MESSAGES = {
  providerNotEnabled: 'Unsupported provider: provider is not enabled',
  pkceRequired: 'PKCE flow requires code_challenge and code_challenge_method',
  badChallenge: 'code challenge must be 43 to 128 characters of [A-Za-z0-9._~-]',
  badChallengeMethod: 'code challenge method not supported',
  flowStateNotFound: 'invalid flow state, no valid flow state found',
  flowStateExpired: 'invalid flow state, flow state has expired',
  badCodeVerifier: 'code challenge does not match previously saved code verifier',
  accessDenied: 'The sign-in was cancelled',
  invalidAccount: 'Please choose a test account or enter a valid email and name',
  // real Google (OpenID Connect) callback
  badOAuthState: 'OAuth state parameter is missing or invalid',
  badOAuthCallback: 'OAuth callback is missing the authorization code',
  providerUnavailable: 'Google sign-in is not available right now. Please try again.',
  providerExchangeFailed: 'Unable to exchange external code',
  providerTokenInvalid: 'The sign-in could not be verified',
  providerEmailUnverified: 'The e-mail address of this Google account is not verified',
} as const;

/** Flow states (authorize → consent → code exchange) live 10 minutes. */
export const FLOW_STATE_TTL_SECONDS = 600;

export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/** `GET /authorize` as supabase-js `signInWithOAuth` sends it (PKCE flow). */
export const authorizeQuerySchema = z.object({
  provider: z.string().optional(),
  redirect_to: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
  scopes: z.string().optional(),
});

/** `POST /token?grant_type=pkce` (supabase-js `exchangeCodeForSession`). */
export const pkceGrantSchema = z.object({
  auth_code: z.string().min(1),
  code_verifier: z.string().min(1),
});

/** What the Google simulator's consent page posts back. */
export const googleConsentSchema = z.object({
  state: z.uuid(),
  action: z.enum(['allow', 'cancel']).default('allow'),
  account: z.string().optional(),
  email: z.string().optional(),
  name: z.string().optional(),
});
