import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_OFF_MESSAGES, type MailboxMessage } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionlessClient } from '../../test/supabase-test-client';
import { startTestApi, type TestApi } from '../../test/api-test-kit';

/**
 * GoTrue's endpoints the service does not offer answer as GoTrue does with the feature switched off (the
 * status and error code of supabase/auth's own check), and `/settings` says what is offered.
 */
describe('GoTrue features that are off', () => {
  let api: TestApi;
  let supabase: SupabaseClient;
  let accessToken: string;
  beforeAll(async () => {
    api = await startTestApi();
    supabase = sessionlessClient(api.url);
    const email = 'features-off@example.com';
    await supabase.auth.signInWithOtp({ email });
    const mail = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(email)}`);
    const [message] = ((await mail.json()) as { messages: MailboxMessage[] }).messages;
    const verified = await supabase.auth.verifyOtp({ email, token: message!.code!, type: 'email' });
    accessToken = verified.data.session!.access_token;
  });
  afterAll(() => api.close());

  /** The raw answer: status, GoTrue's body and its error-code header. */
  async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
    const response = await fetch(`${api.url}/auth/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, header: response.headers.get('x-sb-error-code'), body: await response.json() };
  }

  it('refuses sign-up with a password (signup_disabled) and anonymous sign-in, through supabase-js', async () => {
    const signUp = await sessionlessClient(api.url).auth.signUp({ email: 'new@example.com', password: 'pass-word-1' });
    expect(signUp.error).toMatchObject({ status: 422, code: 'signup_disabled' });
    expect(signUp.error?.message).toBe(AUTH_OFF_MESSAGES.passwordSignupDisabled);
    const anonymous = await sessionlessClient(api.url).auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });

  it('answers a grant it does not know as GoTrue does (invalid_credentials, unsupported_grant_type)', async () => {
    expect(await call('POST', '/token?grant_type=id_token', { body: {} })).toMatchObject({
      status: 400,
      body: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
    });
  });

  it('refuses recovery, resend and magic links, through supabase-js where it has a call', async () => {
    const recover = await sessionlessClient(api.url).auth.resetPasswordForEmail('features-off@example.com');
    expect(recover.error).toMatchObject({ status: 422, code: 'feature_disabled' });
    const resend = await sessionlessClient(api.url).auth.resend({ type: 'signup', email: 'features-off@example.com' });
    expect(resend.error).toMatchObject({ status: 422, code: 'feature_disabled' });
    expect(await call('POST', '/magiclink', { body: { email: 'features-off@example.com' } })).toEqual({
      status: 422,
      header: 'email_provider_disabled',
      body: { code: 'email_provider_disabled', message: 'Login with magic link is disabled' },
    });
  });

  it('asks for a session first where GoTrue does, then refuses MFA, reauthentication and identity linking', async () => {
    const enroll = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    expect(enroll.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });
    const phone = await call('POST', '/factors', { token: accessToken, body: { factor_type: 'phone' } });
    expect(phone).toMatchObject({ status: 422, body: { code: 'mfa_phone_enroll_not_enabled' } });
    const unknownType = await call('POST', '/factors', { token: accessToken, body: { factor_type: 'sms' } });
    expect(unknownType).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const factorId = '00000000-0000-4000-8000-000000000000';
    const challenge = await supabase.auth.mfa.challenge({ factorId });
    expect(challenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect(await call('DELETE', `/factors/${factorId}`, { token: accessToken })).toMatchObject({ status: 404 });
    const reauthenticate = await supabase.auth.reauthenticate();
    expect(reauthenticate.error).toMatchObject({ status: 422, code: 'feature_disabled' });
    expect(await call('GET', '/user/identities/authorize?provider=google', { token: accessToken })).toMatchObject({
      status: 404,
      body: { code: 'manual_linking_disabled' },
    });

    for (const [method, path] of [
      ['POST', '/factors'],
      ['GET', '/reauthenticate'],
      ['GET', '/user/identities/authorize'],
    ] as const) {
      expect(await call(method, path, { body: method === 'GET' ? undefined : {} })).toMatchObject({
        status: 401,
        body: { code: 'no_authorization' },
      });
    }
  });

  it("answers GoTrue's admin API and invites as it answers a user's token: not an admin", async () => {
    const listed = await sessionlessClient(api.url).auth.admin.listUsers();
    // supabase-js sends its API key as the bearer: not a token of this service
    expect(listed.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(await call('GET', '/admin/users', { token: accessToken })).toEqual({
      status: 403,
      header: 'not_admin',
      body: { code: 'not_admin', message: 'User not allowed' },
    });
    expect(await call('POST', '/invite', { token: accessToken, body: { email: 'x@example.com' } })).toMatchObject({
      status: 403,
      body: { code: 'not_admin' },
    });
    expect(await call('DELETE', '/admin/users/someone')).toMatchObject({
      status: 401,
      body: { code: 'no_authorization' },
    });
  });

  it('answers SSO, passkeys and the OAuth server as switched off', async () => {
    const sso = await sessionlessClient(api.url).auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
    expect(await call('GET', '/sso/saml/metadata')).toMatchObject({
      status: 404,
      body: { code: 'saml_provider_disabled' },
    });
    expect(await call('POST', '/passkeys/authentication/options', { body: {} })).toMatchObject({
      status: 404,
      body: { code: 'passkey_disabled', message: 'Passkeys are disabled' },
    });
    expect(await call('POST', '/oauth/clients/register', { body: {} })).toMatchObject({
      status: 404,
      body: { code: 'feature_disabled', message: 'OAuth server is disabled' },
    });
    // what GoTrue has no route for is still a plain 404
    expect(await call('GET', '/no-such-endpoint')).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('says in /settings what it offers: code sign-in that signs up, Google (simulated), nothing else', async () => {
    const { status, body } = await call('GET', '/settings');
    expect(status).toBe(200);
    const { external, ...rest } = body as { external: Record<string, boolean> };
    expect(Object.keys(external).filter((provider) => external[provider])).toEqual(['email', 'phone', 'google']);
    expect(external).toMatchObject({ github: false, apple: false, anonymous_users: false });
    expect(rest).toEqual({
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: 'dev-mailbox',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    });
  });
});
