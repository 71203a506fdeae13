import path from 'node:path';
import { DEFAULT_PORTS, FRONTEND_PARTS } from '@jatra/shared';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const DEV_GDS_API_KEY = 'dev-gds-key';

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
  };
}
