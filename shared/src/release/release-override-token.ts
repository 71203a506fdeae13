/**
 * Signing and reading an admin's release override (release-override.ts), for the API that signs it and the shell's
 * server that honours it: one reading of the token on both sides. Server-side only.
 */
import { jwtVerify, SignJWT } from 'jose';
import {
  RELEASE_OVERRIDE_AUDIENCE,
  RELEASE_OVERRIDE_TTL_SECONDS,
  releaseOverridesSchema,
  type ReleaseOverrides,
} from './release-override';

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signReleaseOverride(
  secret: string,
  grant: { adminId: string; releases: ReleaseOverrides },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + RELEASE_OVERRIDE_TTL_SECONDS;
  const token = await new SignJWT({ releases: grant.releases })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(RELEASE_OVERRIDE_AUDIENCE)
    .setSubject(grant.adminId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** The releases a valid, unexpired override chooses; null for anything else (forged, expired, malformed). */
export async function readReleaseOverride(secret: string, token: string, now: Date): Promise<ReleaseOverrides | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      audience: RELEASE_OVERRIDE_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const releases = releaseOverridesSchema.safeParse(payload.releases);
    return releases.success ? releases.data : null;
  } catch {
    return null;
  }
}
