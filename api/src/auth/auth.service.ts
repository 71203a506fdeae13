import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import {
  AUTH_MESSAGES,
  CODE_CHALLENGE_PATTERN,
  E164_PATTERN,
  FLOW_STATE_TTL_SECONDS,
  OAUTH_MESSAGES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  resendWaitMessage,
  type MailboxMessage,
} from '@jatra/shared';
import { z } from 'zod';
import { AuthError } from './auth-error';
import type { AuthRepository, FlowStateRow, Identity } from './auth.repository';
import { devMailboxSender } from './dev-mailbox-sender';
import { createOtpDelivery, otpMessage, type OtpDelivery } from './otp-delivery';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { signAccessToken, verifyAccessToken, type AccessTokenClaims, type TokenSettings } from './tokens';

type Channel = 'email' | 'sms';
type Scope = 'local' | 'global' | 'others';

export interface AuthSettings extends TokenSettings {
  adminEmail: string;
  adminPassword: string;
  /**
   * Outside production: codes go to the dev mailbox when no real sender is configured (only when no
   * `otpDelivery` is given) and are printed to the log; never in production.
   */
  devMailbox: boolean;
  /** Origins OAuth sign-ins may return to (the CORS origins); others go to the first one's /auth/callback. */
  allowedOrigins?: string[];
  /** Which OAuth providers can be used (the Google simulator for now). */
  oauthProviders?: string[];
}

export interface AuthServiceDeps {
  repository: AuthRepository;
  settings: AuthSettings;
  logger: Logger;
  now?: () => Date;
  /** Where one-time codes go; the dev mailbox for both channels (outside production) when not given. */
  otpDelivery?: OtpDelivery;
}

