import { createHash } from 'node:crypto';
import type http from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pkceClient } from '../../test/supabase-test-client';
import { startFakeProvider, startTestApi, type TestApi } from '../../test/api-test-kit';
import { authFlowStates, users } from '../db/schema';

/** Node 20 has no WebSocket; realtime is never used here, so a stand-in that refuses to connect is enough. */
const APP = 'http://localhost:5173';
const CLIENT_ID = 'jatra-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'fake-google-client-secret';

/** What the fake Google puts into its next id_token, or answers instead of a code. */
interface Tweak {
  email?: string;
  name?: string;
  emailVerified?: boolean;
  nonce?: string;
  audience?: string;
  error?: string;
}

interface Grant {
  nonce: string;
  challenge: string;
  redirectUri: string;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * A tiny OpenID Connect issuer: discovery, JWKS of a jose key pair, an authorization endpoint that
 * "consents" at once and sends the browser back with a code, and a token endpoint that checks the code,
 * the client secret and our PKCE verifier before answering a signed id_token.
 */
async function startFakeIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const state = { tweak: {} as Tweak, tokenCalls: 0, lastAuthorize: undefined as URLSearchParams | undefined };
  let issuer = '';

  const signIdToken = (grant: Grant, key: CryptoKey) =>
    new SignJWT({
      email: state.tweak.email ?? 'priya.google@example.com',
      email_verified: state.tweak.emailVerified ?? true,
      name: state.tweak.name ?? 'Priya Bora',
      nonce: state.tweak.nonce ?? grant.nonce,
      azp: CLIENT_ID,
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(issuer)
      .setAudience(state.tweak.audience ?? CLIENT_ID)
      .setSubject('google-subject-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const provider = await startFakeProvider((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    void (async () => {
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/oauth2/v3/certs`,
          id_token_signing_alg_values_supported: ['RS256'],
        });
      }
      if (url.pathname === '/oauth2/v3/certs') return json(res, 200, { keys: [jwk] });
      if (url.pathname === '/o/oauth2/v2/auth') {
        const query = url.searchParams;
        state.lastAuthorize = query;
        const back = new URL(query.get('redirect_uri')!);
        back.searchParams.set('state', query.get('state')!);
        if (state.tweak.error) {
          back.searchParams.set('error', state.tweak.error);
        } else {
          const code = `4/fake-${grants.size + 1}`;
          grants.set(code, {
            nonce: query.get('nonce')!,
            challenge: query.get('code_challenge')!,
            redirectUri: query.get('redirect_uri')!,
          });
          back.searchParams.set('code', code);
        }
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        state.tokenCalls += 1;
        const form = new URLSearchParams(await readBody(req));
        const grant = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          grant &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === CLIENT_ID &&
          form.get('client_secret') === CLIENT_SECRET &&
          form.get('redirect_uri') === grant.redirectUri &&
          createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
        if (!ok) return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        return json(res, 200, {
          access_token: 'ya29.fake',
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid email profile',
          id_token: await signIdToken(grant, privateKey),
        });
      }
      json(res, 404, { error: 'not_found' });
    })();
  });
  issuer = provider.baseUrl;
  return { issuer, state, requests: provider.requests, close: provider.close };
}

describe('real Google sign-in through OpenID Connect (a fake issuer), PKCE exchange with supabase-js', () => {
  let api: TestApi;
  let google: Awaited<ReturnType<typeof startFakeIssuer>>;
  beforeAll(async () => {
    google = await startFakeIssuer();
    api = await startTestApi({
      env: {
        AUTH_JWT_SECRET: 'google-oidc-test-secret-0123456789abcdef',
        CORS_ORIGINS: APP,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_OIDC_ISSUER: google.issuer,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await google?.close();
  });
  beforeEach(() => {
    google.state.tweak = {};
  });

  function client(): SupabaseClient {
    return pkceClient(api.url);
  }

  /** The browser's hops: /authorize → Google → /auth/v1/callback → the app (its URL answered). */
  async function signIn(supabase: SupabaseClient) {
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${APP}/auth/callback`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const authorize = await fetch(data.url!, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const toGoogle = new URL(authorize.headers.get('location')!);
    expect(toGoogle.origin).toBe(google.issuer);
    const atGoogle = await fetch(toGoogle, { redirect: 'manual' });
    const callback = new URL(atGoogle.headers.get('location')!);
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    return { toGoogle, callback, app: new URL(back.headers.get('location')!) };
  }

  it('signs in: authorization request, code exchange with our PKCE leg, verified id_token, then supabase-js PKCE', async () => {
    const supabase = client();
    const { toGoogle, callback, app } = await signIn(supabase);

    const query = toGoogle.searchParams;
    expect(toGoogle.pathname).toBe('/o/oauth2/v2/auth');
    expect(Object.fromEntries(query)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${api.url}/auth/v1/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(query.get('state')).toMatch(/^[\w-]{43}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // the flow id never leaves the server, and only a hash of the state is stored
    const stateHash = createHash('sha256').update(query.get('state')!).digest('hex');
    const [flow] = await api.database.db
      .select()
      .from(authFlowStates)
      .where(eq(authFlowStates.providerState, stateHash));
    expect(query.get('state')).not.toContain(flow!.id);

    expect(`${app.origin}${app.pathname}`).toBe(`${APP}/auth/callback`);
    const code = app.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe('priya.google@example.com');
    expect(data.session!.user.user_metadata.full_name).toBe('Priya Bora');
    expect(data.session!.user.app_metadata).toMatchObject({ provider: 'google', role: 'user' });
    const [profile] = await api.database.db.select().from(users).where(eq(users.id, data.session!.user.id));
    expect(profile!.fullName).toBe('Priya Bora');

    // the same callback again: the flow is used up, Google is not asked again
    const calls = google.state.tokenCalls;
    const replay = new URL((await fetch(callback, { redirect: 'manual' })).headers.get('location')!);
    expect(`${replay.origin}${replay.pathname}`).toBe(`${APP}/auth/callback`);
    expect(replay.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(replay.searchParams.has('code')).toBe(false);
    expect(google.state.tokenCalls).toBe(calls);
  });

  it('says Google is on in /settings, and the simulator is not mounted', async () => {
    const settings = await (await fetch(`${api.url}/auth/v1/settings`)).json();
    expect(settings.external.google).toBe(true);
    expect((await fetch(`${api.url}/sim/google/consent?state=x`)).status).toBe(404);
  });

  async function expectRefused(tweak: Tweak, errorCode: string, error = 'access_denied') {
    google.state.tweak = tweak;
    const { callback, app } = await signIn(client());
    expect(`${app.origin}${app.pathname}`).toBe(`${APP}/auth/callback`);
    expect(app.searchParams.has('code')).toBe(false);
    expect(app.searchParams.get('error')).toBe(error);
    expect(app.searchParams.get('error_code')).toBe(errorCode);
    expect(app.searchParams.get('error_description')).toBeTruthy();
    // the flow is gone: nothing can complete it later
    const again = new URL((await fetch(callback, { redirect: 'manual' })).headers.get('location')!);
    expect(again.searchParams.get('error_code')).toBe('bad_oauth_state');
    return app;
  }

  it('refuses an id_token with another nonce', async () => {
    await expectRefused({ nonce: 'a-nonce-from-another-flow' }, 'bad_oauth_callback');
  });

  it('refuses an id_token for another audience', async () => {
    await expectRefused({ audience: 'someone-else.apps.googleusercontent.com' }, 'bad_oauth_callback');
  });

  it('refuses an e-mail Google has not verified', async () => {
    await expectRefused({ email: 'unverified@example.com', emailVerified: false }, 'provider_email_needs_verification');
    const [row] = await api.database.db.select().from(users).where(eq(users.email, 'unverified@example.com'));
    expect(row).toBeUndefined();
  });

  it('returns a denied consent (error=access_denied) to the app with GoTrue error parameters', async () => {
    const calls = google.state.tokenCalls;
    const app = await expectRefused({ error: 'access_denied' }, 'access_denied');
    expect(app.searchParams.get('error_description')).toBe('The sign-in was cancelled');
    expect(google.state.tokenCalls).toBe(calls);
  });

  it('ignores a callback whose state it never issued, without calling Google', async () => {
    const calls = google.state.tokenCalls;
    const forged = await fetch(`${api.url}/auth/v1/callback?state=forged-state&code=4/stolen`, { redirect: 'manual' });
    expect(forged.status).toBe(302);
    const app = new URL(forged.headers.get('location')!);
    expect(`${app.origin}${app.pathname}`).toBe(`${APP}/auth/callback`);
    expect(app.searchParams.get('error_code')).toBe('bad_oauth_state');
    const noState = new URL(
      (await fetch(`${api.url}/auth/v1/callback?code=4/stolen`, { redirect: 'manual' })).headers.get('location')!,
    );
    expect(noState.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(google.state.tokenCalls).toBe(calls);
    // the discovery document was fetched once for all these sign-ins
    expect(google.requests.filter((path) => path.startsWith('/.well-known/')).length).toBe(1);
  });
});
