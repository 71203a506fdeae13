import { randomUUID } from 'node:crypto';
import type { MailboxMessage } from '@jatra/shared';
import type { MailSender } from './mail-sender';
import type { MailboxRepository } from './mailbox.repository';
import type { OtpSender } from './otp-sender';

/** Keeps the message in the dev mailbox (`/sim/mailbox`) instead of sending it; never used in production. */
export function devMailboxSender(mailbox: MailboxRepository, now: () => Date = () => new Date()): OtpSender {
  return {
    name: 'dev-mailbox',
    async send(message) {
      await mailbox.addMail({
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
export function devMailboxMailSender(mailbox: MailboxRepository, now: () => Date = () => new Date()): MailSender {
  return {
    name: 'dev-mailbox',
    async send(message) {
      await mailbox.addMail({
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

/** The dev mailbox's messages, newest first: all of them, or those to one e-mail address or phone number. */
export async function devMailboxMessages(
  mailbox: MailboxRepository,
  to: string | undefined,
): Promise<MailboxMessage[]> {
  // a '+' in an unencoded query string arrives as a space
  const phone = to?.replace(/[\s()-]/g, '');
  const key = to?.includes('@') ? to.trim().toLowerCase() : phone && /^\d+$/.test(phone) ? `+${phone}` : phone;
  const rows = await mailbox.mailbox(key, key ? 50 : 100);
  return rows.map((row) => ({
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    code: row.code,
    created_at: row.createdAt.toISOString(),
  }));
}
