import type { Logger } from 'pino';
import { inEnglish, PAYMENT_MESSAGES, RESCHEDULE_MESSAGES, withValues } from '@jatra/shared';
import { isProviderRefusal, parseGdsTicket, type GdsClient } from '../../provider/gds/gds-client';
import { parseTicketToKeep, type TicketToKeep } from '../../provider/gds/kept-ticket';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { BookingRow } from '../bookings/bookings.schema';
import { MAX_CONFIRM_ATTEMPTS, providerTicket } from '../payments/confirm-paid';
import type { RefundRow } from '../payments/payments.schema';
import { refundParts } from '../payments/refund-parts';
import type { Transact } from '../payments/repositories';

const CONFIRM_LEASE_MS = 60_000;

export interface FinishDeps {
  bookings: BookingsRepository;
  transact: Transact;
  gds: Pick<GdsClient, 'confirmBooking' | 'bookingDetails' | 'cancelBooking'>;
  /** sends a recorded refund on its way (settlement's idempotent step); the reconciler retries a failure */
  advanceRefund: (refund: RefundRow) => Promise<void>;
  /** the traveller's mail of a completed date change; idempotent, never throws */
  notify: { rescheduleCompleted(newPnr: string): Promise<void> };
  logger: Logger;
  now: () => Date;
}

/** A date change's refund of a lower fare is `<order>-RS-R1`: one per replaced ticket, so it is recorded once. */
const RESCHEDULE_REFUND_SUFFIX = 'RS-R1';

/**
 * Confirms a date change's new booking that owes nothing (the old ticket's payment covers it) with the provider,
 * once; the claim and the give-up rule are the paid booking's (confirm-paid.ts). A provider that certainly holds no
 * ticket fails the new booking and frees the old ticket: nothing was paid, nothing goes back.
 */
export async function confirmReplacement(
  deps: FinishDeps,
  replacement: BookingRow,
  old: BookingRow,
): Promise<'done' | 'pending' | 'failed'> {
  const { bookings, gds, logger, now } = deps;
  const claimed = await bookings.claimConfirm(replacement.id, now(), CONFIRM_LEASE_MS);
  if (!claimed) return 'pending';
  let ticket: TicketToKeep;
  try {
    ticket = parseTicketToKeep(await gds.confirmBooking(claimed.pnr));
  } catch (error) {
    const held = await providerTicket(gds, claimed.pnr);
    if (held.kind !== 'confirmed') {
      const givenUp = claimed.confirmAttempts >= MAX_CONFIRM_ATTEMPTS || claimed.holdExpiresAt <= now();
      if (held.kind === 'none' && givenUp) {
        logger.error({ err: error, pnr: claimed.pnr, old: old.pnr }, 'provider did not confirm a date change');
        await bookings.failUnpaid(claimed.id, inEnglish(PAYMENT_MESSAGES.confirmFailed), now());
        await bookings.releaseReschedule(old.id, claimed.pnr, now());
        return 'failed';
      }
      logger.warn({ err: error, pnr: claimed.pnr }, 'date change confirm not done; will retry');
      await bookings.releaseClaim(claimed.id, claimed.confirmClaimedUntil!);
      return 'pending';
    }
    ticket = held.ticket;
  }
  // the old ticket's payment pays for the new one: a later cancellation refunds to it
  if (!old.paidOrderId) throw new Error(`no paid order behind ${old.pnr}`);
  await bookings.markConfirmed(claimed.id, old.paidOrderId, ticket, now());
  await finishReschedule(deps, claimed.pnr);
  return 'done';
}

/** Whether the provider no longer holds any of these seats of the PNR; undefined when it cannot tell. */
async function seatsGone(deps: FinishDeps, pnr: string, seats: readonly string[]): Promise<boolean | undefined> {
  try {
    const ticket = parseGdsTicket(await deps.gds.bookingDetails(pnr));
    const cancelled = new Set(ticket.seats.filter((seat) => seat.cancelled).map((seat) => seat.seatNumber));
    return !ticket.confirmed || seats.every((seat) => cancelled.has(seat));
  } catch {
    return undefined;
  }
}

/** Cancels the old seats with the provider; false when it cannot be told yet (the next sweep tries again). */
async function cancelOldSeats(deps: FinishDeps, old: BookingRow): Promise<boolean> {
  const seats = old.seats.map((seat) => seat.seat_number);
  try {
    await deps.gds.cancelBooking(old.pnr, seats);
    return true;
  } catch (error) {
    const gone = await seatsGone(deps, old.pnr, seats);
    if (gone) return true;
    // an envelope coded 500 is the provider's temporary failure, not a refusal: asked again next sweep
    if (gone === false && isProviderRefusal(error) && String(error.providerCode) !== '500') {
      // our record is what the traveller travels on: the old ticket is void with us whatever the provider keeps
      deps.logger.error({ err: error, pnr: old.pnr }, 'provider kept the seats of a replaced ticket');
      return true;
    }
    deps.logger.warn({ err: error, pnr: old.pnr }, 'old seats of a date change not cancelled yet; will retry');
    return false;
  }
}

/**
 * The new ticket of a date change is confirmed: the old seats are cancelled with the provider, the traveller told,
 * then the old booking becomes `rescheduled` together with the refund of a lower fare. Idempotent: any step a crash
 * interrupted is done by the next call (the reconciler's sweep), and what was done is not done again.
 */
export async function finishReschedule(deps: FinishDeps, newPnr: string): Promise<void> {
  const { bookings, logger, now } = deps;
  const replacement = await bookings.byPnr(newPnr);
  if (replacement?.status !== 'confirmed' || !replacement.rescheduledFrom) return;
  const old = await bookings.byPnr(replacement.rescheduledFrom);
  if (!old || old.rescheduledTo !== newPnr) return;
  if (old.status === 'rescheduled') return deps.notify.rescheduleCompleted(newPnr);
  if (old.status !== 'confirmed') {
    logger.error({ pnr: old.pnr, status: old.status, newPnr }, 'the replaced ticket ended otherwise meanwhile');
    return;
  }
  if (!(await cancelOldSeats(deps, old))) return;
  // queued before the old booking changes, so a crash after it has told the traveller already; the outbox keeps it once
  await deps.notify.rescheduleCompleted(newPnr);
  const due = replacement.rescheduleQuote?.due ?? 0;
  const refunds = await deps.transact(async (tx) => {
    if (!(await tx.bookings.markRescheduled(old.id, newPnr, now()))) return [];
    if (due >= 0) return [];
    // the old ticket's orders give back the lower fare; the new ticket keeps the rest of them (refund-parts.ts)
    const parts = await refundParts(tx, old, -due * 100, RESCHEDULE_REFUND_SUFFIX);
    for (const part of parts) {
      await tx.payments.insertRefund(
        {
          ...part,
          bookingId: old.id,
          reason: inEnglish(withValues(RESCHEDULE_MESSAGES.rescheduledTo, { pnr: newPnr })),
        },
        now(),
      );
    }
    return Promise.all(parts.map(async (part) => (await tx.payments.refund(part.merchantRefundId))!));
  });
  logger.info({ old: old.pnr, newPnr, due }, 'date change completed');
  for (const refund of refunds) {
    await deps
      .advanceRefund(refund)
      .catch((error: unknown) =>
        logger.warn({ err: error, refund: refund.merchantRefundId }, 'refund not sent yet; the reconciler retries'),
      );
  }
}
