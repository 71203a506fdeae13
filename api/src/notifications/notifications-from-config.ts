import type { Logger } from 'pino';
import type { SupportContact } from '@jatra/shared';
import { devMailboxMailSender } from '../auth';
import { createMailboxRepository } from '../auth';
import type { MailSender } from '../auth';
import { smtpMailSender, type SmtpSettings } from '../auth';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { createNotifications, type NotificationsDeps } from './notifications.service';

/**
 * What carries travellers' e-mail, as for sign-in codes: SMTP when SMTP_URL is set, else the dev mailbox
 * (`/sim/mailbox`) outside production. Undefined in production without SMTP: mails stay queued, never faked.
 */
export function mailSenderFromConfig(input: {
  smtp: SmtpSettings | undefined;
  production: boolean;
  db: Database;
  now?: () => Date;
}): MailSender | undefined {
  if (input.smtp) return smtpMailSender(input.smtp);
  if (input.production) return undefined;
  return devMailboxMailSender(createMailboxRepository(input.db), input.now);
}

/** The API's notifications as its settings describe them (sender, ticket links to `config.appUrl`). */
export function notificationsFromConfig(deps: {
  config: ApiConfig;
  db: Database;
  supportContact?: () => Promise<SupportContact>;
  sms?: NotificationsDeps['sms'];
  logger: Logger;
  now?: () => Date;
}) {
  const { config, db, supportContact, sms, logger, now } = deps;
  return createNotifications({
    db,
    sender: mailSenderFromConfig({ smtp: config.auth.delivery.smtp, production: config.production, db, now }),
    appUrl: config.appUrl,
    supportContact,
    sms,
    logger,
    now,
  });
}
