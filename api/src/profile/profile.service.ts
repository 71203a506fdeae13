import {
  AUTH_MESSAGES,
  STATES_AND_UNION_TERRITORIES,
  cleanIndianMobile,
  type Profile,
  type profileUpdateSchema,
} from '@jatra/shared';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { IdentitiesRepository, Identity } from '../auth';
import { AppError } from '../http/app-error';

/** What the profile needs of the auth module, which owns the `users` and `auth_users` tables. */
export type ProfileStore = Pick<IdentitiesRepository, 'identityById' | 'updateProfile'>;

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

const isIndianRegion = (value: string | null): value is Profile['state'] & string =>
  (STATES_AND_UNION_TERRITORIES as readonly (string | null)[]).includes(value);

/**
 * The `users` row as the profile page shows it. Before the first save, the e-mail and phone the user signed
 * in with (or gave at the sign-up profile step) stand in for the ones not yet on the row.
 */
const cleanPhone = (phone: string | null) => (phone ? cleanIndianMobile(phone) : null);

function profileJson({ auth, profile }: Identity): Profile {
  const metadataPhone = auth.userMetadata.phone;
  return {
    full_name: profile.fullName,
    email: profile.email ?? auth.email,
    phone: cleanPhone(
      profile.phone ?? (typeof metadataPhone === 'string' && metadataPhone ? metadataPhone : auth.phone),
    ),
    state: isIndianRegion(profile.state) ? profile.state : null,
    role: profile.role,
    created_at: profile.createdAt.toISOString(),
  };
}

/** The signed-in user's own profile: name, contact e-mail and phone, state. */
export function createProfileService(deps: { store: ProfileStore; logger: Logger; now?: () => Date }) {
  const { store, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function read(userId: string): Promise<Profile> {
    const who = await store.identityById(userId);
    // access() found this user a moment ago: gone now means it was deleted in between
    if (!who) throw new AppError(401, 'unauthorized', AUTH_MESSAGES.userNotFound);
    return profileJson(who);
  }

  return {
    read,

    async update(userId: string, update: ProfileUpdate): Promise<Profile> {
      const saved = await store.updateProfile(
        userId,
        { fullName: update.full_name, email: update.email, phone: update.phone, state: update.state },
        now(),
      );
      if (!saved) throw new AppError(401, 'unauthorized', AUTH_MESSAGES.userNotFound);
      logger.info({ userId }, 'profile updated');
      return read(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
