import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { AUTH_MESSAGES, userMetadataProblem } from '@jatra/shared';
import { AuthError } from './auth-error';
import type { IdentitiesRepository } from './identities.repository';
import { requireIdentity, userJson, type AuthUserJson } from './identity';
import type { Passwords } from './password';
import type { Sessions } from './sessions';

export interface AdminAccountSettings {
  adminEmail: string;
  adminPassword: string;
}

/** The signed-in user's own account (`/user`), and the admin account the API starts with. */
export function createAccount(deps: {
  identities: IdentitiesRepository;
  sessions: Pick<Sessions, 'authenticate'>;
  passwords: Pick<Passwords, 'hash'>;
  settings: AdminAccountSettings;
  logger: Logger;
  now: () => Date;
}) {
  const { identities, sessions, passwords, settings, logger, now } = deps;
  return {
    /**
     * The admin account from ADMIN_EMAIL/ADMIN_PASSWORD, created once when missing, its address confirmed (the
     * operator configured it): password sign-in refuses unconfirmed addresses, as GoTrue does.
     */
    async ensureAdmin(): Promise<void> {
      const email = settings.adminEmail;
      const existing = await identities.identityByAddress('email', email);
      if (existing) {
        // an admin created before addresses were confirmed at creation
        if (existing.profile.role === 'admin' && !existing.auth.emailConfirmedAt) {
          await identities.confirmEmail(existing.auth.id, now());
        }
        return;
      }
      await identities.createIdentity({
        id: randomUUID(),
        channel: 'email',
        address: email,
        passwordHash: await passwords.hash(settings.adminPassword),
        role: 'admin',
        confirmed: true,
        now: now(),
      });
      logger.info({ email }, 'admin account created');
    },

    async getUser(accessToken: string | undefined): Promise<AuthUserJson> {
      const { who } = await sessions.authenticate(accessToken);
      return userJson(who);
    },

    /** Only `data` (user_metadata) may change: merged, a null value deletes its key, within USER_METADATA_LIMITS. */
    async updateUser(
      accessToken: string | undefined,
      input: { data?: Record<string, unknown>; email?: string; phone?: string; password?: string },
    ): Promise<AuthUserJson> {
      const { who } = await sessions.authenticate(accessToken);
      if (input.email !== undefined || input.phone !== undefined || input.password !== undefined) {
        throw new AuthError(422, 'validation_failed', AUTH_MESSAGES.updateNotSupported);
      }
      if (!input.data) return userJson(who);
      const metadata: Record<string, unknown> = { ...who.auth.userMetadata };
      for (const [key, value] of Object.entries(input.data)) {
        if (value === null) delete metadata[key];
        else metadata[key] = value;
      }
      const problem = userMetadataProblem(metadata);
      if (problem) throw new AuthError(400, 'validation_failed', AUTH_MESSAGES[problem]);
      const name = metadata.full_name;
      const fullName =
        'full_name' in input.data ? (typeof name === 'string' && name.trim() ? name.trim() : null) : undefined;
      await identities.updateMetadata(who.auth.id, metadata, fullName, now());
      return userJson(await requireIdentity(identities, who.auth.id));
    },
  };
}
