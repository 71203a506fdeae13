import { createHash, randomBytes } from 'node:crypto';
import { OAUTH_MESSAGES } from '@jatra/shared';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AuthError } from './auth-error';

import { OidcError, type OidcClient, type OidcFailure, type VerifiedAccount } from './google-oidc';
import type { AuthorizeInput, OAuth, OAuthErrorParams } from './oauth';

/** Google sign-in as `/auth/v1` drives it: the simulator or real Google. */
export interface OAuthSignIn {
  /** `GET /authorize`: stores the flow, answers where the browser goes next. */
  begin(input: AuthorizeInput): Promise<string>;
  /** `GET /callback` from the provider: answers where the browser goes next (the app, with a code or an error). */
  callback?(query: unknown): Promise<string>;
}

/** Without a Google client: the consent page of the simulator at /sim/google (never in production). */
export function simulatedGoogleSignIn(service: OAuth): OAuthSignIn {
  return {
    async begin(input) {
      const { flowId } = await service.authorize(input);
      return `/sim/google/consent?state=${flowId}`;
    },
  };
}

/** What Google sends back to `/auth/v1/callback` (RFC 6749 §4.1.2 and §4.1.2.1). */
const callbackQuerySchema = z.object({
  state: z.string().min(1).max(200).optional(),
  code: z.string().min(1).max(2048).optional(),
  error: z.string().max(200).optional(),
});

const random = () => randomBytes(32).toString('base64url');

const BAD_STATE: OAuthErrorParams = { error: 'invalid_request', code: 'bad_oauth_state' };

const FAILURES: Record<OidcFailure, { description: string; params: OAuthErrorParams }> = {
  unavailable: {
    description: OAUTH_MESSAGES.providerUnavailable,
    params: { error: 'server_error', code: 'unexpected_failure' },
  },
  exchange: {
    description: OAUTH_MESSAGES.providerExchangeFailed,
    params: { error: 'server_error', code: 'unexpected_failure' },
  },
  id_token: {
    description: OAUTH_MESSAGES.providerTokenInvalid,
    params: { error: 'access_denied', code: 'bad_oauth_callback' },
  },
  unverified_email: {
    description: OAUTH_MESSAGES.providerEmailUnverified,
    params: { error: 'access_denied', code: 'provider_email_needs_verification' },
  },
};

/**
 * Real Google through OpenID Connect. Two PKCE legs: the app's (supabase-js ↔ us, checked at
 * `grant_type=pkce`) and ours (us ↔ Google: our verifier stays in the flow state).
 *
 * The `state` sent to Google is 256 random bits, stored only as its SHA-256: the flow id never leaves the
 * server, a forged callback finds no waiting flow, and a replayed one finds the flow completed (it has an
 * auth code) or gone. The nonce binds Google's id_token to this flow.
 */
export function googleOidcSignIn(deps: { service: OAuth; oidc: OidcClient; logger: Logger }): OAuthSignIn {
  const { service, oidc, logger } = deps;

  /** Ends the flow and sends the browser back to the app with GoTrue's error parameters. */
  async function back(flowId: string, description: string, params: OAuthErrorParams): Promise<string> {
    return (await service.failOAuth(flowId, description, params)) ?? service.oauthErrorWithoutFlow(description, params);
  }

  function fail(flowId: string, failure: OidcFailure, detail: string): Promise<string> {
    logger.warn({ failure, detail }, 'Google sign-in failed');
    return back(flowId, FAILURES[failure].description, FAILURES[failure].params);
  }

  return {
    async begin(input) {
      const secrets = { state: random(), nonce: random(), codeVerifier: random() };
      const { flowId } = await service.authorize(input, secrets);
      try {
        return await oidc.authorizationUrl({
          state: secrets.state,
          nonce: secrets.nonce,
          codeChallenge: createHash('sha256').update(secrets.codeVerifier).digest('base64url'),
        });
      } catch (error) {
        // discovery failed: back to the app with an error rather than a dead-end JSON page
        return fail(flowId, 'unavailable', (error as Error).message);
      }
    },

    async callback(rawQuery) {
      const query = callbackQuerySchema.safeParse(rawQuery ?? {});
      const state = query.success ? query.data.state : undefined;
      const flow = state ? await service.pendingFlowByProviderState(state) : undefined;
      if (!query.success || !flow?.providerNonce || !flow.providerCodeVerifier) {
        logger.warn('Google callback without a waiting flow state');
        return service.oauthErrorWithoutFlow(OAUTH_MESSAGES.badOAuthState, BAD_STATE);
      }
      const { code, error } = query.data;
      if (error === 'access_denied') {
        logger.info('Google sign-in not granted');
        return back(flow.id, OAUTH_MESSAGES.accessDenied, { error: 'access_denied', code: 'access_denied' });
      }
      if (error) {
        logger.warn({ error: error.slice(0, 50) }, 'Google answered an error');
        return back(flow.id, OAUTH_MESSAGES.providerUnavailable, { error: 'server_error', code: 'bad_oauth_callback' });
      }
      if (!code) {
        return back(flow.id, OAUTH_MESSAGES.badOAuthCallback, { error: 'invalid_request', code: 'bad_oauth_callback' });
      }
      let account: VerifiedAccount;
      try {
        const idToken = await oidc.exchangeCode(code, flow.providerCodeVerifier);
        account = await oidc.verifyIdToken(idToken, flow.providerNonce);
      } catch (failure) {
        if (!(failure instanceof OidcError)) throw failure;
        return fail(flow.id, failure.failure, failure.message);
      }
      try {
        return await service.completeOAuth(flow.id, { email: account.email, fullName: account.fullName });
      } catch (refused) {
        // e.g. a suspended account: the app hears why, and the flow is gone
        if (!(refused instanceof AuthError)) throw refused;
        logger.info({ code: refused.code }, 'Google sign-in refused');
        return back(flow.id, refused.message, { error: 'access_denied', code: refused.code });
      }
    },
  };
}
