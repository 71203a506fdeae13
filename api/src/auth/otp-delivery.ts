import { OTP_TTL_SECONDS } from '@jatra/shared';
import type { AuthRepository } from './auth.repository';
import { devMailboxSender } from './dev-mailbox-sender';
import { smsGatewaySender, type SmsGatewaySettings } from './sms-gateway-sender';
import { smtpSender, type SmtpSettings } from './smtp-sender';

export type OtpChannel = 'email' | 'sms';

/** One sign-in code on its way to an address: e-mail address or E.164 phone number. */
export interface OtpMessage {
  channel: OtpChannel;
  to: string;
  code: string;
  subject: string;
  text: string;
}

/** Sends one message; throws when the message was not accepted (the caller then withdraws the code). */
export interface OtpSender {
  /** For logs and `/settings`: 'smtp', 'sms-gateway', 'dev-mailbox'. */
  readonly name: string;
  send(message: OtpMessage): Promise<void>;
}

/** Which sender carries each channel; undefined = that channel cannot be delivered (production without settings). */
export interface OtpDelivery {
  senderFor(channel: OtpChannel): OtpSender | undefined;
}

/** The words of a sign-in code message, the same for every sender. */
export function otpMessage(channel: OtpChannel, to: string, code: string): OtpMessage {
  const minutes = OTP_TTL_SECONDS / 60;
  return {
    channel,
    to,
    code,
    subject: channel === 'email' ? 'Your Jatra sign-in code' : 'Jatra SMS',
    text:
      channel === 'email'
        ? `Your Jatra code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not try to sign in to Jatra, you can ignore this e-mail.`
        : `Your Jatra code is ${code}. It is valid for ${minutes} minutes.`,
  };
}

/**
 * A real sender per channel when configured; otherwise the dev mailbox when one is given (never in
 * production, so a production API without SMTP refuses e-mail codes instead of pretending to send them).
 */
export function createOtpDelivery(senders: {
  email?: OtpSender;
  sms?: OtpSender;
  devMailbox?: OtpSender;
}): OtpDelivery {
  return {
    senderFor: (channel) => (channel === 'email' ? senders.email : senders.sms) ?? senders.devMailbox,
  };
}

/** The delivery the API's settings describe: SMTP_URL, SMS_GATEWAY_URL, the dev mailbox outside production. */
export function otpDeliveryFromConfig(input: {
  delivery: { smtp?: SmtpSettings; smsGateway?: SmsGatewaySettings };
  production: boolean;
  repository: AuthRepository;
  now?: () => Date;
}): OtpDelivery {
  const { delivery } = input;
  return createOtpDelivery({
    email: delivery.smtp ? smtpSender(delivery.smtp) : undefined,
    sms: delivery.smsGateway ? smsGatewaySender(delivery.smsGateway) : undefined,
    devMailbox: input.production ? undefined : devMailboxSender(input.repository, input.now),
  });
}
