import { Router, type Request, type RequestHandler } from 'express';
import { AUTH_OFF_MESSAGES as OFF } from '@jatra/shared';
import { z } from 'zod';
import { AuthError } from './auth-error';

/** GoTrue's external providers this service does not offer: `/settings` lists them off, as GoTrue does. */
export const PROVIDERS_OFF = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
] as const;

const signupSchema = z.object({ email: z.string().optional(), phone: z.string().optional() });
const enrollSchema = z.object({ factor_type: z.string().optional() });

const ENROLL_OFF = {
  totp: ['mfa_totp_enroll_not_enabled', OFF.mfaTotpEnrollDisabled],
  phone: ['mfa_phone_enroll_not_enabled', OFF.mfaPhoneEnrollDisabled],
  webauthn: ['mfa_webauthn_enroll_not_enabled', OFF.mfaWebauthnEnrollDisabled],
} as const;

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

const off =
  (status: number, code: string, message: string): RequestHandler =>
  () => {
    throw new AuthError(status, code, message);
  };

/**
 * GoTrue's endpoints this service does not offer, each answered as GoTrue answers when its feature is switched
 * off (supabase/auth internal/api: the status and error code of its own check), not with a bare 404. Who must
 * be signed in for an endpoint in GoTrue is checked first, as there. `authenticate` verifies an access token.
 */
export function featuresOffRoutes(authenticate: (token: string | undefined) => Promise<unknown>): Router {
  const router = Router();
  const signedIn: RequestHandler = async (req, _res, next) => {
    await authenticate(bearer(req));
    next();
  };

  // a user signs up with their first one-time code (POST /otp); no passwords, nobody anonymous
  router.post('/signup', (req) => {
    const body = signupSchema.safeParse(req.body ?? {});
    if (body.success && !body.data.email && !body.data.phone) {
      throw new AuthError(422, 'anonymous_provider_disabled', OFF.anonymousDisabled);
    }
    throw new AuthError(422, 'signup_disabled', OFF.passwordSignupDisabled);
  });
  router.post('/magiclink', off(422, 'email_provider_disabled', OFF.magicLinkDisabled));
  router.post('/recover', off(422, 'feature_disabled', OFF.recoveryDisabled));
  router.post('/resend', off(422, 'feature_disabled', OFF.resendDisabled));
  router.get('/reauthenticate', signedIn, off(422, 'feature_disabled', OFF.reauthenticationDisabled));

  // MFA: no factor type can be enrolled, so no factor exists to verify, challenge or remove
  router.post('/factors', signedIn, (req) => {
    const body = enrollSchema.safeParse(req.body ?? {});
    const type = body.success ? body.data.factor_type : undefined;
    if (type !== 'totp' && type !== 'phone' && type !== 'webauthn') {
      throw new AuthError(400, 'validation_failed', OFF.badFactorType);
    }
    const [code, message] = ENROLL_OFF[type];
    throw new AuthError(422, code, message);
  });
  const noFactor = off(404, 'mfa_factor_not_found', OFF.factorNotFound);
  router.post('/factors/:factorId/verify', signedIn, noFactor);
  router.post('/factors/:factorId/challenge', signedIn, noFactor);
  router.delete('/factors/:factorId', signedIn, noFactor);

  // GoTrue's admin API takes service-role tokens, which this service never issues: every user token is refused
  const adminOnly: RequestHandler = async (req) => {
    await authenticate(bearer(req));
    throw new AuthError(403, 'not_admin', OFF.notAdmin);
  };
  router.post('/invite', adminOnly);
  router.use('/admin', adminOnly);

  router.use('/sso', off(404, 'saml_provider_disabled', OFF.samlDisabled));
  router.use('/passkeys', off(404, 'passkey_disabled', OFF.passkeysDisabled));
  router.use('/oauth', off(404, 'feature_disabled', OFF.oauthServerDisabled));
  router.use('/user/identities', signedIn, off(404, 'manual_linking_disabled', OFF.manualLinkingDisabled));
  return router;
}
