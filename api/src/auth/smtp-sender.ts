import nodemailer from 'nodemailer';
import type { OtpSender } from './otp-delivery';

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`; from SMTP_URL. */
  url: string;
  /** `Jatra <no-reply@…>`; from SMTP_FROM. */
  from: string;
}

/**
 * E-mail over SMTP with nodemailer. Short timeouts: the traveller waits on the answer, and a failed send
 * lets them ask again at once, so hanging for nodemailer's default minutes helps no one.
 */
export function smtpSender(settings: SmtpSettings): OtpSender {
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') throw new Error('the SMTP sender carries e-mail only');
      await transport.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