/** What a real OpenID Connect provider needs kept with the flow state (see google-signin.ts). */
export interface ProviderFlowSecrets {
  /** The `state` sent to the provider; only its SHA-256 is stored. */
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** GoTrue's error parameters on an OAuth redirect (supabase-auth.md B4). */
export interface OAuthErrorParams {
  error: string;
  code: string;
}

/** The user as GoTrue answers it (supabase-auth.md B3). */
export interface AuthUserJson {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: string;
  email_confirmed_at?: string;
  phone_confirmed_at?: string;
  confirmed_at?: string;
  last_sign_in_at?: string;
  app_metadata: AccessTokenClaims['app_metadata'];
  user_metadata: Record<string, unknown>;
  identities: [];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUserJson;
}

const emailSchema = z.email();
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const iso = (date: Date | null) => date?.toISOString();

/** GoTrue-compatible sign-in: OTP by e-mail or SMS, password, refresh rotation, sessions, user metadata. */
export function createAuthService(deps: AuthServiceDeps) {
  const { repository, settings, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const otpDelivery =
    deps.otpDelivery ??
    createOtpDelivery({ devMailbox: settings.devMailbox ? devMailboxSender(repository, now) : undefined });

  const otpHash = (address: string, code: string) =>
    createHmac('sha256', settings.secret).update(`${address}:${code}`).digest('hex');

  function address(input: { email?: string; phone?: string }): { channel: Channel; address: string } {
    const email = input.email?.trim();
    const phone = input.phone?.replace(/[\s()-]/g, '');
    if ((email && phone) || (!email && !phone))
      throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.emailOrPhone);
    if (email) {
      if (!emailSchema.safeParse(email).success)
        throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.invalidEmail);
      return { channel: 'email', address: email.toLowerCase() };
    }
    const e164 = phone!.startsWith('+') ? phone! : `+${phone}`;
    if (!E164_PATTERN.test(e164)) throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.invalidPhone);
    return { channel: 'sms', address: e164 };
  }

  function ensureActive(identity: Identity): void {
    if (identity.profile.status !== 'active') throw new AuthError(403, 'user_banned', AUTH_MESSAGES.userBanned);
  }

  function appMetadata(identity: Identity): AccessTokenClaims['app_metadata'] {
    const external = identity.auth.providers ?? [];
    const providers = external.length
      ? external
      : [identity.auth.email ? 'email' : undefined, identity.auth.phone ? 'phone' : undefined].filter(
          (p): p is string => Boolean(p),
        );
    // role and status come from the users table only, never from user_metadata
    return {
      provider: providers[0] ?? 'email',
      providers,
      role: identity.profile.role,
      status: identity.profile.status,
    };
  }

  function userJson(identity: Identity): AuthUserJson {
    const { auth } = identity;
    const confirmed = auth.emailConfirmedAt ?? auth.phoneConfirmedAt;
    return {
      id: auth.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: auth.email ?? '',
      phone: auth.phone ?? '',
      email_confirmed_at: iso(auth.emailConfirmedAt),
      phone_confirmed_at: iso(auth.phoneConfirmedAt),
      confirmed_at: iso(confirmed),
      last_sign_in_at: iso(auth.lastSignInAt),
      app_metadata: appMetadata(identity),
      user_metadata: auth.userMetadata,
      identities: [],
      created_at: auth.createdAt.toISOString(),
      updated_at: auth.updatedAt.toISOString(),
      is_anonymous: false,
    };
  }

  async function identity(id: string): Promise<Identity> {
    const found = await repository.identityById(id);
    if (!found) throw new AuthError(404, 'user_not_found', AUTH_MESSAGES.userNotFound);
    return found;
  }

  async function sessionAnswer(
    who: Identity,
    session: { id: string; createdAt: Date; amrMethod: string },
    refreshToken: string,
  ): Promise<SessionJson> {
    const at = now();
    const { token, expiresAt } = await signAccessToken(
      settings,
      {
        sub: who.auth.id,
        email: who.auth.email ?? '',
        phone: who.auth.phone ?? '',
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: session.amrMethod, timestamp: Math.floor(session.createdAt.getTime() / 1000) }],
        session_id: session.id,
        is_anonymous: false,
        app_metadata: appMetadata(who),
        user_metadata: who.auth.userMetadata,
      },
      at,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: settings.ttlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(who),
    };
  }

  async function startSession(who: Identity, amrMethod: 'otp' | 'password' | 'oauth'): Promise<SessionJson> {
    const at = now();
    const session = { id: randomUUID(), userId: who.auth.id, createdAt: at, amrMethod };
    const refreshToken = randomBytes(32).toString('base64url');
    await repository.createSession(session, {
      id: randomUUID(),
      sessionId: session.id,
      tokenHash: sha256(refreshToken),
      createdAt: at,
    });
    return sessionAnswer(who, session, refreshToken);
  }

  function safeRedirect(redirectTo: string | undefined): string {
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

  /** The verified token's claims and its live session's identity; GoTrue's errors otherwise. */
  /** `redirect_to` (or the fallback) with GoTrue's error parameters. */
  function oauthErrorUrl(redirectTo: string, description: string, params: OAuthErrorParams): string {
    const target = new URL(redirectTo);
    target.searchParams.set('error', params.error);
    target.searchParams.set('error_code', params.code);
    target.searchParams.set('error_description', description);
    return target.toString();
  }

  async function authenticate(accessToken: string | undefined): Promise<{ claims: AccessTokenClaims; who: Identity }> {
    if (!accessToken) throw new AuthError(401, 'no_authorization', AUTH_MESSAGES.noAuthorization);
    const at = now();
    const claims = await verifyAccessToken(settings, accessToken, at);
    // status first: suspending a user also ends their sessions, and they should hear why, not "no session"
    const who = await identity(claims.sub);
    ensureActive(who);
    const session = await repository.session(claims.session_id);
    if (!session || session.revokedAt || session.userId !== claims.sub) {
      throw new AuthError(403, 'session_not_found', AUTH_MESSAGES.sessionNotFound);
    }
    return { claims, who };
  }

  return {
    authenticate,

    /** Signature, issuer, audience and expiry of an access token (no database look-up). */
    verifyAccessToken: (accessToken: string) => verifyAccessToken(settings, accessToken, now()),

    /** The admin account from ADMIN_EMAIL/ADMIN_PASSWORD, created once when missing. */
    async ensureAdmin(): Promise<void> {
      const email = settings.adminEmail;
      if (await repository.identityByAddress('email', email)) return;
      await repository.createIdentity({
        id: randomUUID(),
        channel: 'email',
        address: email,
        passwordHash: await hashPassword(settings.adminPassword),
        role: 'admin',
        now: now(),
      });
      logger.info({ email }, 'admin account created');
    },

    async sendOtp(input: { email?: string; phone?: string; createUser: boolean }): Promise<{ messageId: string }> {
      const target = address(input);
      const sender = otpDelivery.senderFor(target.channel);
      if (!sender) {
        // production without SMTP_URL / SMS_GATEWAY_URL: say so instead of pretending the code went out
        logger.error({ channel: target.channel }, 'OTP not sent: no delivery configured for this channel');
        throw new AuthError(
          500,
          target.channel === 'email' ? 'email_provider_disabled' : 'phone_provider_disabled',
          target.channel === 'email' ? AUTH_MESSAGES.emailDeliveryMissing : AUTH_MESSAGES.smsDeliveryMissing,
        );
      }
      const at = now();
      if (!input.createUser && !(await repository.identityByAddress(target.channel, target.address))) {
        throw new AuthError(422, 'otp_disabled', AUTH_MESSAGES.otpDisabled);
      }
      const previous = await repository.latestOtp(target.address);
      if (previous) {
        const waited = (at.getTime() - previous.createdAt.getTime()) / 1000;
        if (waited < OTP_RESEND_SECONDS) {
          const code = target.channel === 'email' ? 'over_email_send_rate_limit' : 'over_sms_send_rate_limit';
          throw new AuthError(429, code, resendWaitMessage(Math.ceil(OTP_RESEND_SECONDS - waited)));
        }
      }
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const id = randomUUID();
      // stored before sending, so no code ever reaches a traveller that /verify would not know
      await repository.insertOtp({
        id,
        address: target.address,
        channel: target.channel,
        codeHash: otpHash(target.address, code),
        expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
        createdAt: at,
      });
      try {
        await sender.send(otpMessage(target.channel, target.address, code));
      } catch (error) {
        // the code is withdrawn: it cannot be used, and it does not count for the resend wait
        await repository.deleteOtp(id);
        logger.error({ err: error, channel: target.channel, sender: sender.name }, 'OTP delivery failed');
        throw new AuthError(
          500,
          'unexpected_failure',
          target.channel === 'email' ? AUTH_MESSAGES.emailSendFailed : AUTH_MESSAGES.smsSendFailed,
        );
      }
      logger.info({ channel: target.channel, sender: sender.name }, 'OTP sent');
      // "and the console" (architecture: embedded defaults): development only, never in production
      if (settings.devMailbox) logger.info({ to: target.address, code }, `OTP for ${target.address}: ${code}`);
      return { messageId: id };
    },

    async verifyOtp(input: { type: string; token: string; email?: string; phone?: string }): Promise<SessionJson> {
      const target = address(input);
      const expected: Channel | undefined =
        input.type === 'sms' ? 'sms' : ['email', 'magiclink', 'signup'].includes(input.type) ? 'email' : undefined;
      if (!expected) throw new AuthError(400, 'validation_failed', `Verify requires a verification type`);
      const at = now();
      const otp =
        expected === target.channel ? await repository.liveOtp(target.address, target.channel, at) : undefined;
      if (!otp || otp.attempts >= OTP_MAX_ATTEMPTS) throw new AuthError(403, 'otp_expired', AUTH_MESSAGES.otpExpired);
      const given = Buffer.from(otpHash(target.address, input.token.trim()));
      const stored = Buffer.from(otp.codeHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        await repository.failOtp(otp.id, OTP_MAX_ATTEMPTS, at);
        throw new AuthError(403, 'otp_expired', AUTH_MESSAGES.otpExpired);
      }
      if (!(await repository.consumeOtp(otp.id, at))) throw new AuthError(403, 'otp_expired', AUTH_MESSAGES.otpExpired);
      let who = await repository.identityByAddress(target.channel, target.address);
      if (!who) {
        await repository.createIdentity({ id: randomUUID(), ...target, now: at });
        who = await repository.identityByAddress(target.channel, target.address);
        if (!who) throw new Error('user was not created');
        logger.info({ userId: who.auth.id }, 'user signed up');
      }
      ensureActive(who);
      await repository.markSignedIn(who.auth.id, target.channel, at);
      return startSession(await identity(who.auth.id), 'otp');
    },

    async passwordGrant(input: { email?: string; phone?: string; password: string }): Promise<SessionJson> {
      const target = address(input);
      const who = await repository.identityByAddress(target.channel, target.address);
      const ok = who?.auth.passwordHash
        ? await verifyPassword(input.password, who.auth.passwordHash)
        : (await burnPasswordCheck(input.password), false);
      if (!who || !ok) throw new AuthError(400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      ensureActive(who);
      await repository.markSignedIn(who.auth.id, 'password', now());
      return startSession(await identity(who.auth.id), 'password');
    },

    /** Rotates: the token is used once; using it again revokes its whole session. */
    async refreshGrant(refreshToken: string): Promise<SessionJson> {
      const at = now();
      const row = await repository.refreshToken(sha256(refreshToken));
      if (!row) throw new AuthError(400, 'refresh_token_not_found', AUTH_MESSAGES.refreshTokenNotFound);
      const session = await repository.session(row.sessionId);
      if (!session || session.revokedAt || row.revokedAt) {
        throw new AuthError(400, 'session_not_found', AUTH_MESSAGES.sessionNotFound);
      }
      if (session.notAfter && session.notAfter <= at) {
        throw new AuthError(400, 'session_expired', AUTH_MESSAGES.sessionExpired);
      }
      const who = await identity(session.userId);
      ensureActive(who);
      const next = randomBytes(32).toString('base64url');
      const rotated =
        !row.usedAt &&
        (await repository.rotateRefreshToken(
          row,
          {
            id: randomUUID(),
            sessionId: session.id,
            tokenHash: sha256(next),
            parentHash: row.tokenHash,
            createdAt: at,
          },
          at,
        ));
      if (!rotated) {
        await repository.revokeSessions({ sessionId: session.id }, at);
        logger.warn({ sessionId: session.id }, 'refresh token reused: session revoked');
        throw new AuthError(400, 'refresh_token_already_used', AUTH_MESSAGES.refreshTokenAlreadyUsed);
      }
      return sessionAnswer(who, session, next);
    },

    /**
     * `GET /authorize` (PKCE only): stores the flow state and answers its id. `redirect_to` must be on an
     * allowed origin, else the sign-in returns to the first allowed origin's `/auth/callback`.
     */
    async authorize(
      input: {
        provider?: string;
        redirectTo?: string;
        codeChallenge?: string;
        codeChallengeMethod?: string;
      },
      providerSecrets?: ProviderFlowSecrets,
    ): Promise<{ flowId: string; provider: string }> {
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
      const at = now();
      const flowId = randomUUID();
      await repository.insertFlowState({
        id: flowId,
        provider,
        codeChallenge: input.codeChallenge,
        codeChallengeMethod: method,
        redirectTo: safeRedirect(input.redirectTo),
        providerState: providerSecrets ? sha256(providerSecrets.state) : null,
        providerNonce: providerSecrets?.nonce ?? null,
        providerCodeVerifier: providerSecrets?.codeVerifier ?? null,
        createdAt: at,
        expiresAt: new Date(at.getTime() + FLOW_STATE_TTL_SECONDS * 1000),
      });
      return { flowId, provider };
    },

    /** A live flow state waiting for the provider, or undefined. */
    async pendingFlow(flowId: string) {
      const flow = await repository.flowState(flowId);
      return flow && !flow.authCode && flow.expiresAt > now() ? flow : undefined;
    },

    /** The live flow waiting for the provider that was sent this `state` (real OpenID Connect), or undefined. */
    async pendingFlowByProviderState(state: string): Promise<FlowStateRow | undefined> {
      const flow = await repository.flowStateByProviderState(sha256(state));
      return flow && !flow.authCode && flow.expiresAt > now() ? flow : undefined;
    },

    /**
     * The provider vouched for this e-mail: finds or creates the user, gives the flow its one-time code,
     * and answers where the browser goes next (`redirect_to?code=…`).
     */
    async completeOAuth(flowId: string, account: { email: string; fullName: string }): Promise<string> {
      const at = now();
      const flow = await repository.flowState(flowId);
      if (!flow || flow.authCode) throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
      if (flow.expiresAt <= at) throw new AuthError(422, 'flow_state_expired', OAUTH_MESSAGES.flowStateExpired);
      const email = account.email.trim().toLowerCase();
      if (!emailSchema.safeParse(email).success) {
        throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.invalidEmail);
      }
      let who = await repository.identityByAddress('email', email);
      const created = !who;
      if (!who) {
        await repository.createIdentity({ id: randomUUID(), channel: 'email', address: email, now: at });
        who = await repository.identityByAddress('email', email);
        if (!who) throw new Error('user was not created');
        logger.info({ userId: who.auth.id, provider: flow.provider }, 'user signed up');
      }
      ensureActive(who);
      const fullName = account.fullName.trim();
      if (fullName && !who.auth.userMetadata.full_name) {
        const metadata = { ...who.auth.userMetadata, full_name: fullName, name: fullName, email };
        await repository.updateMetadata(who.auth.id, metadata, who.profile.fullName ? undefined : fullName, at);
      }
      // a new user signed up with the provider only; an existing one keeps e-mail/phone as well
      const known = who.auth.providers.length || created ? who.auth.providers : appMetadata(who).providers;
      await repository.addProvider(who.auth.id, flow.provider, known, at);
      await repository.markSignedIn(who.auth.id, 'email', at);
      const code = randomUUID();
      if (!(await repository.completeFlowState(flow.id, who.auth.id, code))) {
        throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
      }
      const target = new URL(flow.redirectTo);
      target.searchParams.set('code', code);
      return target.toString();
    },

    /** Where a cancelled or failed flow sends the browser, with GoTrue's error parameters. */
    async failOAuth(
      flowId: string,
      description: string,
      params: OAuthErrorParams = { error: 'access_denied', code: 'access_denied' },
    ): Promise<string | undefined> {
      const flow = await repository.flowState(flowId);
      if (!flow || flow.authCode) return undefined;
      await repository.deleteFlowState(flow.id);
      return oauthErrorUrl(flow.redirectTo, description, params);
    },

    /** Where a provider callback without a flow state (unknown, used or expired `state`) sends the browser. */
    oauthErrorWithoutFlow: (description: string, params: OAuthErrorParams) =>
      oauthErrorUrl(safeRedirect(undefined), description, params),

    /** `grant_type=pkce`: the auth code and the verifier whose hash is the stored challenge; single use. */
    async pkceGrant(input: { auth_code: string; code_verifier: string }): Promise<SessionJson> {
      const at = now();
      const flow = await repository.flowStateByCode(input.auth_code);
      if (!flow || !flow.userId) throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
      if (flow.expiresAt <= at) {
        await repository.deleteFlowState(flow.id);
        throw new AuthError(422, 'flow_state_expired', OAUTH_MESSAGES.flowStateExpired);
      }
      const computed =
        flow.codeChallengeMethod === 's256'
          ? createHash('sha256').update(input.code_verifier).digest('base64url')
          : input.code_verifier;
      const given = Buffer.from(computed);
      const stored = Buffer.from(flow.codeChallenge);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        throw new AuthError(400, 'bad_code_verifier', OAUTH_MESSAGES.badCodeVerifier);
      }
      if (!(await repository.deleteFlowState(flow.id))) {
        throw new AuthError(404, 'flow_state_not_found', OAUTH_MESSAGES.flowStateNotFound);
      }
      const who = await identity(flow.userId);
      ensureActive(who);
      return startSession(who, 'oauth');
    },

    async getUser(accessToken: string | undefined): Promise<AuthUserJson> {
      const { who } = await authenticate(accessToken);
      return userJson(who);
    },

    /** Only `data` (user_metadata) may change: merged, a null value deletes its key. */
    async updateUser(
      accessToken: string | undefined,
      input: { data?: Record<string, unknown>; email?: string; phone?: string; password?: string },
    ): Promise<AuthUserJson> {
      const { who } = await authenticate(accessToken);
      if (input.email !== undefined || input.phone !== undefined || input.password !== undefined) {
        throw new AuthError(422, 'validation_failed', AUTH_MESSAGES.updateNotSupported);
      }
      if (!input.data) return userJson(who);
      const metadata: Record<string, unknown> = { ...who.auth.userMetadata };
      for (const [key, value] of Object.entries(input.data)) {
        if (value === null) delete metadata[key];
        else metadata[key] = value;
      }
      const name = metadata.full_name;
      const fullName =
        'full_name' in input.data ? (typeof name === 'string' && name.trim() ? name.trim() : null) : undefined;
      await repository.updateMetadata(who.auth.id, metadata, fullName, now());
      return userJson(await identity(who.auth.id));
    },

    async logout(accessToken: string | undefined, scope: Scope): Promise<void> {
      const { claims } = await authenticate(accessToken);
      const at = now();
      if (scope === 'local') await repository.revokeSessions({ sessionId: claims.session_id }, at);
      else if (scope === 'global') await repository.revokeSessions({ userId: claims.sub }, at);
      else await repository.revokeSessions({ userId: claims.sub, exceptSessionId: claims.session_id }, at);
    },

    async mailbox(to: string | undefined): Promise<MailboxMessage[]> {
      // a '+' in an unencoded query string arrives as a space
      const phone = to?.replace(/[\s()-]/g, '');
      const key = to?.includes('@') ? to.trim().toLowerCase() : phone && /^\d+$/.test(phone) ? `+${phone}` : phone;
      const rows = await repository.mailbox(key, key ? 50 : 100);
      return rows.map((row) => ({
        to: row.toAddress,
        subject: row.subject,
        body: row.body,
        code: row.code,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
