import { randomUUID } from 'node:crypto';
import type { MailboxMessage } from '@jatra/shared';
import type { MailSender } from './mail-sender';
import type { MailboxRepository } from './mailbox.repository';
import type { OtpSender } from './otp-sender';

/** Keeps a message in the dev mailbox (`/sim/mailbox`) instead of sending it, with its sign-in code or none. */
function keepIn(mailbox: MailboxRepository, now: () => Date) {
  return async (message: { to: string; subject: string; text: string }, code: string | null) => {
    await mailbox.addMail({
      id: randomUUID(),
      toAddress: message.to,
      subject: message.subject,
      body: message.text,
      code,
      createdAt: now(),
    });
  };
}

/** Sign-in codes into the dev mailbox instead of sending them; never used in production. */
export function devMailboxSender(mailbox: MailboxRepository, now: () => Date = () => new Date()): OtpSender {
  const keep = keepIn(mailbox, now);
  return { name: 'dev-mailbox', send: (message) => keep(message, message.code) };
}

/** Any other e-mail (tickets, notices) into the dev mailbox: its plain text, with no code; never in production. */
export function devMailboxMailSender(mailbox: MailboxRepository, now: () => Date = () => new Date()): MailSender {
  const keep = keepIn(mailbox, now);
  return { name: 'dev-mailbox', send: (message) => keep(message, null) };
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
