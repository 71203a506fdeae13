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
import type { IdentitiesRepository } from './identities.repository';
import { ensureActive, identityAt, requireIdentity, signInAddress } from './identity';
import type { OtpsRepository } from './otps.repository';
import type { OtpDelivery } from './otp-delivery';
import { otpMessage, type OtpChannel, type OtpSender } from './otp-sender';
import type { SessionJson, Sessions } from './sessions';

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

async function sendOtp(
  deps: OtpDeps,
  input: { email?: string; phone?: string; createUser: boolean },
): Promise<{ messageId: string }> {
  const { otps, identities, settings, logger } = deps;
  const target = signInAddress(input);
  const sender = senderFor(deps, target.channel);
  const at = deps.now();
  if (!input.createUser && !(await identities.identityByAddress(target.channel, target.address))) {
    throw new AuthError(422, 'otp_disabled', AUTH_MESSAGES.otpDisabled);
  }
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
  try {
    await sender.send(otpMessage(target.channel, target.address, code));
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
): Promise<SessionJson> {
  const { otps, identities, logger } = deps;
  const target = signInAddress(input);
  const expected: OtpChannel | undefined =
    input.type === 'sms' ? 'sms' : ['email', 'magiclink', 'signup'].includes(input.type) ? 'email' : undefined;
  if (!expected) throw new AuthError(400, 'validation_failed', `Verify requires a verification type`);
  const at = deps.now();
  const otp = expected === target.channel ? await otps.liveOtp(target.address, target.channel, at) : undefined;
  if (!otp || otp.attempts >= OTP_MAX_ATTEMPTS) throw new AuthError(403, 'otp_expired', AUTH_MESSAGES.otpExpired);
  const given = Buffer.from(otpHash(deps.settings.secret, target.address, input.token.trim()));
  const stored = Buffer.from(otp.codeHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    await otps.failOtp(otp.id, OTP_MAX_ATTEMPTS, at);
    throw new AuthError(403, 'otp_expired', AUTH_MESSAGES.otpExpired);
  }
  if (!(await otps.consumeOtp(otp.id, at))) throw new AuthError(403, 'otp_expired', AUTH_MESSAGES.otpExpired);
  const { who, created } = await identityAt(identities, target, at);
  if (created) logger.info({ userId: who.auth.id }, 'user signed up');
  ensureActive(who);
  await identities.markSignedIn(who.auth.id, target.channel, at);
  return deps.sessions.start(await requireIdentity(identities, who.auth.id), 'otp');
}

/** Sign-in by one-time code, by e-mail or SMS: send a code, then verify it into a session. */
export function createOtpSignIn(deps: OtpDeps) {
  return {
    sendOtp: (input: { email?: string; phone?: string; createUser: boolean }) => sendOtp(deps, input),
    verifyOtp: (input: { type: string; token: string; email?: string; phone?: string }) => verifyOtp(deps, input),
  };
}
