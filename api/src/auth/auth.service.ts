import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { createAccount, type AdminAccountSettings } from './account';
import { devMailboxSender } from './dev-mailbox';
import { createFlowStatesRepository } from './flow-states.repository';
import { createIdentitiesRepository } from './identities.repository';
import { createMailboxRepository } from './mailbox.repository';
import { createOAuth, type OAuthSettings } from './oauth';
import { createOtpSignIn } from './otp';
import { createOtpDelivery, type OtpDelivery } from './otp-delivery';
import { createOtpsRepository } from './otps.repository';
import { createPasswords } from './password';
import { createSessions } from './sessions';
import { createSessionsRepository } from './sessions.repository';
import { createSignInLimits, type SignInLimitSettings } from './sign-in-limits';
import { createSignInLimitsRepository } from './sign-in-limits.repository';
import type { TokenSettings } from './tokens';

export interface AuthSettings extends TokenSettings, AdminAccountSettings, OAuthSettings {
  /**
   * Outside production: codes go to the dev mailbox when no real sender is configured (only when no
   * `otpDelivery` is given) and are printed to the log; never in production.
   */
  devMailbox: boolean;
  limits: SignInLimitSettings;
}

/** The auth tables, each with its one writer. */
export function createAuthRepositories(db: Database) {
  return {
    identities: createIdentitiesRepository(db),
    otps: createOtpsRepository(db),
    sessions: createSessionsRepository(db),
    flowStates: createFlowStatesRepository(db),
    mailbox: createMailboxRepository(db),
    limits: createSignInLimitsRepository(db),
  };
}

export type AuthRepositories = ReturnType<typeof createAuthRepositories>;

/**
 * GoTrue-compatible sign-in, by concern: one-time codes (otp), sessions and their tokens (with password
 * sign-in), OAuth with PKCE, and the signed-in user's account.
 */
export function createAuthService(deps: {
  repositories: AuthRepositories;
  settings: AuthSettings;
  logger: Logger;
  now?: () => Date;
  /** Where one-time codes go; the dev mailbox for both channels (outside production) when not given. */
  otpDelivery?: OtpDelivery;
}) {
  const { repositories, settings, logger } = deps;
  const { identities } = repositories;
  const now = deps.now ?? (() => new Date());
  const delivery =
    deps.otpDelivery ??
    createOtpDelivery({ devMailbox: settings.devMailbox ? devMailboxSender(repositories.mailbox, now) : undefined });
  const limits = createSignInLimits({ repository: repositories.limits, settings: settings.limits, now });
  const passwords = createPasswords(settings.limits.passwordChecks);
  const sessions = createSessions({
    sessions: repositories.sessions,
    identities,
    limits,
    passwords,
    settings,
    logger,
    now,
  });
  const otpSettings = { secret: settings.secret, logCodes: settings.devMailbox };
  return {
    sessions,
    otp: createOtpSignIn({
      otps: repositories.otps,
      identities,
      sessions,
      limits,
      delivery,
      settings: otpSettings,
      logger,
      now,
    }),
    oauth: createOAuth({ flowStates: repositories.flowStates, identities, sessions, settings, logger, now }),
    account: createAccount({ identities, sessions, passwords, settings, logger, now }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
