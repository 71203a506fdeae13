import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, E164_PATTERN } from '@jatra/shared';
import { z } from 'zod';
import { AuthError } from './auth-error';
import type { IdentitiesRepository, Identity } from './identities.repository';
import type { OtpChannel } from './otp-sender';
import type { AccessTokenClaims } from './tokens';

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

export const emailSchema = z.email();
const iso = (date: Date | null) => date?.toISOString();

/** The one address a sign-in names: a lower-cased e-mail or an E.164 phone number. */
export function signInAddress(input: { email?: string; phone?: string }): { channel: OtpChannel; address: string } {
  const email = input.email?.trim();
  const phone = input.phone?.replace(/[\s()-]/g, '');
  if ((email && phone) || (!email && !phone)) throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.emailOrPhone);
  if (email) {
    if (!emailSchema.safeParse(email).success)
      throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.invalidEmail);
    return { channel: 'email', address: email.toLowerCase() };
  }
  const e164 = phone!.startsWith('+') ? phone! : `+${phone}`;
  if (!E164_PATTERN.test(e164)) throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.invalidPhone);
  return { channel: 'sms', address: e164 };
}

/** Admin accounts sign in by password only: no one-time code and no Google sign-in reaches them. */
export const passwordOnly = (identity: Pick<Identity, 'profile'> | undefined): boolean =>
  identity?.profile.role === 'admin';

export function ensureActive(identity: Identity): void {
  if (identity.profile.status !== 'active') throw new AuthError(403, 'user_banned', AUTH_MESSAGES.userBanned);
}

export async function requireIdentity(identities: Pick<IdentitiesRepository, 'identityById'>, id: string) {
  const found = await identities.identityById(id);
  if (!found) throw new AuthError(404, 'user_not_found', AUTH_MESSAGES.userNotFound);
  return found;
}

/** The user found at an address, created first when there is none yet (a first sign-in is a sign-up). */
export async function identityAt(
  identities: Pick<IdentitiesRepository, 'identityByAddress' | 'createIdentity'>,
  target: { channel: OtpChannel; address: string },
  at: Date,
): Promise<{ who: Identity; created: boolean }> {
  const found = await identities.identityByAddress(target.channel, target.address);
  if (found) return { who: found, created: false };
  await identities.createIdentity({ id: randomUUID(), ...target, now: at });
  const who = await identities.identityByAddress(target.channel, target.address);
  if (!who) throw new Error('user was not created');
  return { who, created: true };
}

export function appMetadata(identity: Identity): AccessTokenClaims['app_metadata'] {
  const external = identity.auth.providers ?? [];
  const providers = external.length
    ? external
    : [identity.auth.email ? 'email' : undefined, identity.auth.phone ? 'phone' : undefined].filter((p): p is string =>
        Boolean(p),
      );
  // role and status come from the users table only, never from user_metadata
  return {
    provider: providers[0] ?? 'email',
    providers,
    role: identity.profile.role,
    status: identity.profile.status,
  };
}

export function userJson(identity: Identity): AuthUserJson {
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
