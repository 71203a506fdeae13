import { randomUUID } from 'node:crypto';
import type { AuthRepository } from './auth.repository';
import type { MailSender } from './mail-sender';
import type { OtpSender } from './otp-delivery';

/** Keeps the message in the dev mailbox (`/sim/mailbox`) instead of sending it; never used in production. */
export function devMailboxSender(repository: AuthRepository, now: () => Date = () => new Date()): OtpSender {
  return {
    name: 'dev-mailbox',
    async send(message) {
      await repository.addMail({
        id: randomUUID(),
        toAddress: message.to,
        subject: message.subject,
        body: message.text,
        code: message.code,
        createdAt: now(),
      });
    },
  };
}

/** Any other e-mail (tickets, notices) into the dev mailbox: its plain text, with no code; never in production. */
export function devMailboxMailSender(repository: AuthRepository, now: () => Date = () => new Date()): MailSender {
  return {
    name: 'dev-mailbox',
    async send(message) {
      await repository.addMail({
        id: randomUUID(),
        toAddress: message.to,
        subject: message.subject,
        body: message.text,
        code: null,
        createdAt: now(),
      });
    },
  };
}
