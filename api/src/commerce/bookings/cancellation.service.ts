import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { CANCELLATION_MESSAGES, type Cancellability, type CancelTicket } from '@jatra/shared';
import { AppError, conflict, notFound, providerFailure } from '../../http/app-error';
import {
  isProviderRefusal,
  parseCancellability,
  parseCancellation,
  parseGdsTicket,
  type GdsClient,
} from '../../provider/gds/gds-client';
import type { Transact } from '../payments/repositories';
import type { RefundRow } from '../payments/payments.schema';
import type { BookingsRepository } from './bookings.repository';
import type { BookingRow, CancellationRow } from './bookings.schema';
import { quoteFor, remainingAfter, type Quote } from './cancellation-quote';

export interface CancellationServiceDeps {
  bookings: BookingsRepository;
  transact: Transact;
  gds: GdsClient;
  /** sends a recorded refund on its way (settlement's idempotent step) */
  advanceRefund: (refund: RefundRow) => Promise<void>;
  /** told once a cancellation is completed (the notice e-mail); never allowed to fail it */
  onCancelled?: (cancellationId: string) => Promise<void>;
  logger: Logger;
  now: () => Date;
  /** how long one request may take to get the provider's answer before the reconciler looks into it */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 120_000;
const rupees = (paise: number) => paise / 100;

type QuotedSeat = { seatNumber: string; cancelPercent: number; chargePaise: number; refundPaise: number };

/** What a completed cancellation settles on: ours, unless the provider's refund is better for the traveller. */
interface Outcome {
  seatNumbers: string[];
  cancelPercent: number;
  chargePaise: number;
  refundPaise: number;
  seats: QuotedSeat[];
  providerAnswer: Record<string, unknown> | null;
  operatorGst: Record<string, unknown>;
}

/**
 * Cancelling seats of a confirmed booking: the server's rule under the policy stored with the booking, the
 * provider asked to agree and then to cancel, one cancellation in flight per booking, and a refund recorded
 * with the change in one transaction, then sent through the gateway exactly once.
 */
export function createCancellationService(deps: CancellationServiceDeps) {
  const { bookings, transact, gds, logger, now } = deps;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;

  async function bookingOf(pnr: string): Promise<{ row: BookingRow; cancelled: string[] }> {
    const row = await bookings.byPnr(pnr);
    if (!row) throw notFound(CANCELLATION_MESSAGES.detailsNotFound);
    const done = (await bookings.cancellationsOf([row.id])).filter((item) => item.status === 'completed');
    return { row, cancelled: done.flatMap((item) => item.seatNumbers) };
  }

  /** The provider's own check of the same seats; a refusal makes the ticket not cancellable. */
  async function providerCheck(pnr: string, seats: readonly string[]) {
    try {
      return parseCancellability(await gds.canCancel(pnr, seats));
    } catch (error) {
      if (isProviderRefusal(error)) {
        logger.warn({ err: error, pnr }, 'provider refuses to cancel');
        return undefined;
      }
      logger.error({ err: error, pnr }, 'cancellation check failed');
      throw providerFailure(CANCELLATION_MESSAGES.checkFailed);
    }
  }

  /** The better of our refund and the provider's for the traveller, never above what was paid; a difference is logged. */
  function better(quote: Extract<Quote, { cancellable: true }>, pnr: string, providerRefund: number) {
    const theirs = Math.round(providerRefund * 100);
    const refundPaise = Math.min(quote.paidPaise, Math.max(quote.refundPaise, theirs));
    if (theirs !== quote.refundPaise) {
      logger.warn(
        { pnr, seats: quote.seatNumbers, ourRefundPaise: quote.refundPaise, providerRefundPaise: theirs, refundPaise },
        'provider and stored policy disagree on the refund; the traveller gets the better',
      );
    }
    return { refundPaise, chargePaise: quote.paidPaise - refundPaise, providersWin: refundPaise === theirs };
  }

  function cancellable(quote: Quote): Extract<Quote, { cancellable: true }> {
    if (!quote.cancellable) throw conflict(quote.reason);
    return quote;
  }

  /** Completes a cancellation the provider carried out: the booking and the refund change together. */
  async function complete(cancellation: CancellationRow, outcome: Outcome): Promise<RefundRow | undefined> {
    const booking = await bookings.byId(cancellation.bookingId);
    if (!booking) throw notFound(CANCELLATION_MESSAGES.detailsNotFound);
    const at = now();
    const refund = await transact(async (tx) => {
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
      if (!completed || outcome.refundPaise <= 0) return undefined;
      const paidOrderId =
        booking.paidOrderId ??
        (await tx.payments.ordersOf(booking.id)).find((order) => order.state === 'COMPLETED')?.merchantOrderId;
      // a ticket we confirmed always has a paid order: without one this is a bug to see, not a refund to skip
      if (!paidOrderId) throw new Error(`no paid order to refund for ${booking.pnr}`);
      const merchantRefundId = `${paidOrderId}-C${earlier.length + 1}-R1`;
      await tx.payments.insertRefund(
        {
          merchantRefundId,
          merchantOrderId: paidOrderId,
          bookingId: booking.id,
          cancellationId: cancellation.id,
          amountPaise: outcome.refundPaise,
          reason: `Cancelled seats ${outcome.seatNumbers.join(', ')}`,
        },
        at,
      );
      return tx.payments.refund(merchantRefundId);
    });
    logger.info(
      { pnr: booking.pnr, seats: outcome.seatNumbers, refundPaise: outcome.refundPaise },
      'cancellation completed',
    );
    if (refund) {
      await deps
        .advanceRefund(refund)
        .catch((error: unknown) =>
          logger.warn({ err: error, refund: refund.merchantRefundId }, 'refund not sent yet; the reconciler retries'),
        );
    }
    await deps
      .onCancelled?.(cancellation.id)
      .catch((error: unknown) =>
        logger.warn({ err: error, cancellation: cancellation.id }, 'after-cancellation step failed'),
      );
    return refund;
  }

  /**
   * A cancellation whose provider answer was lost: the provider's ticket says which of its seats are
   * cancelled. Those are completed under our quote; none cancelled abandons it. Unknown: left for later.
   */
  async function resolve(cancellation: CancellationRow): Promise<'completed' | 'abandoned' | 'unknown'> {
    let cancelledThere: Set<string>;
    try {
      const ticket = parseGdsTicket(await gds.bookingDetails(cancellation.pnr));
      cancelledThere = new Set(ticket.seats.filter((seat) => seat.cancelled).map((seat) => seat.seatNumber));
    } catch (error) {
      logger.warn({ err: error, pnr: cancellation.pnr }, 'cannot read the ticket to finish a cancellation');
      return 'unknown';
    }
    const seatNumbers = cancellation.seatNumbers.filter((seat) => cancelledThere.has(seat));
    if (seatNumbers.length === 0) {
      await bookings.abandonCancellation(cancellation.id, now());
      logger.warn({ pnr: cancellation.pnr, seats: cancellation.seatNumbers }, 'provider did not cancel; abandoned');
      return 'abandoned';
    }
    const quoted = (cancellation.quote.seats as QuotedSeat[]).filter((seat) => seatNumbers.includes(seat.seatNumber));
    const chargePaise = quoted.reduce((sum, seat) => sum + seat.chargePaise, 0);
    const refundPaise = quoted.reduce((sum, seat) => sum + seat.refundPaise, 0);
    await complete(cancellation, {
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

  /** Opens the cancellation; a lapsed one left by a crash is resolved first. */
  async function open(row: BookingRow, userId: string, quote: Extract<Quote, { cancellable: true }>) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const at = now();
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
      if (inFlight && (await resolve(inFlight)) !== 'abandoned') break;
    }
    throw conflict(CANCELLATION_MESSAGES.inProgress);
  }

  return {
    /** `can_cancel`: what cancelling these seats (all when none) would refund now. */
    async check(pnr: string, named: readonly string[]): Promise<Cancellability> {
      const { row, cancelled } = await bookingOf(pnr);
      const quote = quoteFor(row, named, cancelled, now());
      const seats = quote.seatNumbers.join(',');
      if (!quote.cancellable) {
        return {
          is_cancellable: false,
          cancellation_charges: 0,
          cancel_percent: 100,
          refund_amount: 0,
          seat_numbers: seats,
          reason: quote.reason,
        };
      }
      const theirs = await providerCheck(pnr, quote.seatNumbers);
      if (!theirs?.isCancellable) {
        return {
          is_cancellable: false,
          cancellation_charges: 0,
          cancel_percent: 100,
          refund_amount: 0,
          seat_numbers: seats,
          reason: CANCELLATION_MESSAGES.notCancellable,
        };
      }
      const { refundPaise, chargePaise } = better(quote, pnr, theirs.refundAmount);
      return {
        is_cancellable: true,
        cancellation_charges: rupees(chargePaise),
        cancel_percent: quote.cancelPercent,
        refund_amount: rupees(refundPaise),
        seat_numbers: seats,
        reason: null,
      };
    },

    /** Cancels these seats (all remaining when none): once, however many times it is asked at once. */
    async cancel(pnr: string, userId: string, named: readonly string[]): Promise<CancelTicket> {
      const { row, cancelled } = await bookingOf(pnr);
      const quote = cancellable(quoteFor(row, named, cancelled, now()));
      const check = await providerCheck(pnr, quote.seatNumbers);
      if (!check?.isCancellable) throw conflict(CANCELLATION_MESSAGES.notCancellable);
      const cancellation = await open(row, userId, quote);
      let answer: ReturnType<typeof parseCancellation>;
      try {
        answer = parseCancellation(await gds.cancelBooking(pnr, quote.seatNumbers));
      } catch (error) {
        if (isProviderRefusal(error)) {
          await bookings.abandonCancellation(cancellation.id, now());
          logger.warn({ err: error, pnr }, 'provider refused the cancellation');
          throw conflict(CANCELLATION_MESSAGES.notCancellable);
        }
        // no answer: it may have gone through; the provider's ticket decides, now or in the next sweep
        logger.error({ err: error, pnr }, 'cancel answer lost');
        const outcome = await resolve(cancellation);
        if (outcome !== 'completed') throw new AppError(502, 'provider_error', CANCELLATION_MESSAGES.cancelFailed);
        return this.result(cancellation.id);
      }
      const chosen = better(quote, pnr, answer.refundAmount);
      const seats: QuotedSeat[] = chosen.providersWin
        ? answer.seats.map((seat) => ({
            seatNumber: seat.seatNumber,
            cancelPercent: seat.cancelPercent,
            chargePaise: Math.round(seat.cancellationCharge * 100),
            refundPaise: Math.round(seat.refundAmount * 100),
          }))
        : quote.seats;
      await complete(cancellation, {
        seatNumbers: quote.seatNumbers,
        cancelPercent: quote.cancelPercent,
        chargePaise: chosen.chargePaise,
        refundPaise: chosen.refundPaise,
        seats,
        providerAnswer: answer.details,
        operatorGst: answer.operatorGst,
      });
      return this.result(cancellation.id);
    },

    /** The Cancel result of a completed cancellation. */
    async result(cancellationId: string): Promise<CancelTicket> {
      const cancellation = await bookings.cancellation(cancellationId);
      const booking = cancellation && (await bookings.byId(cancellation.bookingId));
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
    },

    /** For the reconciler: cancellations a crash or a lost answer left half-way, and how to finish each. */
    stale: (limit: number) => bookings.staleCancellations(now(), limit),
    resolve,
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
