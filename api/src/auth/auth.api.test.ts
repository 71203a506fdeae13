import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { AUTH_MESSAGES, type MailboxMessage } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionlessClient } from '../../test/supabase-test-client';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';
import { authOtps, authUsers, users } from '../db/schema';
import { createPasswords } from './password';

/** Node 20 has no WebSocket; realtime is never used here, so a stand-in that refuses to connect is enough. */
const SECRET = 'test-secret-for-jatra-auth-0123456789abcdef';

describe('auth service at /auth/v1 driven by supabase-js', () => {
  let api: TestApi;
  let clock = Date.now();
  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: SECRET }, now: () => new Date(clock) });
  });
  afterAll(() => api.close());

  const client = (): SupabaseClient => sessionlessClient(api.url);

  async function mailbox(to: string): Promise<MailboxMessage[]> {
    const response = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { messages: MailboxMessage[] }).messages;
  }

  async function signInByEmail(supabase: SupabaseClient, email: string) {
    const sent = await supabase.auth.signInWithOtp({ email });
    expect(sent.error).toBeNull();
    const [latest] = await mailbox(email);
    const verified = await supabase.auth.verifyOtp({ email, token: latest!.code!, type: 'email' });
    expect(verified.error).toBeNull();
    return verified.data.session!;
  }

  it('signs in by e-mail OTP read from the dev mailbox and stores a full session', async () => {
    const supabase = client();
    const sent = await supabase.auth.signInWithOtp({ email: 'Asha@Example.com' });
    expect(sent.error).toBeNull();
    const messages = await mailbox('asha@example.com');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.code).toMatch(/^\d{6}$/);
    expect(messages[0]!.body).toContain(messages[0]!.code);

    const { data, error } = await supabase.auth.verifyOtp({
      email: 'asha@example.com',
      token: messages[0]!.code!,
      type: 'email',
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.access_token).toBeTruthy();
    expect(session.refresh_token).toBeTruthy();
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.user.email).toBe('asha@example.com');
    expect(session.user.app_metadata).toMatchObject({ provider: 'email', role: 'user', status: 'active' });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      iss: `${api.url}/auth/v1`,
      email: 'asha@example.com',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await supabase.auth.getSession()).data.session?.access_token).toBe(session.access_token);

    const again = await supabase.auth.verifyOtp({
      email: 'asha@example.com',
      token: messages[0]!.code!,
      type: 'email',
    });
    expect(again.error?.code).toBe('otp_expired');

    const [row] = await api.database.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ email: 'asha@example.com', role: 'user', status: 'active' });
  });

  it('updates user_metadata only; a self-granted role stays out of app_metadata after refresh', async () => {
    const supabase = client();
    const session = await signInByEmail(supabase, 'meta@example.com');
    const user = await supabase.auth.getUser();
    expect(user.data.user?.id).toBe(session.user.id);

    const updated = await supabase.auth.updateUser({ data: { full_name: 'Asha Das', role: 'admin', tmp: 1 } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Asha Das', role: 'admin', tmp: 1 });
    const removed = await supabase.auth.updateUser({ data: { tmp: null } });
    expect(removed.data.user?.user_metadata).toEqual({ full_name: 'Asha Das', role: 'admin' });
    expect(removed.data.user?.app_metadata.role).toBe('user');

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const claims = decodeJwt(refreshed.data.session!.access_token) as Record<string, any>;
    expect(claims.user_metadata.role).toBe('admin');
    expect(claims.app_metadata.role).toBe('user');
    const [row] = await api.database.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ fullName: 'Asha Das', role: 'user' });

    const email = await supabase.auth.updateUser({ email: 'other@example.com' });
    expect(email.error?.status).toBe(422);
  });

  it('rotates refresh tokens; reusing an old one revokes the whole session', async () => {
    const supabase = client();
    const first = await signInByEmail(supabase, 'rotate@example.com');
    const second = (await supabase.auth.refreshSession()).data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

    const reused = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error?.code).toBe('refresh_token_already_used');
    const afterReuse = await client().auth.refreshSession({ refresh_token: second.refresh_token });
    expect(afterReuse.error).not.toBeNull();
    // supabase-js turns session_not_found into 'Auth session missing!'
    const user = await client().auth.getUser(second.access_token);
    expect(user.error?.message).toBe('Auth session missing!');
    const raw = await fetch(`${api.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${second.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('signs out: the refresh token and access token stop working', async () => {
    const supabase = client();
    const session = await signInByEmail(supabase, 'out@example.com');
    expect((await supabase.auth.signOut()).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).not.toBeNull();
    expect((await client().auth.getUser(session.access_token)).error).not.toBeNull();
  });

  it('signs in by phone OTP', async () => {
    const supabase = client();
    const sent = await supabase.auth.signInWithOtp({ phone: '+919812345678' });
    expect(sent.error).toBeNull();
    expect(sent.data.messageId).toBeTruthy();
    const [message] = await mailbox('+919812345678');
    const { data, error } = await supabase.auth.verifyOtp({
      phone: '+919812345678',
      token: message!.code!,
      type: 'sms',
    });
    expect(error).toBeNull();
    expect(data.session?.user.phone).toBe('+919812345678');
    expect(data.session?.user.app_metadata.provider).toBe('phone');
    expect(data.session?.user.identities).toEqual([
      expect.objectContaining({
        provider: 'phone',
        identity_data: {
          sub: data.session!.user.id,
          phone: '+919812345678',
          email_verified: false,
          phone_verified: true,
        },
      }),
    ]);
  });

  it('lists the e-mail identity at GET /user as GoTrue does, with the same ids each time', async () => {
    const session = await signInByEmail(client(), 'identity@example.com');
    const { data, error } = await client().auth.getUser(session.access_token);
    expect(error).toBeNull();
    const user = data.user!;
    expect(user.identities).toEqual([
      {
        identity_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        id: user.id,
        user_id: user.id,
        identity_data: { sub: user.id, email: 'identity@example.com', email_verified: true, phone_verified: false },
        provider: 'email',
        email: 'identity@example.com',
        last_sign_in_at: user.last_sign_in_at,
        created_at: user.created_at,
        updated_at: user.updated_at,
      },
    ]);
    expect(user.email_confirmed_at).toBeTruthy();
    const again = await client().auth.getUser(session.access_token);
    expect(again.data.user!.identities![0]!.identity_id).toBe(user.identities![0]!.identity_id);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const supabase = client();
    const email = 'guess@example.com';
    await supabase.auth.signInWithOtp({ email });
    const code = (await mailbox(email))[0]!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const attempt = await supabase.auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect(attempt.error?.code).toBe('otp_expired');
      expect(attempt.error?.message).toBe(AUTH_MESSAGES.otpExpired);
      expect(attempt.error?.status).toBe(403);
    }
    const right = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(right.error?.code).toBe('otp_expired');
  });

  it('refuses a resend within 60 s and an expired code; a new code works after the wait', async () => {
    const supabase = client();
    const email = 'slow@example.com';
    await supabase.auth.signInWithOtp({ email });
    const resend = await supabase.auth.signInWithOtp({ email });
    expect(resend.error?.status).toBe(429);
    expect(resend.error?.code).toBe('over_email_send_rate_limit');
    const phoneAgain = await supabase.auth.signInWithOtp({ phone: '+919800000001' });
    expect(phoneAgain.error).toBeNull();
    const phoneResend = await supabase.auth.signInWithOtp({ phone: '+919800000001' });
    expect(phoneResend.error?.code).toBe('over_sms_send_rate_limit');

    const code = (await mailbox(email))[0]!.code!;
    clock += 11 * 60 * 1000;
    const expired = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(expired.error?.code).toBe('otp_expired');

    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const fresh = (await mailbox(email))[0]!.code!;
    expect((await supabase.auth.verifyOtp({ email, token: fresh, type: 'email' })).error).toBeNull();
  });

  it('stores codes hashed, never in clear', async () => {
    const email = 'hashed@example.com';
    await client().auth.signInWithOtp({ email });
    const code = (await mailbox(email))[0]!.code!;
    const [row] = await api.database.db.select().from(authOtps).where(eq(authOtps.address, email));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs the admin in by password with role admin from the users table', async () => {
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session?.user.app_metadata.role).toBe('admin');
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    expect(data.session?.user.identities?.map((identity) => identity.provider)).toEqual(['email']);
    expect((decodeJwt(data.session!.access_token) as Record<string, any>).app_metadata.role).toBe('admin');
    const [row] = await api.database.db.select().from(authUsers).where(eq(authUsers.email, DEV_ADMIN_EMAIL));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(DEV_ADMIN_PASSWORD);

    const wrong = await client().auth.signInWithPassword({ email: DEV_ADMIN_EMAIL, password: 'not-the-password' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.status).toBe(400);
    const unknown = await client().auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.error?.message).toBe('Invalid login credentials');
  });

  it('refuses password sign-in to an address no code confirmed (email_not_confirmed), as GoTrue does', async () => {
    const { identities } = api.services.auth.repositories;
    await identities.createIdentity({
      id: crypto.randomUUID(),
      channel: 'email',
      address: 'unconfirmed@example.com',
      passwordHash: await createPasswords({ concurrency: 1, queue: 0 }).hash('a-password-of-some-length'),
      now: new Date(clock),
    });
    const refused = await client().auth.signInWithPassword({
      email: 'unconfirmed@example.com',
      password: 'a-password-of-some-length',
    });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    // a wrong password says nothing about confirmation
    const wrong = await client().auth.signInWithPassword({ email: 'unconfirmed@example.com', password: 'not-it' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('confirms an admin account created before admins were created confirmed', async () => {
    const admin = eq(authUsers.email, DEV_ADMIN_EMAIL);
    await api.database.db.update(authUsers).set({ emailConfirmedAt: null }).where(admin);
    expect(
      (await client().auth.signInWithPassword({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD })).error?.code,
    ).toBe('email_not_confirmed');
    await api.services.auth.account.ensureAdmin();
    const [row] = await api.database.db.select().from(authUsers).where(admin);
    expect(row!.emailConfirmedAt).toBeInstanceOf(Date);
    const signedIn = await client().auth.signInWithPassword({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD });
    expect(signedIn.error).toBeNull();
  });

  it('refuses a suspended user at verify, refresh and GET /user', async () => {
    const supabase = client();
    const email = 'banned@example.com';
    const session = await signInByEmail(supabase, email);
    await api.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, session.user.id));

    const user = await client().auth.getUser(session.access_token);
    expect(user.error?.status).toBe(403);
    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('user_banned');

    clock += 61_000;
    await supabase.auth.signInWithOtp({ email });
    const code = (await mailbox(email))[0]!.code!;
    const verified = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error?.status).toBe(403);
    expect(verified.error?.code).toBe('user_banned');
    expect(verified.error?.message).toBe(AUTH_MESSAGES.userBanned);
  });

  it('rejects a forged and an expired access token at GET /user', async () => {
    const session = await signInByEmail(client(), 'forged@example.com');
    const claims = decodeJwt(session.access_token);
    const sign = (secret: string, exp: number) =>
      new SignJWT({ ...claims, exp })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(secret));
    const nowSeconds = Math.floor(clock / 1000);

    const forged = await sign('another-secret-another-secret-another-secret', nowSeconds + 600);
    const forgedAnswer = await client().auth.getUser(forged);
    expect(forgedAnswer.error?.status).toBe(403);
    expect(forgedAnswer.error?.code).toBe('bad_jwt');

    const expired = await sign(SECRET, nowSeconds - 10);
    const expiredAnswer = await client().auth.getUser(expired);
    expect(expiredAnswer.error?.status).toBe(403);

    const missing = await fetch(`${api.url}/auth/v1/user`, { headers: { apikey: 'anon-key' } });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('lists the mailbox as a page and serves settings with CORS for the shell', async () => {
    const page = await fetch(`${api.url}/sim/mailbox`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('asha@example.com');

    const settings = await fetch(`${api.url}/auth/v1/settings`, {
      headers: { origin: 'http://localhost:5173', 'x-supabase-api-version': '2024-01-01' },
    });
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { external: { email: boolean } }).external.email).toBe(true);
    const preflight = await fetch(`${api.url}/auth/v1/otp`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});

describe('auth service in production mode', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      env: {
        NODE_ENV: 'production',
        GDS_BASE_URL: 'http://127.0.0.1:9/gds',
        GDS_API_KEY: 'prod-key',
        AUTH_JWT_SECRET: SECRET,
        ADMIN_EMAIL: 'Ops@Jatra.example',
        ADMIN_PASSWORD: 'a-long-production-password',
        PHONEPE_CLIENT_ID: 'prod-client',
        PHONEPE_CLIENT_SECRET: 'prod-secret',
        PHONEPE_WEBHOOK_USERNAME: 'jatra_hooks',
        PHONEPE_WEBHOOK_PASSWORD: 'hookPassword1',
        RECONCILE_INTERVAL_MS: '0',
      },
    });
  });
  afterAll(() => api.close());

  it('has no dev mailbox and creates the configured admin', async () => {
    expect((await fetch(`${api.url}/sim/mailbox?to=a@example.com`)).status).toBe(404);
    const supabase = sessionlessClient(api.url);
    const { data, error } = await supabase.auth.signInWithPassword({
      email: 'ops@jatra.example',
      password: 'a-long-production-password',
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata.role).toBe('admin');
  });
});
