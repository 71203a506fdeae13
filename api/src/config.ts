import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_HOLD_MINUTES, DEFAULT_PORTS, FRONTEND_PARTS } from '@jatra/shared';
import { z } from 'zod';
import type { SignInLimitSettings } from './auth';
import type { SupportChatLimitSettings } from './support-chat';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** the pool of one API process on a PostgreSQL server, unless DATABASE_POOL_SIZE says otherwise */
const DEFAULT_POOL_SIZE = 10;

export const DEV_GDS_API_KEY = 'dev-gds-key';
/** The PhonePe simulator's merchant credentials and webhook pair (never in production). */
export const DEV_PHONEPE = {
  clientId: 'JATRASIMUAT',
  clientSecret: 'jatra-dev-phonepe-secret',
  clientVersion: 1,
  webhookUsername: 'jatra_dev_webhook',
  webhookPassword: 'jatraDevWebhook1',
} as const;
/** PhonePe's public hosts (A1): the sandbox serves OAuth and PG under one base, production splits them. */
const PHONEPE_BASES = {
  sandbox: {
    token: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: { token: 'https://api.phonepe.com/apis/identity-manager', pg: 'https://api.phonepe.com/apis/pg' },
} as const;
export const DEV_ADMIN_EMAIL = 'admin@jatra.local';
export const DEV_ADMIN_PASSWORD = 'jatra-dev-admin-password';
/** DATA_DIR memory:// keeps the generated signing key in memory, once per process. */
let memoryJwtSecret: string | undefined;

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

/** What Express's `trust proxy` takes in a list: an address, a CIDR, or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** How many of one thing a budget allows per hour before its lockout (unset: a default per mode). */
const budget = () => z.coerce.number().int().positive().optional();

const envSchema = z.object({
  // unset is production: development (simulators, dev mailbox, generated secrets) must be asked for by name
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORTS.api),
  API_PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  /** connections one API process may hold on a PostgreSQL server (docs/festival-rush.md) */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  GDS_BASE_URL: z.url().optional(),
  GDS_API_KEY: z.string().min(1).optional(),
  GDS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** the GDS simulator's city list grows by this many generated towns (the scale data set's provider); 0 by default */
  GDS_SIM_EXTRA_CITIES: z.coerce.number().int().min(0).default(0),
  CORS_ORIGINS: z.string().optional(),
  /** The shell's public origin, for links in e-mails (a ticket's page); by default the launcher's shell origin. */
  PUBLIC_APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** `true` mounts /sim/clock, which moves the API's clock for end-to-end tests; never in production */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  // what the launcher (scripts/launcher/topology.ts) builds the shell's origin from
  JATRA_PUBLIC_HOST: z.string().min(1).default('localhost'),
  SHELL_PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_PORTS.shell),
  AUTH_JWT_SECRET: z.string().min(32, 'AUTH_JWT_SECRET must be at least 32 characters').optional(),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  /** Proxies whose X-Forwarded-For names the client (addresses, CIDRs or Express's loopback/linklocal/uniquelocal). */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyAddress), {
      error: 'TRUSTED_PROXIES: comma-separated IP addresses, CIDRs, or loopback / linklocal / uniquelocal',
    }),
  AUTH_OTP_SENDS_PER_ADDRESS_PER_HOUR: budget(),
  AUTH_OTP_SENDS_PER_IP_PER_HOUR: budget(),
  AUTH_OTP_FAILURES_PER_ADDRESS_PER_HOUR: budget(),
  AUTH_OTP_FAILURES_PER_IP_PER_HOUR: budget(),
  AUTH_PASSWORD_FAILURES_PER_ACCOUNT_PER_HOUR: budget(),
  /** The first lockout once a budget is spent; each further one doubles, up to a day. */
  AUTH_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  AUTH_PASSWORD_CHECKS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  AUTH_PASSWORD_CHECKS_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_FROM: z.string().min(3).optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PHONEPE_CLIENT_ID: z.string().min(1).optional(),
  PHONEPE_CLIENT_SECRET: z.string().min(1).optional(),
  PHONEPE_CLIENT_VERSION: z.coerce.number().int().positive().default(1),
  PHONEPE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PHONEPE_TOKEN_BASE_URL: z.url().optional(),
  PHONEPE_PG_BASE_URL: z.url().optional(),
  PHONEPE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // the pair chosen on PhonePe's Business Dashboard (A7)
  PHONEPE_WEBHOOK_USERNAME: z
    .string()
    .regex(/^\w{5,20}$/, 'PHONEPE_WEBHOOK_USERNAME: 5-20 letters, digits or _')
    .optional(),
  PHONEPE_WEBHOOK_PASSWORD: z
    .string()
    .regex(/^[A-Za-z0-9]{8,20}$/, 'PHONEPE_WEBHOOK_PASSWORD: 8-20 letters and digits')
    .optional(),
  PHONEPE_WEBHOOK_URL: z.url().optional(),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(5).max(60).default(DEFAULT_HOLD_MINUTES),
  /** How far ahead travel dates may be searched: the provider's booking horizon. */
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(366).default(DEFAULT_BOOKING_HORIZON_DAYS),
  // seats one account may hold unpaid at once (on one bus, in all) and holds it may make an hour
  HOLD_MAX_SEATS_PER_BUS: z.coerce.number().int().positive().default(6),
  HOLD_MAX_SEATS: z.coerce.number().int().positive().default(12),
  HOLDS_PER_HOUR: z.coerce.number().int().positive().default(10),
  // the same per client address; unset, twice the per-account figures (a carrier's NAT hides many travellers)
  HOLD_MAX_SEATS_PER_BUS_PER_IP: z.coerce.number().int().positive().optional(),
  HOLD_MAX_SEATS_PER_IP: z.coerce.number().int().positive().optional(),
  HOLDS_PER_HOUR_PER_IP: z.coerce.number().int().positive().optional(),
  /** Requests to /api per client address per minute. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  /** Live-chat messages one traveller sends a minute, and conversations one client address opens an hour. */
  SUPPORT_CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SUPPORT_CHAT_STARTS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** How often the reconciler sweeps pending payments, unconfirmed paid bookings, refunds and lapsed holds; 0 = never. */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /** How often the admin overview's figures are brought up to date (the screen says so). */
  OVERVIEW_REFRESH_MS: z.coerce.number().int().min(1_000).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

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
  gds: { baseUrl: string; apiKey: string; timeoutMs: number; simulated: boolean; simExtraCities: number };
  corsOrigins: string[];
  /** Express's `trust proxy`: only these peers may name the client in X-Forwarded-For (none by default). */
  trustedProxies: string[];
  logLevel: string;
  payments: { phonepe: PhonePeConfig; reconcileIntervalMs: number };
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

