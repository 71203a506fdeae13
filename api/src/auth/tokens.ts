import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AUTH_MESSAGES } from '@jatra/shared';
import { AuthError } from './auth-error';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  session_id: string;
  email: string;
  phone: string;
  role: 'authenticated';
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  is_anonymous: false;
  app_metadata: { provider: string; providers: string[]; role: string; status: string };
  user_metadata: Record<string, unknown>;
}

export interface TokenSettings {
  secret: string;
  issuer: string;
  ttlSeconds: number;
}

const AUDIENCE = 'authenticated';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  settings: TokenSettings,
  claims: Omit<AccessTokenClaims, 'aud' | 'iss' | 'iat' | 'exp'>,
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = iat + settings.ttlSeconds;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuer(settings.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(key(settings.secret));
  return { token, expiresAt };
}

/** Checks signature (HS256 only), issuer, audience and expiry; 403 bad_jwt otherwise, as GoTrue answers. */
export async function verifyAccessToken(settings: TokenSettings, token: string, now: Date): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key(settings.secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: settings.issuer,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'session_id'],
    });
    if (!UUID.test(String(payload.sub)) || !UUID.test(String(payload.session_id))) {
      throw new AuthError(403, 'bad_jwt', AUTH_MESSAGES.badJwt);
    }
    return payload as AccessTokenClaims;
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (error instanceof errors.JWTExpired) throw new AuthError(403, 'bad_jwt', 'invalid JWT: token is expired');
    throw new AuthError(403, 'bad_jwt', AUTH_MESSAGES.badJwt);
  }
}
