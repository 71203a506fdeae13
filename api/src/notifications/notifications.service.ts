import type { Logger } from 'pino';
import type { SupportContact } from '@jatra/shared';
import { savedLocale, type MailSender } from '../auth';
import type { Database } from '../db/database';
import { createSweepMark } from '../db/sweep-mark';
import { cancellationMail, contactAddress, ticketMail } from './mail-templates';
import { createNotificationsRepository, mailKeys, type OutboxRow, type OutgoingMail } from './notifications.repository';
import { rescheduleMail } from './reschedule-mail';
import { departureChangedMail, operatorCancellationMail } from './trip-change-mail';
import { vendorDecisionMail } from './vendor-mail';

/** A sender may take this long (SMTP gives up within ~35 s) before another instance may send the mail again. */
const SEND_LEASE_MS = 2 * 60_000;
/** Waits after the 1st, 2nd … failed attempt; the last one repeats until the attempts are spent. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
/** Attempts before a mail is given up (about two days of trying), with an error in the log. */
export const MAX_MAIL_ATTEMPTS = 8;
/**
 * The sweep looks for the events (sales, cancellations, vendor decisions) that never got their mail back to its
 * last complete pass, less a margin for an event whose mail was being queued then; a first pass, a week.
 */
const CATCH_UP = { windowMs: 7 * 24 * 3_600_000, marginMs: 10 * 60_000 };
const BATCH = 50;

