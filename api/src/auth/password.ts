import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';
import { AUTH_MESSAGES } from '@jatra/shared';
import { AuthError } from './auth-error';

const KEY_LENGTH = 64;
const PARAMS = { N: 16_384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Password hashing, a few at a time: each scrypt takes about 50 ms of a core and 16 MB, so a burst of
 * sign-ins must not take the whole machine from everyone else. Past `queue` waiting, the answer is 429.
 */
export function createPasswords(limits: { concurrency: number; queue: number }) {
  const limit = pLimit(limits.concurrency);
  const bounded = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> => {
    if (limit.activeCount + limit.pendingCount >= limits.concurrency + limits.queue) {
      return Promise.reject(new AuthError(429, 'over_request_rate_limit', AUTH_MESSAGES.rateLimited, 1));
    }
    return limit(() => derive(password, salt, options));
  };

  /** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await bounded(password, salt, PARAMS);
    return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, expected] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !expected) return false;
    const want = Buffer.from(expected, 'base64url');
    const key = await bounded(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
    return key.length === want.length && timingSafeEqual(key, want);
  }

  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    verify,
    /** Spends the same time as a real check, so an unknown address answers no faster than a wrong password. */
    async burn(password: string): Promise<void> {
      dummyHash ??= hash('not-a-real-password').catch((error: unknown) => {
        dummyHash = undefined;
        throw error;
      });
      await verify(password, await dummyHash);
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
