import type { Logger } from 'pino';
import { MOBILE_PATTERN } from '@jatra/shared';
import type { BookingRow } from '../commerce';
import type { Database } from '../db/database';
import { createSweepMark } from '../db/sweep-mark';
import { readKeptTicket } from '../provider/gds/kept-ticket';
import type { SmsSender } from './msg91-sender';
import { smsSegments } from './sms-segments';
import { createSmsRepository, smsKeys, type OutgoingSms } from './sms.repository';
import type { SmsDeliveryState, SmsOutboxRow } from './sms.schema';
import {
  cancellationSms,
  departureChangedSms,
  ticketSms,
  type RenderedSms,
  type SmsBookingFacts,
} from './sms-templates';

/** A gateway answers within its timeout (10 s); past this another instance may send the SMS again. */
const SEND_LEASE_MS = 60_000;
/** Waits after the 1st, 2nd … failed attempt: an m-ticket is wanted before the bus leaves, so sooner than mails. */
export const SMS_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 3_600_000];
export const MAX_SMS_ATTEMPTS = 7;
const CATCH_UP = { windowMs: 2 * 24 * 3_600_000, marginMs: 10 * 60_000 };
const BATCH = 50;

const retryDelayMs = (attempts: number) =>
  SMS_RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), SMS_RETRY_DELAYS_MS.length) - 1]!;

/** MSG91's report statuses (docs/sms-wire.md): 1 delivered, 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked. */
export function reportState(status: string): SmsDeliveryState {
  if (status === '1') return 'delivered';
  if (status === '9') return 'dnd';
  if (status === '16' || status === '25' || status === '17') return 'rejected';
  return 'failed';
}

export interface SmsDeps {
  db: Database;
  /** Undefined when nothing can carry SMS (production without SMS_MSG91_AUTHKEY): SMS wait in the outbox. */
  sender: SmsSender | undefined;
  /** the shell's public origin, for the ticket's short link */
  appUrl: string;
  logger: Logger;
  now?: () => Date;
}

/** The primary passenger's mobile, where the m-ticket goes: the first passenger's, 10 digits. */
export function contactMobile(booking: Pick<BookingRow, 'passengers'>): string | undefined {
  const mobile = booking.passengers[0]?.mobile?.trim();
  return mobile && MOBILE_PATTERN.test(mobile) ? mobile : undefined;
}

function factsOf(booking: BookingRow): SmsBookingFacts {
  const kept = readKeptTicket(booking.ticket);
  return {
    pnr: booking.pnr,
    locale: booking.locale,
    travelDate: booking.travelDate,
    departureTime: booking.departureTime,
    travels: kept.travels || booking.busName,
    busType: kept.busType || booking.busType,
    boardingName: booking.boardingPoint.name,
    boardingTime: booking.boardingPoint.time,
    seats: booking.seats.map((seat) => seat.seat_number),
  };
}

/**
 * SMS to travellers through an outbox, as the mails go (docs/sms-wire.md): each event's SMS is written under its
 * key before it is sent, so it is queued once, sent by one instance at a time, retried with back-off, caught up by
 * the sweep, and never fails or delays the booking that caused it beyond the caller's own await. The gateway's
 * delivery reports are recorded on the row.
 */
