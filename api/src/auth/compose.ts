import type { Kernel } from '../area';
import { databaseRateLimitStore } from '../http/rate-limit-store';
import { createAccess } from './access';
import { authRoutes } from './auth.routes';
import { createAuthRepositories, createAuthService } from './auth.service';
import { createOidcClient } from './google-oidc';
import { googleOidcSignIn, simulatedGoogleSignIn } from './google-signin';
import { otpDeliveryFromConfig } from './otp-delivery';

/**
 * Sign-in (`/auth/v1`): the service, how codes go out, Google (real or simulated), the admin account, and
 * `access`, the guard every `/api` route is mounted behind.
 */
export function composeAuth({ config, db, logger, now }: Kernel) {
  const repositories = createAuthRepositories(db);
  const otpDelivery = otpDeliveryFromConfig({
    delivery: config.auth.delivery,
    production: config.production,
    mailbox: repositories.mailbox,
    now,
  });
  const publicUrl = config.publicUrl.replace(/\/$/, '');
  const { google } = config.auth;
  const service = createAuthService({
    repositories,
    otpDelivery,
    settings: {
      secret: config.auth.jwtSecret,
      issuer: `${publicUrl}/auth/v1`,
      ttlSeconds: config.auth.accessTokenTtlSeconds,
      adminEmail: config.auth.adminEmail,
      adminPassword: config.auth.adminPassword,
      devMailbox: !config.production,
      limits: config.auth.limits,
      allowedOrigins: config.corsOrigins,
      oauthProviders: google.simulated || google.clientId ? ['google'] : [],
    },
    logger,
    now,
  });
  const googleSignIn =
    google.clientId && google.clientSecret
      ? googleOidcSignIn({
          service: service.oauth,
          logger,
          oidc: createOidcClient({
            issuer: google.issuer,
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            redirectUri: `${publicUrl}/auth/v1/callback`,
            now,
          }),
        })
      : google.simulated
        ? simulatedGoogleSignIn(service.oauth)
        : undefined;
  const ready = service.account.ensureAdmin();
  ready.catch((error: unknown) => logger.error({ err: error }, 'admin account could not be created'));
  const router = authRoutes(service, {
    corsOrigins: config.corsOrigins,
    rateLimitPerMinute: config.auth.rateLimitPerMinute,
    rateLimitStore: databaseRateLimitStore(db, 'auth'),
    ready,
    google: googleSignIn,
    otpDelivery,
  });
  return {
    services: {
      auth: { ...service, repositories, otpDelivery, googleSignIn, ready },
      access: createAccess(service.sessions),
    },
    router,
  };
}