/**
 * Per address: 5 codes and 10 wrong codes an hour (two codes' worth of tries); per IP, where a mobile
 * network's NAT puts many travellers behind one address, more. Tests keep them out of the way unless set.
 */
function signInLimits(parsed: z.infer<typeof envSchema>): SignInLimitSettings {
  const loose = parsed.NODE_ENV === 'test' ? 10_000 : undefined;
  return {
    otpSendsPerAddress: parsed.AUTH_OTP_SENDS_PER_ADDRESS_PER_HOUR ?? loose ?? 5,
    otpSendsPerIp: parsed.AUTH_OTP_SENDS_PER_IP_PER_HOUR ?? loose ?? 30,
    otpFailuresPerAddress: parsed.AUTH_OTP_FAILURES_PER_ADDRESS_PER_HOUR ?? loose ?? 10,
    otpFailuresPerIp: parsed.AUTH_OTP_FAILURES_PER_IP_PER_HOUR ?? loose ?? 30,
    passwordFailuresPerAccount: parsed.AUTH_PASSWORD_FAILURES_PER_ACCOUNT_PER_HOUR ?? loose ?? 5,
    lockoutMinutes: parsed.AUTH_LOCKOUT_MINUTES,
    passwordChecks: { concurrency: parsed.AUTH_PASSWORD_CHECKS_CONCURRENCY, queue: parsed.AUTH_PASSWORD_CHECKS_QUEUE },
  };
}

/** Seats held unpaid at once (on one bus, in all) and holds made in the last hour, per account and per address. */
export interface HoldCaps {
  perUser: { seatsPerBus: number; seats: number; holdsPerHour: number };
  perIp: { seatsPerBus: number; seats: number; holdsPerHour: number };
}

export interface PhonePeConfig {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  env: 'sandbox' | 'production';
  /** OAuth base, `{tokenBaseUrl}/v1/oauth/token` */
  tokenBaseUrl: string;
  /** PG base, `{pgBaseUrl}/checkout/v2/pay` and the rest */
  pgBaseUrl: string;
  timeoutMs: number;
  webhook: {
    /** where PhonePe posts (set it on the Business Dashboard); the simulator posts here */
    url: string;
    username: string;
    password: string;
  };
  /** the simulator at /sim/phonepe when no PHONEPE_CLIENT_ID is set (never in production) */
  simulated: boolean;
  /** the simulator's origin as the browser sees it, for its hosted checkout page */
  simulatorPublicUrl: string;
}

