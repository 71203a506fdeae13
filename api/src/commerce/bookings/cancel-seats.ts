import { randomUUID } from 'node:crypto';
import { CANCELLATION_MESSAGES, type CancelTicket } from '@jatra/shared';
import { AppError, conflict } from '../../http/app-error';
import { isProviderRefusal, parseCancellation } from '../../provider/gds/gds-client';
import type { BookingRow } from './bookings.schema';
import { quoteFor, type Quote } from './cancellation-quote';
import type { CancellationServiceDeps } from './cancellation.service';
import { better, bookingOf, cancellable, providerCheck, rupees, type QuotedSeat } from './check-cancellation';
import { completeCancellation, resolveCancellation } from './complete-cancellation';

const DEFAULT_LEASE_MS = 120_000;

/** Opens the cancellation; a lapsed one left by a crash is resolved first. */
async function open(
  deps: CancellationServiceDeps,
  row: BookingRow,
  userId: string,
  quote: Extract<Quote, { cancellable: true }>,
) {
  const { bookings } = deps;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const at = deps.now();
    const opened = await bookings.openCancellation({
      id: randomUUID(),
      bookingId: row.id,
      userId,
      pnr: row.pnr,
      seatNumbers: quote.seatNumbers,
      status: 'requested',
      cancelPercent: quote.cancelPercent,
      chargePaise: quote.chargePaise,
      refundPaise: quote.refundPaise,
      quote: { seats: quote.seats, paidPaise: quote.paidPaise },
      claimedUntil: new Date(at.getTime() + leaseMs),
      createdAt: at,
      updatedAt: at,
    });
    if (opened) return opened;
    const inFlight = await bookings.requestedCancellationOf(row.id);
    if (inFlight && inFlight.claimedUntil && inFlight.claimedUntil >= at) break;
    if (inFlight && (await resolveCancellation(deps, inFlight)) !== 'abandoned') break;
  }
  throw conflict(CANCELLATION_MESSAGES.inProgress);
}

/** Cancels these seats (all remaining when none): once, however many times it is asked at once. */
export async function cancelSeats(
  deps: CancellationServiceDeps,
  pnr: string,
  userId: string,
  named: readonly string[],
): Promise<CancelTicket> {
  const { bookings, logger } = deps;
  const { row, cancelled } = await bookingOf(deps, pnr);
  const quote = cancellable(quoteFor(row, named, cancelled, deps.now()));
  const check = await providerCheck(deps, pnr, quote.seatNumbers);
  if (!check?.isCancellable) throw conflict(CANCELLATION_MESSAGES.notCancellable);
  const cancellation = await open(deps, row, userId, quote);
  let answer: ReturnType<typeof parseCancellation>;
  try {
    answer = parseCancellation(await deps.gds.cancelBooking(pnr, quote.seatNumbers));
  } catch (error) {
    if (isProviderRefusal(error)) {
      await bookings.abandonCancellation(cancellation.id, deps.now());
      logger.warn({ err: error, pnr }, 'provider refused the cancellation');
      throw conflict(CANCELLATION_MESSAGES.notCancellable);
    }
    // no answer: it may have gone through; the provider's ticket decides, now or in the next sweep
    logger.error({ err: error, pnr }, 'cancel answer lost');
    const outcome = await resolveCancellation(deps, cancellation);
    if (outcome !== 'completed') throw new AppError(502, 'provider_error', CANCELLATION_MESSAGES.cancelFailed);
    return cancellationResult(deps, cancellation.id);
  }
  const chosen = better(deps, quote, pnr, answer.refundAmount);
  const seats: QuotedSeat[] = chosen.providersWin
    ? answer.seats.map((seat) => ({
        seatNumber: seat.seatNumber,
        cancelPercent: seat.cancelPercent,
        chargePaise: Math.round(seat.cancellationCharge * 100),
        refundPaise: Math.round(seat.refundAmount * 100),
      }))
    : quote.seats;
  await completeCancellation(deps, cancellation, {
    seatNumbers: quote.seatNumbers,
    cancelPercent: quote.cancelPercent,
    chargePaise: chosen.chargePaise,
    refundPaise: chosen.refundPaise,
    seats,
    providerAnswer: answer.details,
    operatorGst: answer.operatorGst,
  });
  return cancellationResult(deps, cancellation.id);
}

/** The Cancel result of a completed cancellation. */
export async function cancellationResult(
  deps: Pick<CancellationServiceDeps, 'bookings'>,
  cancellationId: string,
): Promise<CancelTicket> {
  const cancellation = await deps.bookings.cancellation(cancellationId);
  const booking = cancellation && (await deps.bookings.byId(cancellation.bookingId));
  if (!cancellation || !booking || cancellation.status !== 'completed') {
    throw new AppError(502, 'provider_error', CANCELLATION_MESSAGES.failed);
  }
  const settled = (cancellation.quote.settled ?? cancellation.quote.seats) as QuotedSeat[];
  return {
    seat_numbers: cancellation.seatNumbers.join(','),
    cancellation_charges: rupees(cancellation.chargePaise),
    refund_amount: rupees(cancellation.refundPaise),
    cancel_seat_details: settled.map((seat) => ({
      cancel_seat_detail: {
        seat_number: seat.seatNumber,
        cancelled_fare: rupees(seat.chargePaise),
        cancel_percent: seat.cancelPercent,
        refund_amount: rupees(seat.refundPaise),
      },
    })),
    operator_gst_details: (cancellation.quote.operatorGst as Record<string, unknown> | undefined) ?? {},
    refund_status: cancellation.refundPaise > 0 ? 'pending' : 'none',
    booking_status: booking.status === 'cancelled' ? 'cancelled' : 'confirmed',
  };
}
