import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type MailboxMessage } from '@jatra/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { freshStore, startApiOn, startTestApi, type TestApi } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, loadConfig } from '../config';
import { authUsers, users } from '../db/schema';

const MINUTE = 60_000;

/** The sign-in limits (OTP, password and per-IP budgets with lockouts), each as production sets it unless the test says otherwise. */
// each test starts an API of its own (migrations included), and some spend a few dozen password hashes
describe('sign-in limits', { timeout: 90_000 }, () => {
  let clock = Date.now();
  const opened: TestApi[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((api) => api.close()));
  });

  async function apiWith(env: Record<string, string>): Promise<TestApi> {
    clock = Date.now();
    const api = await startTestApi({ env, now: () => new Date(clock) });
    opened.push(api);
    return api;
  }

  async function post(api: TestApi, route: string, body: unknown, forwardedFor?: string) {
    const response = await fetch(`${api.url}/auth/v1${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ...json };
  }

  const password = (api: TestApi, email: string, secret: string, forwardedFor?: string) =>
    post(api, '/token?grant_type=password', { email, password: secret }, forwardedFor);
  const sendCode = (api: TestApi, email: string, forwardedFor?: string) =>
    post(api, '/otp', { email, create_user: true }, forwardedFor);
  const verify = (api: TestApi, email: string, token: string, forwardedFor?: string) =>
    post(api, '/verify', { type: 'email', email, token }, forwardedFor);

  async function mailbox(api: TestApi, to: string): Promise<MailboxMessage[]> {
    const response = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: MailboxMessage[] }).messages;
  }

  /** A code that is not the one sent (codes are six digits). */
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  /** Five wrong tries kill a code; `count` wrong tries over as many codes as that takes, a minute apart. */
  async function wrongCodes(api: TestApi, email: string, count: number, forwardedFor?: string) {
    const answers: { status: number; code?: string; retryAfter: string | null }[] = [];
    for (let done = 0; done < count; done += 1) {
      if (done % 5 === 0) {
        clock += 61_000;
        expect((await sendCode(api, email, forwardedFor)).status).toBe(200);
      }
      const [latest] = await mailbox(api, email);
      answers.push(await verify(api, email, wrongFor(latest!.code!), forwardedFor));
    }
    return answers;
  }

  describe('client identity (TRUSTED_PROXIES)', () => {
    const rotating = (attempt: number) => `203.0.113.${attempt + 1}`;

    it('ignores a client-sent X-Forwarded-For by default: 25 wrong passwords, a fresh one each, 429 from attempt 21', async () => {
      const api = await apiWith({ AUTH_RATE_LIMIT_PER_MINUTE: '20' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 25; attempt += 1) {
        statuses.push((await password(api, `nobody${attempt}@example.in`, 'wrong-password', rotating(attempt))).status);
      }
      expect(statuses).toEqual([...Array<number>(20).fill(400), ...Array<number>(5).fill(429)]);
    });

    it('honours X-Forwarded-For from a listed proxy: each forwarded client has a budget of its own', async () => {
      const api = await apiWith({ AUTH_RATE_LIMIT_PER_MINUTE: '20', TRUSTED_PROXIES: '127.0.0.1, ::1' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 25; attempt += 1) {
        statuses.push((await password(api, `nobody${attempt}@example.in`, 'wrong-password', rotating(attempt))).status);
      }
      expect(statuses).toEqual(Array<number>(25).fill(400));
    });

    it('takes addresses, CIDRs and Express’s named ranges, and refuses anything else', () => {
      const config = loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::1, loopback' });
      expect(config.trustedProxies).toEqual(['10.0.0.0/8', '2001:db8::1', 'loopback']);
      expect(loadConfig({ NODE_ENV: 'test' }).trustedProxies).toEqual([]);
      expect(() => loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
      expect(() => loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    });
  });

  describe('one-time codes', () => {
    it('locks an address out after 10 wrong codes across codes for 15 minutes, then 30: even the right code waits', async () => {
      const api = await apiWith({ AUTH_OTP_FAILURES_PER_ADDRESS_PER_HOUR: '10' });
      const email = 'guessed@example.in';
      const first = await wrongCodes(api, email, 10);
      expect(first.map((answer) => answer.status)).toEqual(Array<number>(10).fill(403));

      clock += 61_000;
      expect((await sendCode(api, email)).status).toBe(200);
      const [fresh] = await mailbox(api, email);
      const locked = await verify(api, email, fresh!.code!);
      expect(locked).toMatchObject({
        status: 429,
        code: 'over_request_rate_limit',
        message: AUTH_MESSAGES.rateLimited,
      });
      expect(Number(locked.retryAfter)).toBe(15 * 60 - 61);

      // the next lockout lasts twice as long
      clock += 15 * MINUTE;
      const second = await wrongCodes(api, email, 10);
      expect(second.map((answer) => answer.status)).toEqual(Array<number>(10).fill(403));
      const again = await verify(api, email, '123456');
      expect(again).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      expect(Number(again.retryAfter)).toBe(30 * 60);

      // once it ends, the right code signs in
      clock += 30 * MINUTE + 61_000;
      expect((await sendCode(api, email)).status).toBe(200);
      const [last] = await mailbox(api, email);
      expect((await verify(api, email, last!.code!)).status).toBe(200);
    });

    it('counts wrong codes per client IP across addresses: the 4th address from one client is refused', async () => {
      const api = await apiWith({ AUTH_OTP_FAILURES_PER_IP_PER_HOUR: '3', TRUSTED_PROXIES: 'loopback' });
      const statuses: number[] = [];
      for (const name of ['a', 'b', 'c', 'd']) {
        statuses.push((await wrongCodes(api, `${name}@example.in`, 1, '198.51.100.7'))[0]!.status);
      }
      expect(statuses).toEqual([403, 403, 403, 429]);
      // another client is not held back by that one
      expect((await wrongCodes(api, 'e@example.in', 1, '198.51.100.8'))[0]!.status).toBe(403);
    });

    it('sends at most 2 codes an hour to one address (as configured): the 3rd is refused and never sent', async () => {
      const api = await apiWith({ AUTH_OTP_SENDS_PER_ADDRESS_PER_HOUR: '2' });
      const email = 'flooded@example.in';
      expect((await sendCode(api, email)).status).toBe(200);
      clock += 61_000;
      expect((await sendCode(api, email)).status).toBe(200);
      clock += 61_000;
      const third = await sendCode(api, email);
      expect(third).toMatchObject({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: AUTH_MESSAGES.emailRateLimited,
      });
      expect(await mailbox(api, email)).toHaveLength(2);
      // the lockout ends, the budget is whole again
      clock += 15 * MINUTE;
      expect((await sendCode(api, email)).status).toBe(200);
    });

    it('sends at most 3 codes an hour from one client IP (as configured), to any addresses', async () => {
      const api = await apiWith({ AUTH_OTP_SENDS_PER_IP_PER_HOUR: '3' });
      const statuses: number[] = [];
      for (const name of ['a', 'b', 'c', 'd']) statuses.push((await sendCode(api, `${name}@example.in`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await mailbox(api, 'd@example.in')).toEqual([]);
    });

    it('keeps a lockout over a restart of the API (the counters live in the database)', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-limits-'));
      const store = await freshStore(dir);
      const env = { AUTH_OTP_FAILURES_PER_ADDRESS_PER_HOUR: '5' };
      const now = () => new Date(clock);
      try {
        const before = await startApiOn(store.options, { env, now });
        try {
          await wrongCodes(before, 'restart@example.in', 5);
        } finally {
          await before.close();
        }
        const after = await startApiOn(store.options, { env, now });
        try {
          expect((await verify(after, 'restart@example.in', '123456')).status).toBe(429);
        } finally {
          await after.close();
        }
      } finally {
        await store.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('admin accounts', () => {
    it('sign in by password only: a code for the admin address answers like any other but is never sent', async () => {
      const api = await apiWith({});
      const sent = await sendCode(api, DEV_ADMIN_EMAIL);
      expect(sent.status).toBe(200);
      expect(await mailbox(api, DEV_ADMIN_EMAIL)).toEqual([]);
      // the resend wait holds as for any address, so the answers do not single the admin out
      expect((await sendCode(api, DEV_ADMIN_EMAIL)).code).toBe('over_email_send_rate_limit');
      expect(await verify(api, DEV_ADMIN_EMAIL, '123456')).toMatchObject({ status: 403, code: 'otp_expired' });
    });

    it('refuse even the right code once the account is an admin', async () => {
      const api = await apiWith({});
      const email = 'promoted@example.in';
      await sendCode(api, email);
      const [code] = await mailbox(api, email);
      expect((await verify(api, email, code!.code!)).status).toBe(200);
      clock += 61_000;
      await sendCode(api, email);
      const [next] = await mailbox(api, email);
      const [account] = await api.database.db.select().from(authUsers).where(eq(authUsers.email, email));
      await api.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account!.id));
      expect(await verify(api, email, next!.code!)).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: AUTH_MESSAGES.otpExpired,
      });
    });

    it('are refused Google sign-in (the simulator takes any typed address)', async () => {
      const api = await apiWith({});
      const authorize = await fetch(
        `${api.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent('http://localhost:5173/auth/callback')}` +
          `&code_challenge=${'a'.repeat(43)}&code_challenge_method=s256`,
        { redirect: 'manual' },
      );
      const state = new URL(authorize.headers.get('location')!, api.url).searchParams.get('state')!;
      const back = await fetch(`${api.url}/sim/google/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          state,
          account: 'custom',
          email: DEV_ADMIN_EMAIL,
          name: 'Not Admin',
          action: 'allow',
        }),
        redirect: 'manual',
      });
      expect(back.status).toBe(403);
      expect(await back.text()).toContain(AUTH_MESSAGES.adminPasswordOnly);
    });

    it('25 wrong admin passwords with rotating X-Forwarded-For: 429 from attempt 6, 15 minutes, then 30', async () => {
      const api = await apiWith({ AUTH_PASSWORD_FAILURES_PER_ACCOUNT_PER_HOUR: '5' });
      const answers = [];
      for (let attempt = 0; attempt < 25; attempt += 1) {
        answers.push(await password(api, DEV_ADMIN_EMAIL, `wrong-${attempt}`, `198.51.100.${attempt + 1}`));
      }
      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array<number>(5).fill(400),
        ...Array<number>(20).fill(429),
      ]);
      expect(answers[4]).toMatchObject({ code: 'invalid_credentials' });
      expect(answers[5]).toMatchObject({ code: 'over_request_rate_limit', retryAfter: String(15 * 60) });
      // the right password waits too
      expect((await password(api, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)).status).toBe(429);

      clock += 15 * MINUTE;
      expect((await password(api, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)).status).toBe(200);
      for (let attempt = 0; attempt < 5; attempt += 1) await password(api, DEV_ADMIN_EMAIL, 'wrong-again');
      expect(await password(api, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)).toMatchObject({
        status: 429,
        retryAfter: String(30 * 60),
      });
    });

    it('count wrong passwords for unknown addresses alike, so a lockout tells nothing about who has an account', async () => {
      const api = await apiWith({ AUTH_PASSWORD_FAILURES_PER_ACCOUNT_PER_HOUR: '2' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await password(api, 'nobody@example.in', 'wrong-password')).status);
      }
      expect(statuses).toEqual([400, 400, 429]);
    });
  });
});