/** PhonePe's settings: the real gateway with PHONEPE_CLIENT_ID, else the simulator (not in production). */
function phonePeConfig(parsed: z.infer<typeof envSchema>, publicUrl: string, production: boolean): PhonePeConfig {
  const simulated = !parsed.PHONEPE_CLIENT_ID;
  const webhookSet = Boolean(parsed.PHONEPE_WEBHOOK_USERNAME && parsed.PHONEPE_WEBHOOK_PASSWORD);
  if (production && (simulated || !parsed.PHONEPE_CLIENT_SECRET || !webhookSet)) {
    throw new Error(
      'PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD must be set when NODE_ENV=production',
    );
  }
  if (!simulated && !parsed.PHONEPE_CLIENT_SECRET) {
    throw new Error('PHONEPE_CLIENT_SECRET must be set with PHONEPE_CLIENT_ID');
  }
  const api = publicUrl.replace(/\/$/, '');
  // the API calls its own simulator over loopback, as it does the GDS one; the browser uses the public URL
  const simulatorBase = `http://127.0.0.1:${parsed.API_PORT}/sim/phonepe`;
  const bases = PHONEPE_BASES[parsed.PHONEPE_ENV];
  return {
    clientId: parsed.PHONEPE_CLIENT_ID ?? DEV_PHONEPE.clientId,
    clientSecret: parsed.PHONEPE_CLIENT_SECRET ?? DEV_PHONEPE.clientSecret,
    clientVersion: simulated ? DEV_PHONEPE.clientVersion : parsed.PHONEPE_CLIENT_VERSION,
    env: parsed.PHONEPE_ENV,
    tokenBaseUrl: (simulated ? simulatorBase : (parsed.PHONEPE_TOKEN_BASE_URL ?? bases.token)).replace(/\/$/, ''),
    pgBaseUrl: (simulated ? simulatorBase : (parsed.PHONEPE_PG_BASE_URL ?? bases.pg)).replace(/\/$/, ''),
    timeoutMs: parsed.PHONEPE_TIMEOUT_MS,
    webhook: {
      url: parsed.PHONEPE_WEBHOOK_URL ?? `${api}/api/phonepe/webhook`,
      username: parsed.PHONEPE_WEBHOOK_USERNAME ?? DEV_PHONEPE.webhookUsername,
      password: parsed.PHONEPE_WEBHOOK_PASSWORD ?? DEV_PHONEPE.webhookPassword,
    },
    simulated,
    simulatorPublicUrl: `${api}/sim/phonepe`,
  };
}

/**
 * The caps on held seats. API tests all come from 127.0.0.1, so in test mode the per-address caps are off unless
 * a test sets them; the per-account ones stay as configured.
 */
function holdCaps(parsed: z.infer<typeof envSchema>): HoldCaps {
  const perIp = (value: number | undefined, perUser: number) =>
    value ?? (parsed.NODE_ENV === 'test' ? 100_000 : perUser * 2);
  return {
    perUser: {
      seatsPerBus: parsed.HOLD_MAX_SEATS_PER_BUS,
      seats: parsed.HOLD_MAX_SEATS,
      holdsPerHour: parsed.HOLDS_PER_HOUR,
    },
    perIp: {
      seatsPerBus: perIp(parsed.HOLD_MAX_SEATS_PER_BUS_PER_IP, parsed.HOLD_MAX_SEATS_PER_BUS),
      seats: perIp(parsed.HOLD_MAX_SEATS_PER_IP, parsed.HOLD_MAX_SEATS),
      holdsPerHour: perIp(parsed.HOLDS_PER_HOUR_PER_IP, parsed.HOLDS_PER_HOUR),
    },
  };
}

/** The signing key when AUTH_JWT_SECRET is not set (never in production): generated once, kept under DATA_DIR. */
function devJwtSecret(dataDir: string): string {
  if (dataDir === 'memory://') {
    memoryJwtSecret ??= randomBytes(48).toString('base64url');
    return memoryJwtSecret;
  }
  const file = path.join(dataDir, 'auth-jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
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
    },
    corsOrigins: parsed.CORS_ORIGINS
      ? parsed.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultCorsOrigins(),
    trustedProxies: parsed.TRUSTED_PROXIES,
    logLevel: parsed.LOG_LEVEL,
    payments: {
      phonepe: phonePeConfig(parsed, publicUrl, production),
      reconcileIntervalMs: parsed.RECONCILE_INTERVAL_MS,
    },
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
