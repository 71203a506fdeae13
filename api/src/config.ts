import path from 'node:path';
import { DEFAULT_PORTS, DEV_RELEASE_OVERRIDE_SECRET, FRONTEND_PARTS } from '@jatra/shared';
import type { SignInLimitSettings } from './auth';
import type { SupportChatLimitSettings } from './support-chat';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, devJwtSecret, signInLimits } from './config/auth';
import { holdCaps, type HoldCaps } from './config/bookings';
import { envSchema } from './config/env';
import { DEV_DEPLOY_TOKEN } from './config/deploy';
import { DEV_GDS_API_KEY } from './config/gds';
import { phonePeConfig, type PhonePeConfig } from './config/phonepe';
import { smsConfig, type SmsConfig } from './config/sms';

export { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from './config/auth';
export type { HoldCaps } from './config/bookings';
export { DEV_PHONEPE, type PhonePeConfig } from './config/phonepe';
export { DEV_SMS, type SmsConfig } from './config/sms';
export { DEV_GDS_API_KEY } from './config/gds';
export { DEV_DEPLOY_TOKEN } from './config/deploy';

export interface ApiConfig {
  production: boolean;
  /** /sim/clock: e2e tests move the API's clock (asked for explicitly; never in production) */
  testClock: boolean;
  host: string;
  port: number;
  publicUrl: string;
  /** The shell's public origin (no trailing slash): links in e-mails point here, e.g. `/booking-details/<pnr>`. */
  appUrl: string;
  databaseUrl: string | undefined;
  /** connections of this process's pool on a PostgreSQL server */
  databasePoolSize: number;
  /** `memory://` keeps PGlite in memory (tests); otherwise a folder. */
  pgliteDataDir: string;
  gds: {
    baseUrl: string;
    apiKey: string;
    timeoutMs: number;
    simulated: boolean;
    simExtraCities: number;
    simTripChangeRate: number;
  };
  corsOrigins: string[];
  /** the deploy tools' token; undefined: no tool may deploy (production without DEPLOY_TOKEN) */
  deployToken: string | undefined;
  /** signs admins' release overrides; undefined: no override can be made (production without the secret) */
  releaseOverrideSecret: string | undefined;
  /** Express's `trust proxy`: only these peers may name the client in X-Forwarded-For (none by default). */
  trustedProxies: string[];
  logLevel: string;
  payments: { phonepe: PhonePeConfig; reconcileIntervalMs: number };
  /** travellers' SMS (the m-ticket): MSG91, its simulator, or none (production without it: SMS stay queued) */
  sms: SmsConfig;
  /** how often the admin overview's figures are brought up to date */
  overviewRefreshMs: number;
  bookings: {
    holdMinutes: number;
    /** the last travel date on sale is today (India) plus this many days */
    horizonDays: number;
    holdCaps: HoldCaps;
  };
  /** Requests to /api per client address per minute. */
  apiRateLimitPerMinute: number;
  supportChat: SupportChatLimitSettings;
  auth: {
    /** HS256 key for access tokens. */
    jwtSecret: string;
    accessTokenTtlSeconds: number;
    /** OTP sends and verifies per IP per minute. */
    rateLimitPerMinute: number;
    limits: SignInLimitSettings;
    adminEmail: string;
    adminPassword: string;
    /** Google sign-in: the simulator at /sim/google when no client is configured (never in production). */
    google: { clientId?: string; clientSecret?: string; simulated: boolean; issuer: string };
    /** Where one-time codes go; a channel without its setting uses the dev mailbox (never in production). */
    delivery: {
      smtp?: { url: string; from: string };
      smsGateway?: { url: string; token: string; timeoutMs: number };
    };
  };
}

function defaultCorsOrigins(): string[] {
  return FRONTEND_PARTS.flatMap((part) => [
    `http://localhost:${DEFAULT_PORTS[part]}`,
    `http://127.0.0.1:${DEFAULT_PORTS[part]}`,
  ]);
}

/** Read the API's settings from the environment; real parts are used when their settings are present. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.parse(env);
  const production = parsed.NODE_ENV === 'production';
  const publicUrl = parsed.API_PUBLIC_URL ?? `http://${parsed.API_HOST}:${parsed.API_PORT}`;
  const simulated = !parsed.GDS_BASE_URL;
  if (production && simulated) throw new Error('GDS_BASE_URL and GDS_API_KEY must be set when NODE_ENV=production');
  if (!simulated && !parsed.GDS_API_KEY) throw new Error('GDS_API_KEY must be set with GDS_BASE_URL');
  if (production && !parsed.AUTH_JWT_SECRET) throw new Error('AUTH_JWT_SECRET must be set when NODE_ENV=production');
  if (production && (!parsed.ADMIN_EMAIL || !parsed.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set when NODE_ENV=production');
  }
  if (!parsed.GOOGLE_CLIENT_ID !== !parsed.GOOGLE_CLIENT_SECRET) {
    throw new Error('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (production && !parsed.GOOGLE_OIDC_ISSUER.startsWith('https://')) {
    throw new Error('GOOGLE_OIDC_ISSUER must be an https:// URL when NODE_ENV=production');
  }
  if (parsed.SMS_GATEWAY_URL && !parsed.SMS_GATEWAY_TOKEN) {
    throw new Error('SMS_GATEWAY_TOKEN must be set with SMS_GATEWAY_URL');
  }
  return {
    production,
    host: parsed.API_HOST,
    port: parsed.API_PORT,
    publicUrl,
    testClock: parsed.TEST_CLOCK === 'true' && !production,
    appUrl: (parsed.PUBLIC_APP_URL ?? `http://${parsed.JATRA_PUBLIC_HOST}:${parsed.SHELL_PORT}`).replace(/\/+$/, ''),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    pgliteDataDir: parsed.DATA_DIR === 'memory://' ? 'memory://' : path.join(parsed.DATA_DIR, 'pglite'),
    gds: {
      baseUrl: (parsed.GDS_BASE_URL ?? `http://127.0.0.1:${parsed.API_PORT}/sim`).replace(/\/$/, ''),
      apiKey: parsed.GDS_API_KEY ?? DEV_GDS_API_KEY,
      timeoutMs: parsed.GDS_TIMEOUT_MS,
      simulated,
      simExtraCities: parsed.GDS_SIM_EXTRA_CITIES,
      simTripChangeRate: parsed.GDS_SIM_TRIP_CHANGE_RATE,
    },
    corsOrigins: parsed.CORS_ORIGINS
      ? parsed.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultCorsOrigins(),
    trustedProxies: parsed.TRUSTED_PROXIES,
    deployToken: parsed.DEPLOY_TOKEN ?? (production ? undefined : DEV_DEPLOY_TOKEN),
    releaseOverrideSecret: parsed.RELEASE_OVERRIDE_SECRET ?? (production ? undefined : DEV_RELEASE_OVERRIDE_SECRET),
    logLevel: parsed.LOG_LEVEL,
    payments: {
      phonepe: phonePeConfig(parsed, publicUrl, production),
      reconcileIntervalMs: parsed.RECONCILE_INTERVAL_MS,
    },
    sms: smsConfig(parsed, publicUrl, production),
    overviewRefreshMs: parsed.OVERVIEW_REFRESH_MS,
    bookings: {
      holdMinutes: parsed.BOOKING_HOLD_MINUTES,
      horizonDays: parsed.BOOKING_HORIZON_DAYS,
      holdCaps: holdCaps(parsed),
    },
    // API tests and the load bench send many thousands a minute from 127.0.0.1
    apiRateLimitPerMinute: parsed.API_RATE_LIMIT_PER_MINUTE ?? (parsed.NODE_ENV === 'test' ? 10_000_000 : 300),
    supportChat: {
      messagesPerMinute: parsed.SUPPORT_CHAT_MESSAGES_PER_MINUTE,
      startsPerHour: parsed.SUPPORT_CHAT_STARTS_PER_HOUR,
    },
    auth: {
      jwtSecret: parsed.AUTH_JWT_SECRET ?? devJwtSecret(parsed.DATA_DIR),
      accessTokenTtlSeconds: parsed.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      rateLimitPerMinute: parsed.AUTH_RATE_LIMIT_PER_MINUTE ?? (parsed.NODE_ENV === 'test' ? 10_000 : 20),
      limits: signInLimits(parsed),
      adminEmail: (parsed.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).toLowerCase(),
      adminPassword: parsed.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
      google: {
        clientId: parsed.GOOGLE_CLIENT_ID,
        clientSecret: parsed.GOOGLE_CLIENT_SECRET,
        simulated: !parsed.GOOGLE_CLIENT_ID && !production,
        issuer: parsed.GOOGLE_OIDC_ISSUER.replace(/\/$/, ''),
      },
      delivery: {
        smtp: parsed.SMTP_URL
          ? { url: parsed.SMTP_URL, from: parsed.SMTP_FROM ?? `Jatra <no-reply@${new URL(publicUrl).hostname}>` }
          : undefined,
        smsGateway:
          parsed.SMS_GATEWAY_URL && parsed.SMS_GATEWAY_TOKEN
            ? { url: parsed.SMS_GATEWAY_URL, token: parsed.SMS_GATEWAY_TOKEN, timeoutMs: parsed.SMS_GATEWAY_TIMEOUT_MS }
            : undefined,
      },
    },
  };
}
