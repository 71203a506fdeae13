import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { AUTH_MESSAGES, CODE_CHALLENGE_PATTERN, FLOW_STATE_TTL_SECONDS, OAUTH_MESSAGES } from '@jatra/shared';
import { AuthError } from './auth-error';
import type { FlowStateRow, FlowStatesRepository } from './flow-states.repository';
import type { IdentitiesRepository } from './identities.repository';
import { appMetadata, emailSchema, ensureActive, identityAt, passwordOnly, requireIdentity } from './identity';
import { sha256, type SessionJson, type Sessions } from './sessions';

export interface OAuthSettings {
  /** Origins OAuth sign-ins may return to (the CORS origins); others go to the first one's /auth/callback. */
  allowedOrigins?: string[];
  /** Which OAuth providers can be used (the Google simulator for now). */
  oauthProviders?: string[];
}

/** What a real OpenID Connect provider needs kept with the flow state (see google-signin.ts). */
export interface ProviderFlowSecrets {
  /** The `state` sent to the provider; only its SHA-256 is stored. */
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** GoTrue's error parameters on an OAuth redirect (docs/auth-wire.md, Errors). */
export interface OAuthErrorParams {
  error: string;
  code: string;
}

export interface AuthorizeInput {
  provider?: string;
  redirectTo?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
}

/** `redirect_to` when it is on an allowed origin, else the first allowed origin's `/auth/callback`. */
function safeRedirect(settings: OAuthSettings, redirectTo: string | undefined): string {
  const origins = settings.allowedOrigins ?? [];
  const fallback = `${(origins[0] ?? 'http://localhost').replace(/\/$/, '')}/auth/callback`;
  if (!redirectTo) return fallback;
  try {
    const url = new URL(redirectTo);
    return origins.some((origin) => new URL(origin).origin === url.origin) ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** `redirect_to` (or the fallback) with GoTrue's error parameters. */
function oauthErrorUrl(redirectTo: string, description: string, params: OAuthErrorParams): string {
  const target = new URL(redirectTo);
  target.searchParams.set('error', params.error);
  target.searchParams.set('error_code', params.code);
  target.searchParams.set('error_description', description);
  return target.toString();
}

/** The provider, and the challenge method GoTrue stores, of a valid `GET /authorize`; its errors otherwise. */
function checkAuthorize(
  settings: OAuthSettings,
  input: AuthorizeInput,
): { provider: string; method: 's256' | 'plain' } {
  const provider = input.provider?.toLowerCase() ?? '';
  if (!(settings.oauthProviders ?? []).includes(provider)) {
    throw new AuthError(400, 'validation_failed', OAUTH_MESSAGES.providerNotEnabled);
  }
  if (!input.codeChallenge || !input.codeChallengeMethod) {
    throw new AuthError(400, 'validation_failed', OAUTH_MESSAGES.pkceRequired);
  }
  if (!CODE_CHALLENGE_PATTERN.test(input.codeChallenge)) {
    throw new AuthError(400, 'validation_failed', OAUTH_MESSAGES.badChallenge);
  }
  const method = input.codeChallengeMethod.toLowerCase();
  if (method !== 's256' && method !== 'plain') {
    throw new AuthError(400, 'validation_failed', OAUTH_MESSAGES.badChallengeMethod);
  }
  return { provider, method };
}

/** Whether the PKCE verifier hashes (or, for `plain`, equals) the challenge stored with the flow. */
function verifierMatches(flow: FlowStateRow, verifier: string): boolean {
  const computed =
    flow.codeChallengeMethod === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const given = Buffer.from(computed);
  const stored = Buffer.from(flow.codeChallenge);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export interface OAuthDeps {
  flowStates: FlowStatesRepository;
  identities: IdentitiesRepository;
  sessions: Pick<Sessions, 'start'>;
  settings: OAuthSettings;
  logger: Logger;
  now: () => Date;
}

/**
 * `GET /authorize` (PKCE only): stores the flow state and answers its id. `redirect_to` must be on an
 * allowed origin, else the sign-in returns to the first allowed origin's `/auth/callback`.
 */
async function authorize(
  { flowStates, settings, now }: OAuthDeps,
  input: AuthorizeInput,
  providerSecrets?: ProviderFlowSecrets,
): Promise<{ flowId: string; provider: string }> {
  const { provider, method } = checkAuthorize(settings, input);
  const at = now();
  const flowId = randomUUID();
  await flowStates.insertFlowState({
    id: flowId,
    provider,
    codeChallenge: input.codeChallenge!,
    codeChallengeMethod: method,
    redirectTo: safeRedirect(settings, input.redirectTo),
    providerState: providerSecrets ? sha256(providerSecrets.state) : null,
    providerNonce: providerSecrets?.nonce ?? null,
    providerCodeVerifier: providerSecrets?.codeVerifier ?? null,
    createdAt: at,
    expiresAt: new Date(at.getTime() + FLOW_STATE_TTL_SECONDS * 1000),
  });
  return { flowId, provider };
}

/** Finds or creates the user the provider vouched for, with the name it gave and the provider recorded. */
async function signInAccount(
  { identities, logger }: OAuthDeps,
  flow: FlowStateRow,
  account: { email: string; fullName: string },
  at: Date,
) {
  const email = account.email.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) {
    throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.invalidEmail);
  }
  const { who, created } = await identityAt(identities, { channel: 'email', address: email }, at);
  if (created) logger.info({ userId: who.auth.id, provider: flow.provider }, 'user signed up');
  ensureActive(who);
  // the simulator takes any typed address, and a Google account is no second factor for an admin
  if (passwordOnly(who)) throw new AuthError(403, 'provider_disabled', AUTH_MESSAGES.adminPasswordOnly);
  const fullName = account.fullName.trim();
  if (fullName && !who.auth.userMetadata.full_name) {
    const metadata = { ...who.auth.userMetadata, full_name: fullName, name: fullName, email };
    await identities.updateMetadata(who.auth.id, metadata, who.profile.fullName ? undefined : fullName, at);
  }
  // a new user signed up with the provider only; an existing one keeps e-mail/phone as well
  const known = who.auth.providers.length || created ? who.auth.providers : appMetadata(who).providers;
  await identities.addProvider(who.auth.id, flow.provider, known, at);
  await identities.markSignedIn(who.auth.id, 'email', at);
  return who;
}

/**
 * The provider vouched for this e-mail: finds or creates the user, gives the flow its one-time code,
 * and answers where the browser goes next (`redirect_to?code=…`).
 */
async function completeOAuth(
  deps: OAuthDeps,
  flowId: string,
  account: { email: string; fullName: string },
): Promise<string> {
  const { flowStates } = deps;
  const at = deps.now();
  const flow = await flowStates.flowState(flowId);
  if (!flow || flow.authCode) throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
  if (flow.expiresAt <= at) throw new AuthError(422, 'flow_state_expired', OAUTH_MESSAGES.flowStateExpired);
  const who = await signInAccount(deps, flow, account, at);
  const code = randomUUID();
  if (!(await flowStates.completeFlowState(flow.id, who.auth.id, code))) {
    throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
  }
  const target = new URL(flow.redirectTo);
  target.searchParams.set('code', code);
  return target.toString();
}

/** `grant_type=pkce`: the auth code and the verifier whose hash is the stored challenge; single use. */
async function pkceGrant(
  { flowStates, identities, sessions, now }: OAuthDeps,
  input: { auth_code: string; code_verifier: string },
): Promise<SessionJson> {
  const flow = await flowStates.flowStateByCode(input.auth_code);
  if (!flow || !flow.userId) throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
  if (flow.expiresAt <= now()) {
    await flowStates.deleteFlowState(flow.id);
    throw new AuthError(422, 'flow_state_expired', OAUTH_MESSAGES.flowStateExpired);
  }
  if (!verifierMatches(flow, input.code_verifier)) {
    throw new AuthError(400, 'bad_code_verifier', OAUTH_MESSAGES.badCodeVerifier);
  }
  if (!(await flowStates.deleteFlowState(flow.id))) {
    throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
  }
  const who = await requireIdentity(identities, flow.userId);
  ensureActive(who);
  return sessions.start(who, 'oauth');
}

/** OAuth sign-in (PKCE): the flow state from `/authorize` to the provider's answer to `grant_type=pkce`. */
export function createOAuth(deps: OAuthDeps) {
  const { flowStates, settings, now } = deps;
  const live = (flow: FlowStateRow | undefined) =>
    flow && !flow.authCode && flow.expiresAt > now() ? flow : undefined;
  return {
    authorize: (input: AuthorizeInput, providerSecrets?: ProviderFlowSecrets) =>
      authorize(deps, input, providerSecrets),

    /** A live flow state waiting for the provider, or undefined. */
    pendingFlow: async (flowId: string) => live(await flowStates.flowState(flowId)),

    /** The live flow waiting for the provider that was sent this `state` (real OpenID Connect), or undefined. */
    pendingFlowByProviderState: async (state: string) => live(await flowStates.flowStateByProviderState(sha256(state))),

    completeOAuth: (flowId: string, account: { email: string; fullName: string }) =>
      completeOAuth(deps, flowId, account),

    /** Where a cancelled or failed flow sends the browser, with GoTrue's error parameters. */
    async failOAuth(
      flowId: string,
      description: string,
      params: OAuthErrorParams = { error: 'access_denied', code: 'access_denied' },
    ): Promise<string | undefined> {
      const flow = await flowStates.flowState(flowId);
      if (!flow || flow.authCode) return undefined;
      await flowStates.deleteFlowState(flow.id);
      return oauthErrorUrl(flow.redirectTo, description, params);
    },

    /** Where a provider callback without a flow state (unknown, used or expired `state`) sends the browser. */
    oauthErrorWithoutFlow: (description: string, params: OAuthErrorParams) =>
      oauthErrorUrl(safeRedirect(settings, undefined), description, params),

    pkceGrant: (input: { auth_code: string; code_verifier: string }) => pkceGrant(deps, input),
  };
}

export type OAuth = ReturnType<typeof createOAuth>;
