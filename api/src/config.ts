import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, FRONTEND_PARTS } from '@jatra/shared';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const DEV_GDS_API_KEY = 'dev-gds-key';
export const DEV_ADMIN_EMAIL = 'admin@jatra.local';
export const DEV_ADMIN_PASSWORD = 'jatra-dev-admin-password';
/** DATA_DIR memory:// keeps the generated signing key in memory, once per process. */
let memoryJwtSecret: string | undefined;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORTS.api),
  API_PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  GDS_BASE_URL: z.url().optional(),
  GDS_API_KEY: z.string().min(1).optional(),
  GDS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  CORS_ORIGINS: z.string().optional(),
  AUTH_JWT_SECRET: z.string().min(32, 'AUTH_JWT_SECRET must be at least 32 characters').optional(),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ApiConfig {
  production: boolean;
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** `memory://` keeps PGlite in memory (tests); otherwise a folder. */
  pgliteDataDir: string;
  gds: { baseUrl: string; apiKey: string; timeoutMs: number; simulated: boolean };
  corsOrigins: string[];
  logLevel: string;
  auth: {
    /** HS256 key for access tokens. */
    jwtSecret: string;
    accessTokenTtlSeconds: number;
    /** OTP sends and verifies per IP per minute. */
    rateLimitPerMinute: number;
    adminEmail: string;
    adminPassword: string;
    /** Google sign-in: the simulator at /sim/google when no client is configured (never in production). */
    google: { clientId?: string; clientSecret?: string; simulated: boolean };
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
  return {
    production,
    host: parsed.API_HOST,
    port: parsed.API_PORT,
    publicUrl,
    databaseUrl: parsed.DATABASE_URL,
    pgliteDataDir: parsed.DATA_DIR === 'memory://' ? 'memory://' : path.join(parsed.DATA_DIR, 'pglite'),
    gds: {
      baseUrl: (parsed.GDS_BASE_URL ?? `http://127.0.0.1:${parsed.API_PORT}/sim`).replace(/\/$/, ''),
      apiKey: parsed.GDS_API_KEY ?? DEV_GDS_API_KEY,
      timeoutMs: parsed.GDS_TIMEOUT_MS,
      simulated,
    },
    corsOrigins: parsed.CORS_ORIGINS
      ? parsed.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultCorsOrigins(),
    logLevel: parsed.LOG_LEVEL,
    auth: {
      jwtSecret: parsed.AUTH_JWT_SECRET ?? devJwtSecret(parsed.DATA_DIR),
      accessTokenTtlSeconds: parsed.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      rateLimitPerMinute: parsed.AUTH_RATE_LIMIT_PER_MINUTE ?? (parsed.NODE_ENV === 'test' ? 10_000 : 20),
      adminEmail: (parsed.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).toLowerCase(),
      adminPassword: parsed.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
      google: {
        clientId: parsed.GOOGLE_CLIENT_ID,
        clientSecret: parsed.GOOGLE_CLIENT_SECRET,
        simulated: !parsed.GOOGLE_CLIENT_ID && !production,
      },
    },
  };
}
