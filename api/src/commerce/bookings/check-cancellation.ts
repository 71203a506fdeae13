import { type Cancellability, CANCELLATION_MESSAGES, sayRule } from '@jatra/shared';
import { conflict, notFound, providerFailure } from '../../http/app-error';
import { isProviderRefusal, parseCancellability } from '../../provider/gds/gds-client';
import type { BookingRow } from './bookings.schema';
import { quoteFor, type Quote } from './cancellation-quote';
import type { CancellationServiceDeps } from './cancellation.service';

type Deps = Pick<CancellationServiceDeps, 'bookings' | 'gds' | 'logger' | 'now'>;

export type QuotedSeat = { seatNumber: string; cancelPercent: number; chargePaise: number; refundPaise: number };

export const rupees = (paise: number) => paise / 100;

export async function bookingOf(deps: Deps, pnr: string): Promise<{ row: BookingRow; cancelled: string[] }> {
  const row = await deps.bookings.byPnr(pnr);
  if (!row) throw notFound(CANCELLATION_MESSAGES.detailsNotFound);
  const done = (await deps.bookings.cancellationsOf([row.id])).filter((item) => item.status === 'completed');
  return { row, cancelled: done.flatMap((item) => item.seatNumbers) };
}

/** The provider's own check of the same seats; a refusal makes the ticket not cancellable. */
export async function providerCheck(deps: Deps, pnr: string, seats: readonly string[]) {
  try {
    return parseCancellability(await deps.gds.canCancel(pnr, seats));
  } catch (error) {
    if (isProviderRefusal(error)) {
      deps.logger.warn({ err: error, pnr }, 'provider refuses to cancel');
      return undefined;
    }
    deps.logger.error({ err: error, pnr }, 'cancellation check failed');
    throw providerFailure(CANCELLATION_MESSAGES.checkFailed);
  }
}

/** The better of our refund and the provider's for the traveller, never above what was paid; a difference is logged. */
export function better(
  deps: Pick<Deps, 'logger'>,
  quote: Extract<Quote, { cancellable: true }>,
  pnr: string,
  providerRefund: number,
) {
  const theirs = Math.round(providerRefund * 100);
  const refundPaise = Math.min(quote.paidPaise, Math.max(quote.refundPaise, theirs));
  if (theirs !== quote.refundPaise) {
    deps.logger.warn(
      { pnr, seats: quote.seatNumbers, ourRefundPaise: quote.refundPaise, providerRefundPaise: theirs, refundPaise },
      'provider and stored policy disagree on the refund; the traveller gets the better',
    );
  }
  return { refundPaise, chargePaise: quote.paidPaise - refundPaise, providersWin: refundPaise === theirs };
}

export function cancellable(quote: Quote): Extract<Quote, { cancellable: true }> {
  if (!quote.cancellable) throw conflict(quote.reason);
  return quote;
}

/** The answer for seats that cannot be cancelled now, and why. */
const refused = (seats: string, reason: string): Cancellability => ({
  is_cancellable: false,
  cancellation_charges: 0,
  cancel_percent: 100,
  refund_amount: 0,
  seat_numbers: seats,
  reason,
});

/** `can_cancel`: what cancelling these seats (all when none) would refund now. */
export async function checkCancellation(deps: Deps, pnr: string, named: readonly string[]): Promise<Cancellability> {
  const { row, cancelled } = await bookingOf(deps, pnr);
  const quote = quoteFor(row, named, cancelled, deps.now());
  const seats = quote.seatNumbers.join(',');
  if (!quote.cancellable) return refused(seats, quote.reason);
  const theirs = await providerCheck(deps, pnr, quote.seatNumbers);
  if (!theirs?.isCancellable) return refused(seats, sayRule(CANCELLATION_MESSAGES.notCancellable));
  const { refundPaise, chargePaise } = better(deps, quote, pnr, theirs.refundAmount);
  return {
    is_cancellable: true,
    cancellation_charges: rupees(chargePaise),
    cancel_percent: quote.cancelPercent,
    refund_amount: rupees(refundPaise),
    seat_numbers: seats,
    reason: null,
  };
}
