import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

export const DEV_ADMIN_EMAIL = 'admin@jatra.local';
export const DEV_ADMIN_PASSWORD = 'jatra-dev-admin-password';
/** DATA_DIR memory:// keeps the generated signing key in memory, once per process. */
let memoryJwtSecret: string | undefined;

/**
 * Per address: 5 codes and 10 wrong codes an hour (two codes' worth of tries); per IP, where a mobile
 * network's NAT puts many travellers behind one address, more. Tests keep them out of the way unless set.
 */
export function signInLimits(parsed: Env) {
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

/** The signing key when AUTH_JWT_SECRET is not set (never in production): generated once, kept under DATA_DIR. */
export function devJwtSecret(dataDir: string): string {
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
