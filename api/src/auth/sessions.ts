import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { AUTH_MESSAGES } from '@jatra/shared';
import { AuthError } from './auth-error';
import type { IdentitiesRepository, Identity } from './identities.repository';
import { appMetadata, ensureActive, requireIdentity, signInAddress, userJson, type AuthUserJson } from './identity';
import type { Passwords } from './password';
import type { SessionRow, SessionsRepository } from './sessions.repository';
import type { SignInLimits } from './sign-in-limits';
import { signAccessToken, verifyAccessToken, type AccessTokenClaims, type TokenSettings } from './tokens';

type Scope = 'local' | 'global' | 'others';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUserJson;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SessionsDeps {
  sessions: SessionsRepository;
  identities: IdentitiesRepository;
  limits: SignInLimits;
  passwords: Pick<Passwords, 'verify' | 'burn'>;
  settings: TokenSettings;
  logger: Logger;
  now: () => Date;
}

async function answer(
  { settings, now }: SessionsDeps,
  who: Identity,
  session: Pick<SessionRow, 'id' | 'createdAt' | 'amrMethod'>,
  refreshToken: string,
): Promise<SessionJson> {
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
    now(),
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

async function start(deps: SessionsDeps, who: Identity, amrMethod: 'otp' | 'password' | 'oauth'): Promise<SessionJson> {
  const at = deps.now();
  const session = { id: randomUUID(), userId: who.auth.id, createdAt: at, amrMethod };
  const refreshToken = randomBytes(32).toString('base64url');
  await deps.sessions.createSession(session, {
    id: randomUUID(),
    sessionId: session.id,
    tokenHash: sha256(refreshToken),
    createdAt: at,
  });
  return answer(deps, who, session, refreshToken);
}

/** The verified token's claims and its live session's identity; GoTrue's errors otherwise. */
async function authenticate(
  { identities, settings, now }: SessionsDeps,
  accessToken: string | undefined,
): Promise<{ claims: AccessTokenClaims; who: Identity }> {
  if (!accessToken) throw new AuthError(401, 'no_authorization', AUTH_MESSAGES.noAuthorization);
  const claims = await verifyAccessToken(settings, accessToken, now());
  const found = await identities.identityWithSession(claims.sub, claims.session_id);
  if (!found) throw new AuthError(404, 'user_not_found', AUTH_MESSAGES.userNotFound);
  const { who, session } = found;
  // status first: suspending a user also ends their sessions, and they should hear why, not "no session"
  ensureActive(who);
  if (!session || session.revokedAt) {
    throw new AuthError(403, 'session_not_found', AUTH_MESSAGES.sessionNotFound);
  }
  return { claims, who };
}

/** Rotates: the token is used once; using it again revokes its whole session. */
async function refreshGrant(deps: SessionsDeps, refreshToken: string): Promise<SessionJson> {
  const { sessions, identities, logger } = deps;
  const at = deps.now();
  const row = await sessions.refreshToken(sha256(refreshToken));
  if (!row) throw new AuthError(400, 'refresh_token_not_found', AUTH_MESSAGES.refreshTokenNotFound);
  const session = await sessions.session(row.sessionId);
  if (!session || session.revokedAt || row.revokedAt) {
    throw new AuthError(400, 'session_not_found', AUTH_MESSAGES.sessionNotFound);
  }
  if (session.notAfter && session.notAfter <= at) {
    throw new AuthError(400, 'session_expired', AUTH_MESSAGES.sessionExpired);
  }
  const who = await requireIdentity(identities, session.userId);
  ensureActive(who);
  const next = randomBytes(32).toString('base64url');
  const successor = { id: randomUUID(), sessionId: session.id, tokenHash: sha256(next), parentHash: row.tokenHash };
  const rotated = !row.usedAt && (await sessions.rotateRefreshToken(row, { ...successor, createdAt: at }, at));
  if (!rotated) {
    await sessions.revokeSessions({ sessionId: session.id }, at);
    logger.warn({ sessionId: session.id }, 'refresh token reused: session revoked');
    throw new AuthError(400, 'refresh_token_already_used', AUTH_MESSAGES.refreshTokenAlreadyUsed);
  }
  return answer(deps, who, session, next);
}

async function passwordGrant(
  deps: SessionsDeps,
  input: { email?: string; phone?: string; password: string },
): Promise<SessionJson> {
  const { identities, limits, passwords } = deps;
  const target = signInAddress(input);
  // per address, known or not (a lockout must not tell which addresses have accounts); before any hashing
  const subjects = { address: target.address };
  await limits.ensureOpen('passwordFailure', subjects, {
    code: 'over_request_rate_limit',
    message: AUTH_MESSAGES.rateLimited,
  });
  const who = await identities.identityByAddress(target.channel, target.address);
  const ok = who?.auth.passwordHash
    ? await passwords.verify(input.password, who.auth.passwordHash)
    : (await passwords.burn(input.password), false);
  if (!who || !ok) {
    await limits.spend('passwordFailure', subjects);
    throw new AuthError(400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }
  ensureActive(who);
  if (target.channel === 'email' && !who.auth.emailConfirmedAt) {
    throw new AuthError(400, 'email_not_confirmed', AUTH_MESSAGES.emailNotConfirmed);
  }
  if (target.channel === 'sms' && !who.auth.phoneConfirmedAt) {
    throw new AuthError(400, 'phone_not_confirmed', AUTH_MESSAGES.phoneNotConfirmed);
  }
  await identities.markSignedIn(who.auth.id, 'password', deps.now());
  return start(deps, await requireIdentity(identities, who.auth.id), 'password');
}

async function logout(deps: SessionsDeps, accessToken: string | undefined, scope: Scope): Promise<void> {
  const { claims } = await authenticate(deps, accessToken);
  const { sessions } = deps;
  const at = deps.now();
  if (scope === 'local') await sessions.revokeSessions({ sessionId: claims.session_id }, at);
  else if (scope === 'global') await sessions.revokeSessions({ userId: claims.sub }, at);
  else await sessions.revokeSessions({ userId: claims.sub, exceptSessionId: claims.session_id }, at);
}

/** Sessions and their tokens: signed access tokens, rotating refresh tokens, password sign-in, sign-out. */
export function createSessions(deps: SessionsDeps) {
  return {
    start: (who: Identity, amrMethod: 'otp' | 'password' | 'oauth') => start(deps, who, amrMethod),
    authenticate: (accessToken: string | undefined) => authenticate(deps, accessToken),
    refreshGrant: (refreshToken: string) => refreshGrant(deps, refreshToken),
    passwordGrant: (input: { email?: string; phone?: string; password: string }) => passwordGrant(deps, input),
    logout: (accessToken: string | undefined, scope: Scope) => logout(deps, accessToken, scope),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
