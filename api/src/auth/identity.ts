import { createHash, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, E164_PATTERN } from '@jatra/shared';
import { z } from 'zod';
import { AuthError } from './auth-error';
import type { IdentitiesRepository, Identity } from './identities.repository';
import type { OtpChannel } from './otp-sender';
import type { AccessTokenClaims } from './tokens';

/** The user as GoTrue answers it (docs/auth-wire.md, Sessions and tokens). */
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
  identities: IdentityJson[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

/** One way of signing in, as GoTrue lists it under `identities` (its `id` is the provider's id of the user). */
export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
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

/** A UUID (version 5) named by the user and the provider: the same identity keeps the same id. */
function identityId(userId: string, provider: string): string {
  const namespace = Buffer.from(userId.replaceAll('-', ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(provider).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The user's identities, one per provider of app_metadata.providers, with GoTrue's identity_data: e-mail and
 * phone carry the address and whether a code confirmed it; Google vouched for its address and gave the name.
 */
export function identitiesJson(identity: Identity): IdentityJson[] {
  const { auth } = identity;
  const name = auth.userMetadata.full_name;
  const dataOf = (provider: string): Record<string, unknown> => {
    if (provider === 'phone') {
      return { sub: auth.id, phone: auth.phone, email_verified: false, phone_verified: Boolean(auth.phoneConfirmedAt) };
    }
    const data = {
      sub: auth.id,
      email: auth.email,
      email_verified: Boolean(auth.emailConfirmedAt),
      phone_verified: false,
    };
    if (provider === 'email' || typeof name !== 'string') return data;
    return { ...data, email_verified: true, name, full_name: name };
  };
  return appMetadata(identity).providers.map((provider) => ({
    identity_id: identityId(auth.id, provider),
    id: auth.id,
    user_id: auth.id,
    identity_data: dataOf(provider),
    provider,
    last_sign_in_at: iso(auth.lastSignInAt),
    created_at: auth.createdAt.toISOString(),
    updated_at: auth.updatedAt.toISOString(),
    email: provider === 'phone' ? undefined : (auth.email ?? undefined),
  }));
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
    identities: identitiesJson(identity),
    created_at: auth.createdAt.toISOString(),
    updated_at: auth.updatedAt.toISOString(),
    is_anonymous: false,
  };
}
