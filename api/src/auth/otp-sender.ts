import { OTP_TTL_SECONDS } from '@jatra/shared';
import type { Locale } from '@jatra/shared/i18n';
import '../http/compile-catalogues';
import { sayMail } from '@jatra/shared/mail-words';

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

/**
 * The words of a sign-in code message, the same for every sender; an e-mail in the reader's language (an SMS in
 * English: what every phone shows whole, in one part).
 */
export function otpMessage(channel: OtpChannel, to: string, code: string, locale: Locale = 'en'): OtpMessage {
  const minutes = OTP_TTL_SECONDS / 60;
  return {
    channel,
    to,
    code,
    subject: channel === 'email' ? sayMail('mail.signIn.subject', undefined, locale) : 'Jatra SMS',
    text:
      channel === 'email'
        ? sayMail('mail.signIn.text', { code, minutes }, locale)
        : `Your Jatra code is ${code}. It is valid for ${minutes} minutes.`,
  };
}
