import { CANCELLATION_MESSAGES } from '@jatra/shared';
import { notFound } from '../../http/app-error';
import { parseGdsTicket } from '../../provider/gds/gds-client';
import { refundParts } from '../payments/refund-parts';
import type { RefundRow } from '../payments/payments.schema';
import type { CancellationRow } from './bookings.schema';
import { remainingAfter } from './cancellation-quote';
import type { CancellationServiceDeps } from './cancellation.service';
import type { QuotedSeat } from './check-cancellation';

/** What a completed cancellation settles on: ours, unless the provider's refund is better for the traveller. */
export interface Outcome {
  seatNumbers: string[];
  cancelPercent: number;
  chargePaise: number;
  refundPaise: number;
  seats: QuotedSeat[];
  providerAnswer: Record<string, unknown> | null;
  operatorGst: Record<string, unknown>;
}

/** Completes a cancellation the provider carried out: the booking and the refund change together. */
export async function completeCancellation(
  deps: CancellationServiceDeps,
  cancellation: CancellationRow,
  outcome: Outcome,
): Promise<RefundRow | undefined> {
  const { bookings, transact, logger } = deps;
  const booking = await bookings.byId(cancellation.bookingId);
  if (!booking) throw notFound(CANCELLATION_MESSAGES.detailsNotFound);
  const at = deps.now();
  const refunds = await transact(async (tx) => {
    const earlier = (await tx.bookings.cancellationsOf([booking.id])).filter((item) => item.status === 'completed');
    const completed = await tx.bookings.completeCancellation(
      {
        id: cancellation.id,
        seatNumbers: outcome.seatNumbers,
        cancelPercent: outcome.cancelPercent,
        chargePaise: outcome.chargePaise,
        refundPaise: outcome.refundPaise,
        quote: {
          ...cancellation.quote,
          settled: outcome.seats,
          operatorGst: outcome.operatorGst,
          passengers: booking.passengers.filter((person) => outcome.seatNumbers.includes(person.seat_number)),
        },
        providerAnswer: outcome.providerAnswer,
      },
      remainingAfter(booking, outcome.seatNumbers),
      booking.id,
      at,
    );
    if (!completed || outcome.refundPaise <= 0) return [];
    // a ticket we confirmed always has a paid order: without one refundParts throws, a bug to see
    const parts = await refundParts(tx, booking, outcome.refundPaise, `C${earlier.length + 1}-R1`);
    for (const part of parts) {
      await tx.payments.insertRefund(
        {
          ...part,
          bookingId: booking.id,
          cancellationId: cancellation.id,
          reason: `Cancelled seats ${outcome.seatNumbers.join(', ')}`,
        },
        at,
      );
    }
    return Promise.all(parts.map(async (part) => (await tx.payments.refund(part.merchantRefundId))!));
  });
  logger.info(
    { pnr: booking.pnr, seats: outcome.seatNumbers, refundPaise: outcome.refundPaise },
    'cancellation completed',
  );
  for (const part of refunds) {
    await deps
      .advanceRefund(part)
      .catch((error: unknown) =>
        logger.warn({ err: error, refund: part.merchantRefundId }, 'refund not sent yet; the reconciler retries'),
      );
  }
  await deps
    .onCancelled?.(cancellation.id)
    .catch((error: unknown) =>
      logger.warn({ err: error, cancellation: cancellation.id }, 'after-cancellation step failed'),
    );
  return refunds[0];
}

/**
 * A cancellation whose provider answer was lost: the provider's ticket says which of its seats are
 * cancelled. Those are completed under our quote; none cancelled abandons it. Unknown: left for later.
 */
export async function resolveCancellation(
  deps: CancellationServiceDeps,
  cancellation: CancellationRow,
): Promise<'completed' | 'abandoned' | 'unknown'> {
  const { logger } = deps;
  let cancelledThere: Set<string>;
  try {
    const ticket = parseGdsTicket(await deps.gds.bookingDetails(cancellation.pnr));
    cancelledThere = new Set(ticket.seats.filter((seat) => seat.cancelled).map((seat) => seat.seatNumber));
  } catch (error) {
    logger.warn({ err: error, pnr: cancellation.pnr }, 'cannot read the ticket to finish a cancellation');
    return 'unknown';
  }
  const seatNumbers = cancellation.seatNumbers.filter((seat) => cancelledThere.has(seat));
  if (seatNumbers.length === 0) {
    await deps.bookings.abandonCancellation(cancellation.id, deps.now());
    logger.warn({ pnr: cancellation.pnr, seats: cancellation.seatNumbers }, 'provider did not cancel; abandoned');
    return 'abandoned';
  }
  const quoted = (cancellation.quote.seats as QuotedSeat[]).filter((seat) => seatNumbers.includes(seat.seatNumber));
  const chargePaise = quoted.reduce((sum, seat) => sum + seat.chargePaise, 0);
  const refundPaise = quoted.reduce((sum, seat) => sum + seat.refundPaise, 0);
  await completeCancellation(deps, cancellation, {
    seatNumbers,
    cancelPercent: cancellation.cancelPercent,
    chargePaise,
    refundPaise,
    seats: quoted,
    providerAnswer: { recovered_from: 'booking_details' },
    operatorGst: {},
  });
  return 'completed';
}
