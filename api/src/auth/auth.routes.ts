import cors from 'cors';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import {
  AUTH_MESSAGES,
  logoutScopeSchema,
  otpRequestSchema,
  passwordGrantSchema,
  pkceGrantSchema,
  authorizeQuerySchema,
  OAUTH_MESSAGES,
  refreshGrantSchema,
  updateUserSchema,
  verifyRequestSchema,
} from '@jatra/shared';
import type { z } from 'zod';
import { readInput } from '../http/read-input';
import { localeOfRequest } from '../http/request-locale';
import { AuthError } from './auth-error';
import type { AuthService } from './auth.service';
import { featuresOffRoutes, PROVIDERS_OFF } from './features-off.routes';
import type { OAuthSignIn } from './google-signin';
import type { OtpDelivery } from './otp-delivery';

const API_VERSION = '2024-01-01';

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AuthError(
      400,
      'validation_failed',
      issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request',
    );
  }
  return result.data;
}

/** The client as `trust proxy` lets Express name it (the peer itself unless a trusted proxy forwarded). */
const client = (req: Request) => ({
  ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  locale: req.get('accept-language') ? localeOfRequest(req) : undefined,
});

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** GoTrue's error answer (2024-01-01 format): supabase-js reads `code` when it sees the version header. */
const authErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  let status = 500;
  let code = 'unexpected_failure';
  let message: string = AUTH_MESSAGES.internal;
  if (error instanceof AuthError) {
    ({ status, code, message } = error);
    if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
  } else {
    const clientStatus = (error as { status?: unknown }).status;
    if (typeof clientStatus === 'number' && clientStatus >= 400 && clientStatus < 500) {
      status = clientStatus;
      code = 'bad_json';
      message = 'Could not parse request body as JSON';
    } else {
      req.log.error({ err: error }, 'auth request failed');
    }
  }
  res.status(status).set('x-sb-error-code', code).json({ code, message });
};

interface AuthRoutesOptions {
  corsOrigins: string[];
  rateLimitPerMinute: number;
  /** where the limiter counts: the database, so that every API instance counts the same requests */
  rateLimitStore: Store;
  ready: Promise<void>;
  google?: OAuthSignIn;
  otpDelivery?: OtpDelivery;
}

/** Signing in: one-time codes and the token grants (password, PKCE, refresh). */
function signInRoutes(router: Router, service: AuthService, perIp: RequestHandler): void {
  router.post('/otp', perIp, async (req, res) => {
    const body = parse(otpRequestSchema, req.body);
    const { messageId } = await service.otp.sendOtp(
      { email: body.email, phone: body.phone, createUser: body.create_user },
      client(req),
    );
    res.json(body.phone ? { message_id: messageId } : {});
  });

  router.post('/verify', perIp, async (req, res) => {
    res.json(await service.otp.verifyOtp(parse(verifyRequestSchema, req.body), client(req)));
  });

  router.post('/token', perIp, async (req, res) => {
    const grant = req.query.grant_type;
    if (grant === 'password') {
      res.json(await service.sessions.passwordGrant(parse(passwordGrantSchema, req.body)));
    } else if (grant === 'pkce') {
      res.json(await service.oauth.pkceGrant(parse(pkceGrantSchema, req.body)));
    } else if (grant === 'refresh_token') {
      res.json(await service.sessions.refreshGrant(parse(refreshGrantSchema, req.body).refresh_token));
    } else {
      throw new AuthError(400, 'invalid_credentials', AUTH_MESSAGES.unsupportedGrant);
    }
  });
}

/** OAuth (PKCE): real Google (OpenID Connect) or the simulator at /sim/google when no client is configured. */
function oauthRoutes(router: Router, google: OAuthSignIn | undefined, perIp: RequestHandler): void {
  router.get('/authorize', perIp, async (req, res) => {
    const query = parse(authorizeQuerySchema, req.query);
    if (!google) throw new AuthError(400, 'validation_failed', OAUTH_MESSAGES.providerNotEnabled);
    const next = await google.begin({
      provider: query.provider,
      redirectTo: query.redirect_to,
      codeChallenge: query.code_challenge,
      codeChallengeMethod: query.code_challenge_method,
    });
    res.redirect(302, next);
  });

  // Google's redirect back (real Google only; the simulator posts to /sim/google/callback)
  router.get('/callback', perIp, async (req, res) => {
    if (!google?.callback) throw new AuthError(404, 'not_found', AUTH_MESSAGES.notFound);
    res.redirect(302, await google.callback(req.query));
  });
}

