import type * as Crypto from 'node:crypto';
import { AUTH_MESSAGES } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL } from '../config';

/** How many password hashes run at once, and the most there ever were. */
const hashing = vi.hoisted(() => ({ now: 0, most: 0 }));

// every scrypt the API runs is counted while it runs, and held a little, so the requests pile up
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>();
  const scrypt = (...args: unknown[]) => {
    const callback = args.pop() as (error: Error | null, key: Buffer) => void;
    hashing.now += 1;
    hashing.most = Math.max(hashing.most, hashing.now);
    (crypto.scrypt as (...rest: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      setTimeout(() => {
        hashing.now -= 1;
        callback(error, key);
      }, 1000);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

describe('password checks', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_PASSWORD_CHECKS_CONCURRENCY: '2', AUTH_PASSWORD_CHECKS_QUEUE: '4' } });
  });
  afterAll(() => api.close());

  it('12 wrong passwords at once run at most 2 hashes at a time; 4 wait, the other 6 get 429 at once', async () => {
    const attempt = (n: number) =>
      fetch(`${api.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email: n % 2 ? DEV_ADMIN_EMAIL : `nobody${n}@example.in`, password: `wrong-${n}` }),
      }).then(async (response) => ({ status: response.status, ...((await response.json()) as { code: string }) }));
    // the admin account is created (one hash) as the API starts; the first sign-in waits for it
    expect((await attempt(0)).status).toBe(400);
    hashing.most = 0;

    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => attempt(n + 1)));
    expect(hashing.most).toBe(2);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(6);
    expect(answers.filter((answer) => answer.status === 429)).toEqual(
      Array(6).fill({ status: 429, code: 'over_request_rate_limit', message: AUTH_MESSAGES.rateLimited }),
    );
  });
});
