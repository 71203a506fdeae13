import { inEnglish, MESSAGES, PAYMENT_MESSAGES } from '@jatra/shared';
import { notFound } from '../../http/app-error';
import { isProviderRefusal } from '../../provider/gds/gds-client';
import { parseTicketToKeep, type TicketToKeep } from '../../provider/gds/kept-ticket';
import { refundOrder } from './advance-refund';
import type { PaymentOrderRow } from './payments.schema';
import type { SettlementDeps } from './settlement';

const DEFAULT_CONFIRM_LEASE_MS = 60_000;
/** A provider that says no this many times, with no ticket on its side, means no; before that it may be passing. */
export const MAX_CONFIRM_ATTEMPTS = 3;

/** What the provider holds for a PNR: a ticket, certainly none, or no answer. */
export async function providerTicket(
  gds: Pick<SettlementDeps['gds'], 'bookingDetails'>,
  pnr: string,
): Promise<{ kind: 'confirmed'; ticket: TicketToKeep } | { kind: 'none' | 'unknown' }> {
  try {
    const ticket = parseTicketToKeep(await gds.bookingDetails(pnr));
    return ticket.confirmed ? { kind: 'confirmed', ticket } : { kind: 'none' };
  } catch (error) {
    return { kind: isProviderRefusal(error) ? 'none' : 'unknown' };
  }
}

/** Confirms a paid booking with the provider, once; when the provider certainly has no ticket, refunds. */
export async function confirmPaid(deps: SettlementDeps, order: PaymentOrderRow): Promise<void> {
  const { bookings, gds, logger, now } = deps;
  const leaseMs = deps.confirmLeaseMs ?? DEFAULT_CONFIRM_LEASE_MS;
  const booking = await bookings.byId(order.bookingId);
  if (!booking) throw notFound(MESSAGES.notFound);
  // the order that bought the ticket: settled already; once cancelled, its cancellations give the money back
  if (booking.paidOrderId === order.merchantOrderId) return;
  if (booking.status === 'confirmed') {
    // a second paid attempt for a booking another order already paid: that money goes back
    await refundOrder(deps, order, booking, inEnglish(PAYMENT_MESSAGES.notPayable));
    return;
  }
  if (booking.status !== 'tentative') {
    await refundOrder(deps, order, booking, booking.failureReason ?? inEnglish(PAYMENT_MESSAGES.notPayable));
    return;
  }
  // another settler is confirming it right now; a paid order it leaves behind is swept up afterwards
  const claimed = await bookings.claimConfirm(booking.id, now(), leaseMs);
  if (!claimed) return;
  const lease = claimed.confirmClaimedUntil!;
  let ticket: TicketToKeep;
  try {
    ticket = parseTicketToKeep(await gds.confirmBooking(claimed.pnr));
  } catch (error) {
    // the confirmation may have gone through with only its answer lost: the provider's record decides
    const held = await providerTicket(gds, claimed.pnr);
    if (held.kind !== 'confirmed') {
      const givenUp = claimed.confirmAttempts >= MAX_CONFIRM_ATTEMPTS || claimed.holdExpiresAt <= now();
      if (held.kind === 'none' && givenUp) {
        logger.error({ err: error, pnr: claimed.pnr }, 'provider did not confirm a paid booking; refunding');
        await refundOrder(deps, order, claimed, inEnglish(PAYMENT_MESSAGES.confirmFailed));
      } else {
        // perhaps passing: the provider's confirm is idempotent, so the next poll or sweep asks again
        logger.warn({ err: error, pnr: claimed.pnr, attempt: claimed.confirmAttempts }, 'confirm not done; will retry');
        await bookings.releaseClaim(booking.id, lease);
      }
      return;
    }
    ticket = held.ticket;
  }
  if (!(await bookings.markConfirmed(booking.id, order.merchantOrderId, ticket, now()))) return;
  logger.info({ pnr: claimed.pnr, ticket: ticket.ticketNumber }, 'booking confirmed');
  await deps
    .onConfirmed?.(claimed.pnr)
    .catch((error: unknown) => logger.warn({ err: error, pnr: claimed.pnr }, 'after-confirmation step failed'));
}