/** The signed-in user: their account and signing out. */
function userRoutes(router: Router, service: AuthService): void {
  router.get('/user', async (req, res) => {
    res.json(await service.account.getUser(bearer(req)));
  });

  router.put('/user', async (req, res) => {
    res.json(await service.account.updateUser(bearer(req), parse(updateUserSchema, req.body)));
  });

  router.post('/logout', async (req, res) => {
    const scope = logoutScopeSchema.safeParse(req.query.scope);
    if (!scope.success) throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.badScope);
    await service.sessions.logout(bearer(req), scope.data);
    res.status(204).end();
  });
}

/** What the server offers (GoTrue's `/settings` and `/health`). */
function aboutRoutes(router: Router, options: AuthRoutesOptions): void {
  router.get('/settings', (_req, res) => {
    // a channel without a sender (production without SMTP_URL / SMS_GATEWAY_URL) is reported off
    const sender = (channel: 'email' | 'sms') => options.otpDelivery?.senderFor(channel)?.name;
    res.json({
      external: {
        ...Object.fromEntries(PROVIDERS_OFF.map((provider) => [provider, false])),
        email: !options.otpDelivery || Boolean(sender('email')),
        phone: !options.otpDelivery || Boolean(sender('sms')),
        google: Boolean(options.google),
        anonymous_users: false,
      },
      // a first one-time code signs a new user up (POST /otp); only sign-up with a password is not offered
      disable_signup: false,
      // an address is confirmed by the code sent to it, never without
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: options.otpDelivery ? (sender('sms') ?? '') : 'dev-mailbox',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    });
  });

  router.get('/health', (_req, res) => {
    res.json({ name: 'GoTrue', version: 'jatra', description: 'Jatra auth service (GoTrue-compatible)' });
  });
}

/**
 * The Supabase-compatible auth service (docs/auth-wire.md), mounted at `/auth/v1`.
 * `ready` is the start-up work (the admin account) every request waits for; `google` is the simulator
 * or real Google (absent: Google sign-in is off); `otpDelivery` only informs `/settings`.
 */
export function authRoutes(service: AuthService, options: AuthRoutesOptions): Router {
  const router = Router();
  router.use(
    cors({
      origin: options.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version'],
      exposedHeaders: ['x-supabase-api-version'],
      maxAge: 600,
    }),
  );
  router.use((_req, res, next) => {
    res.set('X-Supabase-Api-Version', API_VERSION).set('Cache-Control', 'no-store');
    next();
  });
  router.use(async (_req, _res, next) => {
    await options.ready;
    next();
  });
  router.use(readInput({ limit: '32kb', refuse: (message) => new AuthError(400, 'validation_failed', message) }));

  const perIp: RequestHandler = rateLimit({
    windowMs: 60_000,
    limit: options.rateLimitPerMinute,
    store: options.rateLimitStore,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // X-Forwarded-For from an untrusted peer is ignored on purpose (TRUSTED_PROXIES), not a misconfiguration
    validate: { xForwardedForHeader: false },
    handler: (_req, _res, next) => next(new AuthError(429, 'over_request_rate_limit', AUTH_MESSAGES.rateLimited)),
  });
  signInRoutes(router, service, perIp);
  oauthRoutes(router, options.google, perIp);
  userRoutes(router, service);
  aboutRoutes(router, options);
  router.use(featuresOffRoutes((token) => service.sessions.authenticate(token)));

  router.use(() => {
    throw new AuthError(404, 'not_found', AUTH_MESSAGES.notFound);
  });
  router.use(authErrorHandler);
  return router;
}
