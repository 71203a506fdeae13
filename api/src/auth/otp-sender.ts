import { OTP_TTL_SECONDS } from '@jatra/shared';

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