export function createSms(deps: SmsDeps) {
  const { sender, appUrl, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createSmsRepository(deps.db, { maxAttempts: MAX_SMS_ATTEMPTS });
  const catchUpMark = createSweepMark(deps.db, 'sms-catch-up', CATCH_UP);

  const outgoing = (key: string, booking: BookingRow, to: string, sms: RenderedSms): OutgoingSms => ({
    key,
    pnr: booking.pnr,
    kind: sms.kind,
    toMobile: to,
    locale: sms.locale,
    templateId: sms.templateId,
    vars: sms.vars,
    text: sms.text,
    segments: smsSegments(sms.text),
  });

  async function deliver(sms: SmsOutboxRow, via: SmsSender): Promise<'sent' | 'failed'> {
    const lease = sms.claimedUntil!;
    let requestId: string;
    try {
      requestId = await via.send({ toMobile: sms.toMobile, templateId: sms.templateId, vars: sms.vars });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'send failed';
      const givenUp = sms.attempts >= MAX_SMS_ATTEMPTS;
      const retryAt = givenUp ? undefined : new Date(now().getTime() + retryDelayMs(sms.attempts));
      await repository.markFailed(sms.id, lease, message, retryAt);
      if (givenUp)
        logger.error({ err: error, sms: sms.key, attempts: sms.attempts }, 'SMS given up after every attempt failed');
      else logger.warn({ err: error, sms: sms.key, attempt: sms.attempts, retryAt }, 'SMS not sent; will retry');
      return 'failed';
    }
    await repository.markSent(sms.id, requestId, now());
    logger.info({ sms: sms.key, sender: via.name, requestId }, 'SMS sent');
    return 'sent';
  }

  async function sendDue(key?: string): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    if (!sender) return result;
    for (const sms of await repository.claimDue(now(), SEND_LEASE_MS, key ? 1 : BATCH, key)) {
      result[await deliver(sms, sender)] += 1;
    }
    return result;
  }

  async function ticketFor(pnr: string): Promise<OutgoingSms | undefined> {
    const booking = await repository.booking(pnr);
    if (!booking || booking.status !== 'confirmed') return undefined;
    const to = contactMobile(booking);
    if (!to) {
      logger.warn({ pnr }, 'no m-ticket SMS: the booking has no mobile number');
      return undefined;
    }
    return outgoing(smsKeys.ticket(pnr), booking, to, ticketSms(appUrl, factsOf(booking)));
  }

  async function cancellationFor(cancellationId: string): Promise<OutgoingSms | undefined> {
    const found = await repository.cancellation(cancellationId);
    if (!found || found.cancellation.status !== 'completed') return undefined;
    const { cancellation, booking } = found;
    const to = contactMobile(booking);
    if (!to) return undefined;
    const rendered = cancellationSms(appUrl, factsOf(booking), {
      seats: cancellation.seatNumbers,
      refundPaise: cancellation.refundPaise,
      byOperator: cancellation.cancelledBy === 'operator',
    });
    return outgoing(smsKeys.cancellation(cancellationId), booking, to, rendered);
  }

  async function departureFor(pnr: string, departure: string): Promise<OutgoingSms | undefined> {
    const booking = await repository.booking(pnr);
    if (!booking || booking.status !== 'confirmed' || booking.departureTime !== departure) return undefined;
    const to = contactMobile(booking);
    if (!to || !booking.departureChangedFrom) return undefined;
    const rendered = departureChangedSms(appUrl, factsOf(booking), booking.departureChangedFrom);
    return outgoing(smsKeys.departureChanged(pnr, departure), booking, to, rendered);
  }

  /** Queues the event's SMS (unless it was before) and tries to send it now; logs, never throws. */
  async function notify(key: string, build: () => Promise<OutgoingSms | undefined>): Promise<void> {
    try {
      if (!(await repository.byKey(key))) {
        const sms = await build();
        if (!sms) return;
        await repository.enqueue(sms, now());
      }
      await sendDue(key);
    } catch (error) {
      logger.error({ err: error, sms: key }, 'SMS not queued or sent now; the sweep tries again');
    }
  }

  return {
    /** Call once a booking is confirmed: texts the m-ticket to the primary passenger. Idempotent; never rejects. */
    ticketConfirmed: (pnr: string) => notify(smsKeys.ticket(pnr), () => ticketFor(pnr)),
    /** Call once a cancellation is completed, the traveller's or the operator's. Same guarantees. */
    cancellationCompleted: (id: string) => notify(smsKeys.cancellation(id), () => cancellationFor(id)),
    /** Call once a booking holds a departure the operator moved. Same guarantees. */
    departureChanged: (pnr: string, departure: string) =>
      notify(smsKeys.departureChanged(pnr, departure), () => departureFor(pnr, departure)),

    /**
     * Queues the m-tickets and cancellation SMS no trigger queued since the last complete pass (two days at most),
     * then sends what is due, retries included. Safe on several instances; throws only when the database does.
     */
    async sweep(): Promise<{ queued: number; sent: number; failed: number }> {
      const passStart = now();
      const since = await catchUpMark.since(passStart);
      let queued = 0;
      let complete = true;
      const [tickets, notices] = await Promise.all([
        repository.confirmedWithoutTicket(since, BATCH),
        repository.completedWithoutSms(since, BATCH),
      ]);
      const missing = [
        ...tickets.map((pnr) => ({ key: smsKeys.ticket(pnr), build: () => ticketFor(pnr) })),
        ...notices.map((id) => ({ key: smsKeys.cancellation(id), build: () => cancellationFor(id) })),
      ];
      for (const { key, build } of missing) {
        try {
          const sms = await build();
          if (sms && (await repository.enqueue(sms, now()))) queued += 1;
        } catch (error) {
          complete = false;
          logger.error({ err: error, sms: key }, 'SMS could not be queued; next sweep tries again');
        }
      }
      if (complete && tickets.length < BATCH && notices.length < BATCH) await catchUpMark.reached(passStart);
      if (!sender) {
        const waiting = await repository.countDue(now());
        if (waiting > 0)
          logger.error({ waiting }, 'SMS wait in the outbox: no SMS gateway is configured (set SMS_MSG91_AUTHKEY)');
        return { queued, sent: 0, failed: 0 };
      }
      return { queued, ...(await sendDue()) };
    },

    /** Records the gateway's report of the SMS it accepted as `requestId`; false when there is no such SMS. */
    async deliveryReport(report: { requestId: string; status: string; desc: string; failedReason?: string }) {
      const state = reportState(report.status);
      const detail = [report.desc, report.failedReason].filter(Boolean).join(': ').slice(0, 200);
      const row = await repository.recordReport(report.requestId, { state, detail, at: now() });
      if (row) logger.info({ sms: row.key, state }, 'SMS delivery report');
      return row !== undefined;
    },

    /** A booking's SMS, newest first. */
    forPnr: (pnr: string) => repository.forPnr(pnr),

    /** The mobile the booking's m-ticket went to, once the gateway took it. */
    async mTicketSentTo(pnr: string): Promise<string | undefined> {
      const row = await repository.byKey(smsKeys.ticket(pnr));
      return row?.sentAt ? row.toMobile : undefined;
    },
  };
}

export type Sms = ReturnType<typeof createSms>;
