import { createHash, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

export interface OidcClientSettings {
  /** `https://accounts.google.com`, or a fake issuer in tests (GOOGLE_OIDC_ISSUER). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `<API public URL>/auth/v1/callback`, as registered with the provider. */
  redirectUri: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** Why a sign-in through the provider failed; the callback turns each into GoTrue's error parameters. */
export type OidcFailure = 'unavailable' | 'exchange' | 'id_token' | 'unverified_email';

export class OidcError extends Error {
  constructor(
    readonly failure: OidcFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OidcError';
  }
}

/** The parts of the discovery document we use (OpenID Connect Discovery 1.0 §3). */
const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});

const tokenAnswerSchema = z.object({ id_token: z.string().min(1) });

/** Google's documented claims; `email_verified` was a string in older tokens. */
const idTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(3),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  nonce: z.string().optional(),
  azp: z.string().optional(),
});

export interface VerifiedAccount {
  subject: string;
  email: string;
  fullName: string;
}

interface Provider {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  issuers: string[];
  algorithms: string[];
  keys: JWTVerifyGetKey;
}

/** Google's discovery document asks to be reused for an hour (Cache-Control max-age); so do we. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

const sameSecret = (a: string, b: string) => {
  const hash = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(hash(a), hash(b));
};

/**
 * A minimal OpenID Connect relying party for one provider: discovery (cached), the authorization URL with
 * PKCE and nonce, the code exchange (client_secret_post), and id_token verification with `jose`.
 */
export function createOidcClient(settings: OidcClientSettings) {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const now = settings.now ?? (() => new Date());
  let cached: { at: number; provider: Promise<Provider> } | undefined;

  async function discover(): Promise<Provider> {
    const url = `${settings.issuer}/.well-known/openid-configuration`;
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new OidcError('unavailable', `discovery answered HTTP ${response.status}`);
    const parsed = discoverySchema.safeParse(await response.json());
    if (!parsed.success) throw new OidcError('unavailable', 'discovery document is incomplete');
    const document = parsed.data;
    // Discovery §4.3: the document must name the issuer it was fetched from, or it is not that issuer's
    if (document.issuer.replace(/\/$/, '') !== settings.issuer) {
      throw new OidcError('unavailable', 'discovery document names another issuer');
    }
    // Google signs with RS256 and documents both spellings of its issuer in id_tokens
    const issuers =
      settings.issuer === 'https://accounts.google.com' ? [document.issuer, 'accounts.google.com'] : [document.issuer];
    // asymmetric algorithms only: 'none' or an HMAC keyed with the public client secret must never pass
    const algorithms = (document.id_token_signing_alg_values_supported ?? ['RS256']).filter((alg) =>
      /^(RS|PS|ES)(256|384|512)$|^EdDSA$/.test(alg),
    );
    return {
      authorizationEndpoint: document.authorization_endpoint,
      tokenEndpoint: document.token_endpoint,
      issuers,
      algorithms: algorithms.length ? algorithms : ['RS256'],
      // jose caches the keys and fetches again when a token names a key it has not seen (Google rotates)
      keys: createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: timeoutMs }),
    };
  }

  function provider(): Promise<Provider> {
    const at = Date.now();
    if (!cached || at - cached.at > DISCOVERY_TTL_MS) {
      const pending = discover();
      cached = { at, provider: pending };
      // a failed discovery is not kept: the next sign-in tries again
      pending.catch(() => {
        if (cached?.provider === pending) cached = undefined;
      });
    }
    return cached.provider;
  }

  async function providerOrFail(): Promise<Provider> {
    try {
      return await provider();
    } catch (error) {
      if (error instanceof OidcError) throw error;
      throw new OidcError('unavailable', `discovery failed: ${(error as Error).message}`);
    }
  }

  return {
    /** Google's authorization URL for one flow: our PKCE challenge towards Google, the state and the nonce. */
    async authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
      const { authorizationEndpoint } = await providerOrFail();
      const url = new URL(authorizationEndpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', settings.redirectUri);
      url.searchParams.set('scope', 'openid email profile');
      url.searchParams.set('state', input.state);
      url.searchParams.set('nonce', input.nonce);
      url.searchParams.set('code_challenge', input.codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      // the spec asks for offline access and a consent prompt every time
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      return url.toString();
    },

    /** The code for tokens at the token endpoint (client_secret_post, with our PKCE verifier); answers the id_token. */
    async exchangeCode(code: string, codeVerifier: string): Promise<string> {
      const { tokenEndpoint } = await providerOrFail();
      let response: Response;
      try {
        response = await fetch(tokenEndpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: settings.redirectUri,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            code_verifier: codeVerifier,
          }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new OidcError('exchange', `token endpoint unreachable: ${(error as Error).message}`);
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        // the OAuth error code only: the rest of the answer may echo what we sent
        const reason = z.object({ error: z.string() }).safeParse(body);
        throw new OidcError(
          'exchange',
          `token endpoint answered HTTP ${response.status}${reason.success ? ` ${reason.data.error}` : ''}`,
        );
      }
      const answer = tokenAnswerSchema.safeParse(body);
      if (!answer.success) throw new OidcError('exchange', 'token answer has no id_token');
      return answer.data.id_token;
    },

    /**
     * Signature (the issuer's JWKS), iss, aud = our client id, exp/iat, azp, the flow's nonce and a verified
     * e-mail: only then is the e-mail the provider's word.
     */
    async verifyIdToken(idToken: string, expectedNonce: string): Promise<VerifiedAccount> {
      const { issuers, algorithms, keys } = await providerOrFail();
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: issuers,
          audience: settings.clientId,
          algorithms,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: now(),
          clockTolerance: 30,
        }));
      } catch (error) {
        throw new OidcError('id_token', `id_token rejected: ${(error as Error).message}`);
      }
      const claims = idTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw new OidcError('id_token', 'id_token lacks sub or email');
      const { nonce, azp, email, email_verified: verified } = claims.data;
      if (!nonce || !sameSecret(nonce, expectedNonce)) throw new OidcError('id_token', 'id_token nonce mismatch');
      if (azp !== undefined && azp !== settings.clientId) throw new OidcError('id_token', 'id_token azp mismatch');
      if (verified !== true && verified !== 'true') {
        throw new OidcError('unverified_email', 'the provider has not verified this e-mail address');
      }
      const fullName =
        claims.data.name?.trim() || [claims.data.given_name, claims.data.family_name].filter(Boolean).join(' ');
      return { subject: claims.data.sub, email, fullName };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
