import {
  BOOKING_MESSAGES,
  paidSeats,
  quoteReschedule,
  type RescheduleEligibility,
  type RescheduleQuote,
  type RescheduleQuoteAnswer,
  type RescheduleRequest,
  type RescheduleStart,
  sayRule,
} from '@jatra/shared';
import { conflict, notFound } from '../../http/app-error';
import type { BookingRow } from '../bookings/bookings.schema';
import type { BookingsService } from '../bookings/bookings.service';
import { chargeNow, checkTarget, type CheckDeps } from './reschedule-check';
import { confirmReplacement, finishReschedule, type FinishDeps } from './finish-reschedule';

export type RescheduleDeps = CheckDeps &
  FinishDeps & {
    /** holds the new seats as any booking is held, linked to the old one */
    holds: Pick<BookingsService, 'holdReplacement'>;
  };

function quoteAnswer(
  quote: RescheduleQuote,
  target: { scheduleId: string; travelDate: string; departureTime: string; seats: string[] },
): RescheduleQuoteAnswer {
  return {
    schedule_id: target.scheduleId,
    travel_date: target.travelDate,
    departure_time: target.departureTime,
    seat_numbers: target.seats,
    charge_percent: quote.chargePercent,
    charge: quote.charge,
    old_total: quote.oldTotal,
    new_base: quote.newBase,
    new_gst: quote.newGst,
    new_total: quote.newTotal,
    difference: quote.difference,
    due: quote.due,
  };
}

/**
 * A date change (docs/reschedule.md): the new seats are held first, paid for when the change costs more, confirmed
 * with the provider, and only then are the old seats cancelled and the old booking replaced; a lower fare is
 * refunded. Every step after the hold is idempotent and the reconciler finishes what a crash interrupted.
 */
export function createReschedule(deps: RescheduleDeps) {
  const { bookings, now } = deps;

  async function ticket(pnr: string): Promise<BookingRow> {
    const row = await bookings.byPnr(pnr);
    if (!row) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return row;
  }

  /** The charge now and the checked new seats, or a 409 saying why not. */
  async function quoteFor(row: BookingRow, request: RescheduleRequest) {
    const charge = await chargeNow(deps, row);
    if ('reason' in charge) throw conflict(charge.reason);
    const { input, checked, facts } = await checkTarget(deps, row, request);
    const quoteOf = (fares: number[]) => quoteReschedule(paidSeats(row.seats, row.gstAmount), fares, charge.percent);
    return { input, checked, facts, quoteOf };
  }

  /** One step of the reconciler for an old booking whose change is under way: whatever its new booking needs next. */
  async function step(old: BookingRow): Promise<void> {
    const newPnr = old.rescheduledTo!;
    const replacement = await bookings.byPnr(newPnr);
    if (!replacement || replacement.status === 'failed' || replacement.status === 'expired') {
      await bookings.releaseReschedule(old.id, newPnr, now());
    } else if (replacement.status === 'confirmed') {
      await finishReschedule(deps, newPnr);
    } else if (replacement.status === 'tentative' && (replacement.rescheduleQuote?.due ?? 0) <= 0) {
      await confirmReplacement(deps, replacement, old);
    } else {
      // a payment still open: settlement's own sweeps take it on; this one goes to the back of the round
      await bookings.touchReschedule(old.id, now());
    }
  }

  return {
    async eligibility(pnr: string): Promise<RescheduleEligibility> {
      const row = await ticket(pnr);
      const charge = await chargeNow(deps, row);
      return {
        pnr: row.pnr,
        allowed: 'percent' in charge,
        reason: 'reason' in charge ? sayRule(charge.reason) : null,
        charge_percent: 'percent' in charge ? charge.percent : null,
        seat_count: row.seats.length,
        travel_id: row.travelId,
        operator: row.busName,
        origin_id: row.originId,
        destination_id: row.destinationId,
        origin: row.origin,
        destination: row.destination,
        travel_date: row.travelDate,
        departure_time: row.departureTime,
        schedule_id: row.scheduleId,
      };
    },

    /** What changing to these seats costs now, at the provider's current fares. */
    async quote(pnr: string, request: RescheduleRequest): Promise<RescheduleQuoteAnswer> {
      const row = await ticket(pnr);
      const { checked, facts, quoteOf } = await quoteFor(row, request);
      return quoteAnswer(quoteOf(checked.seats.map(({ seat }) => seat.fare)), {
        scheduleId: request.schedule_id,
        travelDate: request.travel_date,
        departureTime: facts.departureTime,
        seats: request.seat_numbers,
      });
    },

    /** Holds the new seats and, when nothing is owed, confirms them and replaces the old ticket at once. */
    async start(
      who: { userId: string; clientIp: string },
      pnr: string,
      request: RescheduleRequest,
    ): Promise<RescheduleStart> {
      const old = await ticket(pnr);
      const { input, quoteOf } = await quoteFor(old, request);
      const held = await deps.holds.holdReplacement(who, request.schedule_id, input, { old, quoteOf });
      const replacement = (await bookings.byPnr(held.pnr))!;
      const quote = replacement.rescheduleQuote!;
      const next = quote.due > 0 ? 'pay' : await confirmReplacement(deps, replacement, old);
      return {
        new_pnr: replacement.pnr,
        old_pnr: old.pnr,
        next,
        quote: quoteAnswer(quote, {
          scheduleId: replacement.scheduleId,
          travelDate: replacement.travelDate,
          departureTime: replacement.departureTime,
          seats: replacement.seats.map((seat) => seat.seat_number),
        }),
      };
    },

    /** Settlement confirmed a booking: when it is a date change's new ticket, the old one is replaced now. */
    async confirmed(pnr: string): Promise<void> {
      await finishReschedule(deps, pnr);
    },

    /** The old bookings whose change is under way, a batch at a time (the reconciler's). */
    underWay: (limit: number) => bookings.reschedulesUnderWay(limit),
    step,
  };
}

export type Reschedule = ReturnType<typeof createReschedule>;
