import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import {
  AUTH_MESSAGES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  resendWaitMessage,
} from '@jatra/shared';
import { AuthError } from './auth-error';
import { isLocale, type Locale } from '@jatra/shared/i18n';
import type { IdentitiesRepository, Identity } from './identities.repository';
import { ensureActive, identityAt, passwordOnly, requireIdentity, signInAddress } from './identity';
import type { OtpsRepository } from './otps.repository';
import type { OtpDelivery } from './otp-delivery';
import { otpMessage, type OtpChannel, type OtpSender } from './otp-sender';
import type { SessionJson, Sessions } from './sessions';
import type { SignInLimits, Subjects } from './sign-in-limits';

export interface OtpSettings {
  /** Keys the stored codes' HMAC, so a leaked table gives no code away. */
  secret: string;
  /** Development only: every code is also printed to the log. */
  logCodes: boolean;
}

export interface OtpDeps {
  otps: OtpsRepository;
  identities: IdentitiesRepository;
  sessions: Pick<Sessions, 'start'>;
  limits: SignInLimits;
  delivery: OtpDelivery;
  settings: OtpSettings;
  logger: Logger;
  now: () => Date;
}

const otpHash = (secret: string, address: string, code: string) =>
  createHmac('sha256', secret).update(`${address}:${code}`).digest('hex');

function senderFor({ delivery, logger }: OtpDeps, channel: OtpChannel): OtpSender {
  const sender = delivery.senderFor(channel);
  if (sender) return sender;
  // production without SMTP_URL / SMS_GATEWAY_URL: say so instead of pretending the code went out
  logger.error({ channel }, 'OTP not sent: no delivery configured for this channel');
  throw new AuthError(
    500,
    channel === 'email' ? 'email_provider_disabled' : 'phone_provider_disabled',
    channel === 'email' ? AUTH_MESSAGES.emailDeliveryMissing : AUTH_MESSAGES.smsDeliveryMissing,
  );
}

async function ensureResendWaited(
  { otps }: OtpDeps,
  target: { channel: OtpChannel; address: string },
  at: Date,
): Promise<void> {
  const previous = await otps.latestOtp(target.address);
  if (!previous) return;
  const waited = (at.getTime() - previous.createdAt.getTime()) / 1000;
  if (waited >= OTP_RESEND_SECONDS) return;
  const code = target.channel === 'email' ? 'over_email_send_rate_limit' : 'over_sms_send_rate_limit';
  throw new AuthError(429, code, resendWaitMessage(Math.ceil(OTP_RESEND_SECONDS - waited)));
}

/** The client a request came from: its address as Express trusts it (`trust proxy`). */
export interface Client {
  ip: string;
  /** the language the request asks for, when it names one (`Accept-Language`) */
  locale?: Locale;
}

/** The sign-in code mail's language: the request's, else the one the traveller saved in their profile. */
function mailLocale(client: Client, who: Identity | undefined): Locale {
  const saved = who?.auth.userMetadata.locale;
  return client.locale ?? (isLocale(saved) ? saved : 'en');
}

const sendRefusal = (channel: OtpChannel) =>
  channel === 'email'
    ? { code: 'over_email_send_rate_limit', message: AUTH_MESSAGES.emailRateLimited }
    : { code: 'over_sms_send_rate_limit', message: AUTH_MESSAGES.smsRateLimited };

const verifyRefusal = { code: 'over_request_rate_limit', message: AUTH_MESSAGES.rateLimited };

