import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceClient } from '../../test/supabase-test-client';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { authFlowStates, users } from '../db/schema';

/** Node 20 has no WebSocket; realtime is never used here, so a stand-in that refuses to connect is enough. */
const APP = 'http://localhost:5173';

describe('Google sign-in through the simulator, PKCE code exchange with supabase-js', () => {
  let api: TestApi;
  let clock = Date.now();
  beforeAll(async () => {
    api = await startTestApi({
      env: { AUTH_JWT_SECRET: 'google-test-secret-0123456789abcdef-jatra', CORS_ORIGINS: APP },
      now: () => new Date(clock),
    });
  });
  afterAll(() => api.close());

  function client(): SupabaseClient {
    return pkceClient(api.url);
  }

  /** authorize → consent page → the chosen account posted back → the app's URL with `?code=`. */
  async function consent(supabase: SupabaseClient, form: Record<string, string>, redirectTo = `${APP}/auth/callback`) {
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const authorize = await fetch(data.url!, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const consentUrl = new URL(authorize.headers.get('location')!, api.url);
    expect(consentUrl.pathname).toBe('/sim/google/consent');
    const page = await fetch(consentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="email"');
    expect(html).toContain('Asha Das');
    const state = consentUrl.searchParams.get('state')!;
    const back = await fetch(`${api.url}/sim/google/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, ...form }).toString(),
      redirect: 'manual',
    });
    return { back, state };
  }

  it('picks a test account, returns to /auth/callback with a code, and exchanges it once', async () => {
    const supabase = client();
    const { back } = await consent(supabase, { account: 'asha', action: 'allow' });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${APP}/auth/callback`);
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe('asha.google@example.com');
    expect(data.session!.user.user_metadata.full_name).toBe('Asha Das');
    expect(data.session!.user.app_metadata).toMatchObject({ provider: 'google', role: 'user' });
    expect(data.session!.user.identities).toEqual([
      expect.objectContaining({
        provider: 'google',
        email: 'asha.google@example.com',
        identity_data: expect.objectContaining({
          email: 'asha.google@example.com',
          email_verified: true,
          full_name: 'Asha Das',
        }),
      }),
    ]);
    expect((await supabase.auth.getSession()).data.session?.access_token).toBe(data.session!.access_token);
    const [profile] = await api.database.db.select().from(users).where(eq(users.id, data.session!.user.id));
    expect(profile!.fullName).toBe('Asha Das');

    // single use
    const again = await fetch(`${api.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('takes a typed account, and sends a foreign redirect_to to the app instead', async () => {
    const supabase = client();
    const { back } = await consent(
      supabase,
      { account: 'custom', email: 'Bikash@Example.com', name: 'Bikash Saikia' },
      'https://evil.example/steal',
    );
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${APP}/auth/callback`);
    const { data, error } = await supabase.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.session!.user).toMatchObject({
      email: 'bikash@example.com',
      user_metadata: { full_name: 'Bikash Saikia' },
    });
  });

  it('checks the verifier, the expiry, the form and the cancel button', async () => {
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = await fetch(
      `${api.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(APP)}&code_challenge=${challenge}&code_challenge_method=s256`,
      { redirect: 'manual' },
    );
    const state = new URL(authorize.headers.get('location')!, api.url).searchParams.get('state')!;
    const post = (form: Record<string, string>) =>
      fetch(`${api.url}/sim/google/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state, ...form }).toString(),
        redirect: 'manual',
      });
    const incomplete = await post({ account: 'custom', email: '', name: '' });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain('role="alert"');

    const back = await post({ account: 'rahul' });
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const exchange = (codeVerifier: string) =>
      fetch(`${api.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: codeVerifier }),
      });
    const wrong = await exchange('w'.repeat(50));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });

    clock += 11 * 60_000;
    const late = await exchange(verifier);
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({ code: 'flow_state_expired' });
    clock = Date.now();

    // no PKCE, unknown provider
    expect((await fetch(`${api.url}/auth/v1/authorize?provider=google`, { redirect: 'manual' })).status).toBe(400);
    expect(
      (
        await fetch(
          `${api.url}/auth/v1/authorize?provider=github&code_challenge=${challenge}&code_challenge_method=s256`,
          {
            redirect: 'manual',
          },
        )
      ).status,
    ).toBe(400);

    // cancel: back to the app with GoTrue's error parameters, and the flow is gone
    const cancelFlow = await fetch(
      `${api.url}/auth/v1/authorize?provider=google&code_challenge=${challenge}&code_challenge_method=s256`,
      { redirect: 'manual' },
    );
    const cancelState = new URL(cancelFlow.headers.get('location')!, api.url).searchParams.get('state')!;
    const cancelled = await fetch(`${api.url}/sim/google/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: cancelState, action: 'cancel' }).toString(),
      redirect: 'manual',
    });
    const cancelUrl = new URL(cancelled.headers.get('location')!);
    expect(cancelUrl.pathname).toBe('/auth/callback');
    expect(cancelUrl.searchParams.get('error')).toBe('access_denied');
    const rows = await api.database.db.select().from(authFlowStates).where(eq(authFlowStates.id, cancelState));
    expect(rows).toEqual([]);
    expect((await fetch(`${api.url}/sim/google/consent?state=${cancelState}`)).status).toBe(404);
  });
});
