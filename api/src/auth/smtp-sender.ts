import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender';
import type { OtpSender } from './otp-sender';

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`; from SMTP_URL. */
  url: string;
  /** `Jatra <no-reply@…>`; from SMTP_FROM. */
  from: string;
}

/**
 * E-mail over SMTP with nodemailer, text and (when given) HTML. Short timeouts: a traveller may be waiting on
 * a sign-in code, and a failed send is asked again at once (a code) or retried by the mail outbox (a ticket),
 * so hanging for nodemailer's default minutes helps no one.
 */
export function smtpMailSender(settings: SmtpSettings): MailSender {
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

/** Sign-in codes by e-mail over the same SMTP transport. */
export function smtpSender(settings: SmtpSettings): OtpSender {
  const mail = smtpMailSender(settings);
  return {
    name: mail.name,
    async send(message) {
      if (message.channel !== 'email') throw new Error('the SMTP sender carries e-mail only');
      await mail.send({ to: message.to, subject: message.subject, text: message.text });
    },
  };
}