export const retryDelayMs = (attempts: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;

export interface NotificationsDeps {
  db: Database;
  /** Undefined when nothing can carry e-mail (production without SMTP_URL): mails wait in the outbox. */
  sender: MailSender | undefined;
  /** The shell's public origin, for the links to the ticket and the vendor's dashboard. */
  appUrl: string;
  /** the support contact the mails end with (the saved settings); the company's when absent */
  supportContact?: () => Promise<SupportContact>;
  logger: Logger;
  now?: () => Date;
  /**
   * The SMS told beside the mails (docs/sms-wire.md): the m-ticket, cancellations, departure changes. Its own
   * outbox; it never throws for a failed send, so neither do the calls below.
   */
  sms?: {
    ticketConfirmed(pnr: string): Promise<void>;
    cancellationCompleted(cancellationId: string): Promise<void>;
    departureChanged(pnr: string, departure: string): Promise<void>;
    sweep(): Promise<unknown>;
  };
}

export interface SweepResult {
  /** mails queued by this sweep for events no trigger had reported */
  queued: number;
  sent: number;
  failed: number;
}

/**
 * Mails to travellers, settle()-style: one idempotent step per event, any number of triggers (the settler, the
 * canceller, the sweep), the database as the arbiter. A mail is written to the outbox under its event's key
 * before it is sent, so it is queued once, sent by one instance at a time, retried with back-off when the sender
 * fails, and never fails or delays the booking that caused it beyond the caller's own await.
 */
export function createNotifications(deps: NotificationsDeps) {
  const { db, sender, appUrl, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createNotificationsRepository(db, { maxAttempts: MAX_MAIL_ATTEMPTS });
  const catchUpMark = createSweepMark(db, 'mail-catch-up', CATCH_UP);

  /** Sends one claimed mail and records the outcome; never throws for a failed send. */
  async function deliver(mail: OutboxRow, via: MailSender): Promise<'sent' | 'failed'> {
    const lease = mail.claimedUntil!;
    try {
      await via.send({ to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'send failed';
      const givenUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
      const retryAt = givenUp ? undefined : new Date(now().getTime() + retryDelayMs(mail.attempts));
      await repository.markFailed(mail.id, lease, message, retryAt);
      if (givenUp) {
        logger.error(
          { err: error, mail: mail.key, attempts: mail.attempts },
          'mail given up after every attempt failed',
        );
      } else {
        logger.warn({ err: error, mail: mail.key, attempt: mail.attempts, retryAt }, 'mail not sent; will retry');
      }
      return 'failed';
    }
    await repository.markSent(mail.id, now());
    logger.info({ mail: mail.key, sender: via.name }, 'mail sent');
    return 'sent';
  }

  /** Sends what is due now: the mail keyed `key`, or a batch of any. */
  async function sendDue(key?: string): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    if (!sender) return result;
    for (const mail of await repository.claimDue(now(), SEND_LEASE_MS, key ? 1 : BATCH, key)) {
      result[await deliver(mail, sender)] += 1;
    }
    return result;
  }

  async function ticketMailFor(pnr: string): Promise<OutgoingMail | undefined> {
    const booking = await repository.booking(pnr);
    if (!booking || booking.status !== 'confirmed') {
      logger.warn({ pnr, status: booking?.status }, 'no ticket mail: the booking is not confirmed');
      return undefined;
    }
    // a date change's new ticket is told by the date change's mail (the new journey and its ticket), sent once the
    // old seats are gone: a second mail of the same ticket would only repeat it
    if (booking.rescheduledFrom) return undefined;
    const to = contactAddress(booking);
    if (!to) {
      logger.warn({ pnr }, 'no ticket mail: the booking has no contact e-mail');
      return undefined;
    }
    return { key: mailKeys.ticket(pnr), toAddress: to, ...ticketMail(booking, appUrl, await deps.supportContact?.()) };
  }

  async function cancellationMailFor(cancellationId: string): Promise<OutgoingMail | undefined> {
    const found = await repository.cancellation(cancellationId);
    if (!found || found.cancellation.status !== 'completed') {
      logger.warn({ cancellationId, status: found?.cancellation.status }, 'no cancellation notice: not completed');
      return undefined;
    }
    const { cancellation, booking } = found;
    const to = contactAddress(booking);
    if (!to) {
      logger.warn({ pnr: booking.pnr, cancellationId }, 'no cancellation notice: the booking has no contact e-mail');
      return undefined;
    }
    const render = cancellation.cancelledBy === 'operator' ? operatorCancellationMail : cancellationMail;
    return {
      key: mailKeys.cancellation(cancellationId),
      toAddress: to,
      ...render(booking, cancellation, appUrl, await deps.supportContact?.()),
    };
  }

  async function departureMailFor(pnr: string, departure: string): Promise<OutgoingMail | undefined> {
    const booking = await repository.booking(pnr);
    // told once per new time, and only while the ticket stands at that time
    if (!booking || booking.status !== 'confirmed' || booking.departureTime !== departure) return undefined;
    const to = contactAddress(booking);
    if (!to) {
      logger.warn({ pnr }, 'no departure notice: the booking has no contact e-mail');
      return undefined;
    }
    return {
      key: mailKeys.departureChanged(pnr, departure),
      toAddress: to,
      ...departureChangedMail(booking, appUrl, await deps.supportContact?.()),
    };
  }

  async function rescheduleMailFor(newPnr: string): Promise<OutgoingMail | undefined> {
    const booking = await repository.booking(newPnr);
    if (!booking || booking.status !== 'confirmed' || !booking.rescheduledFrom) return undefined;
    const to = contactAddress(booking);
    if (!to) {
      logger.warn({ pnr: newPnr }, 'no date change mail: the booking has no contact e-mail');
      return undefined;
    }
    return {
      key: mailKeys.reschedule(newPnr),
      toAddress: to,
      ...rescheduleMail(booking, appUrl, await deps.supportContact?.()),
    };
  }

  async function vendorDecisionMailFor(vendorId: string): Promise<OutgoingMail | undefined> {
    const vendor = await repository.vendor(vendorId);
    if (!vendor || vendor.status === 'pending') {
      logger.warn({ vendorId, status: vendor?.status }, 'no vendor decision mail: the application is not decided');
      return undefined;
    }
    return {
      key: mailKeys.vendorDecision(vendorId),
      toAddress: vendor.contactEmail.trim().toLowerCase(),
      ...vendorDecisionMail(vendor, appUrl, await deps.supportContact?.(), await savedLocale(db, vendor.userId)),
    };
  }

  /** Queues the event's mail (unless it was queued before) and tries to send it now; logs, never throws. */
  async function notify(key: string, build: () => Promise<OutgoingMail | undefined>): Promise<void> {
    try {
      // a mail queued before is not rendered again: the first rendering is what the traveller gets
      if (!(await repository.mail(key))) {
        const mail = await build();
        if (!mail) return;
        await repository.enqueue(mail, now());
      }
      await sendDue(key);
    } catch (error) {
      logger.error({ err: error, mail: key }, 'mail not queued or sent now; the sweep tries again');
    }
  }

  return {
    /**
     * Call once a booking is confirmed (after its row says so): e-mails the e-ticket. Idempotent; resolves when
     * the mail is queued and one send was tried, never rejects. Safe to fire without awaiting.
     */
    async ticketConfirmed(pnr: string): Promise<void> {
      await Promise.all([notify(mailKeys.ticket(pnr), () => ticketMailFor(pnr)), deps.sms?.ticketConfirmed(pnr)]);
    },

    /**
     * A mail another module renders (a support reply): queued under `key` unless it was before, and sent now.
     * Same guarantees as above; the sweep retries it like any other.
     */
    mail(key: string, build: () => Promise<OutgoingMail | undefined>): Promise<void> {
      return notify(key, build);
    },

    /**
     * Call once a cancellation is `completed`, the traveller's or the operator's: e-mails the notice with the refund.
     * Same guarantees as above.
     */
    async cancellationCompleted(cancellationId: string): Promise<void> {
      await Promise.all([
        notify(mailKeys.cancellation(cancellationId), () => cancellationMailFor(cancellationId)),
        deps.sms?.cancellationCompleted(cancellationId),
      ]);
    },

    /** Call once a booking holds a departure the operator moved: tells the old and new time. Same guarantees. */
    async departureChanged(pnr: string, departure: string): Promise<void> {
      await Promise.all([
        notify(mailKeys.departureChanged(pnr, departure), () => departureMailFor(pnr, departure)),
        deps.sms?.departureChanged(pnr, departure),
      ]);
    },

    /** Call once a date change's new ticket is confirmed and the old one is being replaced. Same guarantees. */
    rescheduleCompleted(newPnr: string): Promise<void> {
      return notify(mailKeys.reschedule(newPnr), () => rescheduleMailFor(newPnr));
    },

    /** Call once an admin approved or rejected a vendor application: tells the applicant. Same guarantees. */
    vendorDecided(vendorId: string): Promise<void> {
      return notify(mailKeys.vendorDecision(vendorId), () => vendorDecisionMailFor(vendorId));
    },

    /**
     * Queues the mails of the confirmations, cancellations and vendor decisions since the last complete pass (a
     * week at most) that no trigger queued (a crash, a trigger not wired), then sends what is due, retries
     * included. Safe on several instances at once. Throws only when the database does (as the reconciler's steps
     * do); a failed send is counted, not thrown.
     */
    async sweep(): Promise<SweepResult> {
      // the SMS outbox's own catch-up and sends; a database failure there does not keep the mails back
      await deps.sms
        ?.sweep()
        .catch((error: unknown) => logger.error({ err: error }, 'SMS sweep failed; next pass tries again'));
      const passStart = now();
      const since = await catchUpMark.since(passStart);
      let queued = 0;
      let complete = true;
      const [tickets, notices, decisions] = await Promise.all([
        repository.confirmedWithoutTicketMail(since, BATCH),
        repository.completedWithoutNotice(since, BATCH),
        repository.decidedWithoutNotice(since, BATCH),
      ]);
      const missing: { key: string; build: () => Promise<OutgoingMail | undefined> }[] = [
        ...tickets.map((pnr) => ({ key: mailKeys.ticket(pnr), build: () => ticketMailFor(pnr) })),
        ...notices.map((id) => ({ key: mailKeys.cancellation(id), build: () => cancellationMailFor(id) })),
        ...decisions.map((id) => ({ key: mailKeys.vendorDecision(id), build: () => vendorDecisionMailFor(id) })),
      ];
      for (const { key, build } of missing) {
        try {
          const mail = await build();
          if (mail && (await repository.enqueue(mail, now()))) queued += 1;
        } catch (error) {
          complete = false;
          logger.error({ err: error, mail: key }, 'mail could not be queued; next sweep tries again');
        }
      }
      // a full batch of any kind may have more behind it: the next pass looks from the same place
      if (complete && [tickets, notices, decisions].every((found) => found.length < BATCH)) {
        await catchUpMark.reached(passStart);
      }
      if (!sender) {
        const waiting = await repository.countDue(now());
        if (waiting > 0) {
          logger.error({ waiting }, 'mails wait in the outbox: no e-mail sender is configured (set SMTP_URL)');
        }
        return { queued, sent: 0, failed: 0 };
      }
      return { queued, ...(await sendDue()) };
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
