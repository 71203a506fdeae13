import path from 'node:path';
import { isIP } from 'node:net';
import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_HOLD_MINUTES, DEFAULT_PORTS } from '@jatra/shared';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** the pool of one API process on a PostgreSQL server, unless DATABASE_POOL_SIZE says otherwise */
const DEFAULT_POOL_SIZE = 10;

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

/** The API's environment, parsed once: every setting's type, bounds and default. */
export const envSchema = z.object({
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
  /** What the deploy tools must send to change which frontend release is live; none in production: nobody can. */
  DEPLOY_TOKEN: z.string().min(24, 'DEPLOY_TOKEN must be at least 24 characters').optional(),
  /** Signs an admin's choice of releases for their own browser; the shell's server must have the same. */
  RELEASE_OVERRIDE_SECRET: z.string().min(32, 'RELEASE_OVERRIDE_SECRET must be at least 32 characters').optional(),
  GDS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** the GDS simulator's city list grows by this many generated towns (the scale data set's provider); 0 by default */
  GDS_SIM_EXTRA_CITIES: z.coerce.number().int().min(0).default(0),
  /**
   * the share of the GDS simulator's services that the operator cancels or moves after sale (docs/trip-changes.md),
   * so that a product left running shows it happen; tests that need fixed trips set 0
   */
  GDS_SIM_TRIP_CHANGE_RATE: z.coerce.number().min(0).max(1).default(0.02),
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
  // MSG91's Flow API for travellers' SMS (docs/sms-wire.md); unset: the simulator at /sim/sms, never in production
  SMS_MSG91_AUTHKEY: z.string().min(1).optional(),
  SMS_MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, 'SMS_SENDER_ID: the DLT header, six capital letters')
    .default('JATRAB'),
  SMS_WEBHOOK_SECRET: z.string().min(16, 'SMS_WEBHOOK_SECRET: at least 16 characters').optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** JSON: `{"ticket.en": "<MSG91 template id>", …}`, the ids the account's own registrations were given */
  SMS_TEMPLATE_IDS: z.string().optional(),
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

export type Env = z.infer<typeof envSchema>;