async function sendOtp(
  deps: OtpDeps,
  input: { email?: string; phone?: string; createUser: boolean },
  client: Client,
): Promise<{ messageId: string }> {
  const { otps, identities, limits, settings, logger } = deps;
  const target = signInAddress(input);
  const sender = senderFor(deps, target.channel);
  const subjects: Subjects = { address: target.address, ip: client.ip };
  await limits.ensureOpen('otpSend', subjects, sendRefusal(target.channel));
  const at = deps.now();
  const who = await identities.identityByAddress(target.channel, target.address);
  if (!input.createUser && !who) throw new AuthError(422, 'otp_disabled', AUTH_MESSAGES.otpDisabled);
  await ensureResendWaited(deps, target, at);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const id = randomUUID();
  // stored before sending, so no code ever reaches a traveller that /verify would not know
  await otps.insertOtp({
    id,
    address: target.address,
    channel: target.channel,
    codeHash: otpHash(settings.secret, target.address, code),
    expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
    createdAt: at,
  });
  await limits.spend('otpSend', subjects);
  // an admin's code is stored like any other (the resend wait and the budgets look the same) but goes
  // nowhere, and verify refuses it: the answers do not tell which address is the admin's
  if (passwordOnly(who)) {
    logger.warn({ channel: target.channel }, 'OTP refused: the address is an admin account (password only)');
    return { messageId: id };
  }
  try {
    await sender.send(otpMessage(target.channel, target.address, code, mailLocale(client, who)));
  } catch (error) {
    // the code is withdrawn: it cannot be used, and it does not count for the resend wait
    await otps.deleteOtp(id);
    logger.error({ err: error, channel: target.channel, sender: sender.name }, 'OTP delivery failed');
    throw new AuthError(
      500,
      'unexpected_failure',
      target.channel === 'email' ? AUTH_MESSAGES.emailSendFailed : AUTH_MESSAGES.smsSendFailed,
    );
  }
  logger.info({ channel: target.channel, sender: sender.name }, 'OTP sent');
  // "and the console" (architecture: embedded defaults): development only, never in production
  if (settings.logCodes) logger.info({ to: target.address, code }, `OTP for ${target.address}: ${code}`);
  return { messageId: id };
}

async function verifyOtp(
  deps: OtpDeps,
  input: { type: string; token: string; email?: string; phone?: string },
  client: Client,
): Promise<SessionJson> {
  const { otps, identities, limits, logger } = deps;
  const target = signInAddress(input);
  const expected: OtpChannel | undefined =
    input.type === 'sms' ? 'sms' : ['email', 'magiclink', 'signup'].includes(input.type) ? 'email' : undefined;
  if (!expected) throw new AuthError(400, 'validation_failed', `Verify requires a verification type`);
  // wrong codes count across codes: a new code every minute does not buy new guesses
  const subjects: Subjects = { address: target.address, ip: client.ip };
  await limits.ensureOpen('otpFailure', subjects, verifyRefusal);
  const refused = async () => {
    await limits.spend('otpFailure', subjects);
    return new AuthError(403, 'otp_expired', AUTH_MESSAGES.otpExpired);
  };
  const at = deps.now();
  const otp = expected === target.channel ? await otps.liveOtp(target.address, target.channel, at) : undefined;
  if (!otp || otp.attempts >= OTP_MAX_ATTEMPTS) throw await refused();
  const given = Buffer.from(otpHash(deps.settings.secret, target.address, input.token.trim()));
  const stored = Buffer.from(otp.codeHash);
  const matches = given.length === stored.length && timingSafeEqual(given, stored);
  if (!matches || passwordOnly(await identities.identityByAddress(target.channel, target.address))) {
    await otps.failOtp(otp.id, OTP_MAX_ATTEMPTS, at);
    throw await refused();
  }
  if (!(await otps.consumeOtp(otp.id, at))) throw await refused();
  const { who, created } = await identityAt(identities, target, at);
  if (created) logger.info({ userId: who.auth.id }, 'user signed up');
  ensureActive(who);
  await identities.markSignedIn(who.auth.id, target.channel, at);
  return deps.sessions.start(await requireIdentity(identities, who.auth.id), 'otp');
}

/** Sign-in by one-time code, by e-mail or SMS: send a code, then verify it into a session. */
export function createOtpSignIn(deps: OtpDeps) {
  return {
    sendOtp: (input: { email?: string; phone?: string; createUser: boolean }, client: Client) =>
      sendOtp(deps, input, client),
    verifyOtp: (input: { type: string; token: string; email?: string; phone?: string }, client: Client) =>
      verifyOtp(deps, input, client),
  };
}
