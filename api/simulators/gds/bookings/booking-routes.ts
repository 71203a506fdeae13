/**
 * The provider's booking calls (docs/gds-wire.md, Bookings): tentative_booking and confirm_booking (POST),
 * booking_details, can_cancel and cancel_booking (GET; cancel_booking mutates, as the real one does).
 * The simulator's key check, latency and forced failures run before these (gds-simulator.ts).
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { SimDatabase } from '../sim-schema';
import type { Service } from '../network/timetable';
import { todayInIndia } from '../network/travel-dates';
import { SCHEDULE_NOT_FOUND, envelope } from '../wire/envelope';
import { queryText, withoutJson } from '../wire/paths';
import { bookingDetailsAnswer, canCancelAnswer, cancelAnswer, confirmAnswer } from '../wire/ticket';
import { BOOKING_ERRORS, type Envelope } from './booking-messages';
import { createBookingStore, type StoredBooking } from './booking-store';
import { cancellability, type Cancellability } from './cancellation';
import { departureInstant, hoursBeforeDeparture } from './departure';
import { newOperatorPnr, newPnr } from './pnr';
import { checkTentative } from './tentative-checks';
import { firstIssue, tentativeBodySchema } from './tentative-request';

export interface BookingRoutesOptions {
  db: SimDatabase;
  now: () => Date;
  /** a bus by its schedule id as the provider shows it now (a knob's longer roster, a changed trip) */
  serviceOf: (scheduleId: string) => Service | undefined;
  /** read on every tentative booking, so that a knob change applies at once */
  holdMinutes: () => number;
  /** the knob that replaces the operator's band percent; null: the bands */
  cancelPercentOverride: () => number | null;
}

/** A fresh PNR clashing with a stored one is rare; a few tries make it practically impossible to fail. */
const PNR_ATTEMPTS = 5;

export function bookingRoutes(options: BookingRoutesOptions): Router {
  const { now } = options;
  const store = createBookingStore(options.db, now);
  const router = express.Router();

  const handle =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res) =>
      handler(req, res).catch((error: unknown) => {
        req.log?.error({ err: error }, 'GDS simulator booking call failed');
        res.json(envelope(500, 'Temporary provider failure'));
      });

  const { serviceOf } = options;

  /** A stored ticket and its bus, or the envelope that says why not. */
  async function ticketOf(
    pnr: string | undefined,
  ): Promise<{ error: Envelope } | { booking: StoredBooking; service: Service }> {
    if (!pnr) return { error: BOOKING_ERRORS.pnrRequired };
    const booking = await store.find(pnr);
    const service = booking && serviceOf(booking.scheduleId);
    if (!booking || !service) return { error: BOOKING_ERRORS.unknownPnr(pnr) };
    return { booking, service };
  }

  router.post(
    '/tentative_booking/:id',
    express.json({ limit: '64kb' }),
    handle(async (req, res) => {
      const scheduleId = withoutJson(req.params.id);
      const service = scheduleId === undefined ? undefined : serviceOf(scheduleId);
      if (!service) {
        res.json(SCHEDULE_NOT_FOUND);
        return;
      }
      const parsed = tentativeBodySchema.safeParse(req.body);
      if (!parsed.success) {
        res.json(BOOKING_ERRORS.invalidRequest(firstIssue(parsed.error)));
        return;
      }
      const at = now();
      const checked = checkTentative(service, parsed.data, at, todayInIndia(at));
      if (!checked.ok) {
        res.json(checked.error);
        return;
      }
      const holdExpiresAt = new Date(at.getTime() + options.holdMinutes() * 60_000);
      for (let attempt = 0; attempt < PNR_ATTEMPTS; attempt += 1) {
        const pnr = newPnr(at);
        const operatorPnr = newOperatorPnr();
        const created = await store.createTentative({
          pnr,
          operatorPnr,
          scheduleId: service.scheduleId,
          request: parsed.data,
          seats: checked.seats,
          holdExpiresAt,
        });
        if (created.ok) {
          res.json({ result: { ticket_details: { pnr_number: pnr, operator_pnr: operatorPnr } } });
          return;
        }
        if (created.reason === 'taken') {
          res.json(BOOKING_ERRORS.seatTaken(created.seats));
          return;
        }
      }
      throw new Error('no free PNR after several attempts');
    }),
  );

  // the body varies by client and is ignored (docs/gds-wire.md, Bookings), so it is not even parsed
  router.post(
    '/confirm_booking/:pnr',
    handle(async (req, res) => {
      const found = await ticketOf(withoutJson(req.params.pnr));
      if ('error' in found) {
        res.json(found.error);
        return;
      }
      const { booking, service } = found;
      if (booking.status === 'tentative' && service.status === 'Cancelled') {
        await store.expire(booking.pnr);
        res.json(BOOKING_ERRORS.scheduleCancelled);
        return;
      }
      if (booking.status === 'tentative' && now().getTime() >= departureInstant(service).getTime()) {
        await store.expire(booking.pnr);
        res.json(BOOKING_ERRORS.departed);
        return;
      }
      const confirmed = await store.confirm(booking.pnr);
      if (confirmed.kind === 'unknown') res.json(BOOKING_ERRORS.unknownPnr(booking.pnr));
      else if (confirmed.kind === 'expired') res.json(BOOKING_ERRORS.holdExpired);
      else res.json(confirmAnswer(service, confirmed.booking));
    }),
  );

  router.get(
    '/booking_details.json',
    handle(async (req, res) => {
      const found = await ticketOf(queryText(req.query.pnr_number));
      if ('error' in found) res.json(found.error);
      else if (!isIssued(found.booking)) res.json(BOOKING_ERRORS.notConfirmed);
      else res.json(bookingDetailsAnswer(found.service, found.booking));
    }),
  );

  /** The seats a cancellation names (all still booked when none are named) and what cancelling them costs. */
  async function cancellationOf(
    req: Request,
  ): Promise<{ error: Envelope } | { booking: StoredBooking; service: Service; check: Cancellability }> {
    const pnr = queryText(req.query.ticket_number);
    if (!pnr) return { error: BOOKING_ERRORS.ticketRequired };
    const found = await ticketOf(pnr);
    if ('error' in found) return found;
    const { booking, service } = found;
    if (!isIssued(booking)) return { error: BOOKING_ERRORS.notConfirmed };
    if (booking.status === 'cancelled') return { error: BOOKING_ERRORS.alreadyCancelled };
    // the operator's cancellation cancels every ticket itself; the seats are not the agent's to cancel any more
    if (service.status === 'Cancelled') return { error: BOOKING_ERRORS.scheduleCancelled };
    const named = [
      ...new Set(
        (queryText(req.query.seat_numbers) ?? '')
          .split(',')
          .map((seat) => seat.trim())
          .filter(Boolean),
      ),
    ];
    const bySeat = new Map(booking.seats.map((seat) => [seat.seatNumber, seat]));
    const wanted =
      named.length > 0 ? named : booking.seats.filter((seat) => !seat.cancelledAt).map((seat) => seat.seatNumber);
    const strangers = wanted.filter((seat) => !bySeat.has(seat));
    if (strangers.length > 0) return { error: BOOKING_ERRORS.seatsNotOnTicket(strangers) };
    const gone = wanted.filter((seat) => bySeat.get(seat)?.cancelledAt);
    if (gone.length > 0) return { error: BOOKING_ERRORS.seatsAlreadyCancelled(gone) };
    const prices = wanted.map((seatNumber) => {
      const seat = bySeat.get(seatNumber)!;
      return { seatNumber, fare: seat.fare, serviceTax: seat.serviceTax };
    });
    const check = cancellability(prices, {
      policies: service.operator.cancellationPolicies,
      hoursLeft: hoursBeforeDeparture(service, now()),
      percentOverride: options.cancelPercentOverride(),
    });
    return { booking, service, check };
  }

  router.get(
    '/can_cancel.json',
    handle(async (req, res) => {
      const plan = await cancellationOf(req);
      if ('error' in plan) res.json(plan.error);
      else res.json(canCancelAnswer(plan.check));
    }),
  );

  router.get(
    '/cancel_booking.json',
    handle(async (req, res) => {
      const plan = await cancellationOf(req);
      if ('error' in plan) {
        res.json(plan.error);
        return;
      }
      const { check, service, booking } = plan;
      if (!check.cancellable) {
        res.json(check.reason === 'departed' ? BOOKING_ERRORS.cancelAfterDeparture : BOOKING_ERRORS.cancelWindowClosed);
        return;
      }
      const cancelled = await store.cancelSeats(booking.pnr, check.seats);
      if (!cancelled.ok) res.json(BOOKING_ERRORS.seatsAlreadyCancelled(cancelled.alreadyCancelled));
      else res.json(cancelAnswer(service, check.seats));
    }),
  );

  // a body that is not JSON is the caller's mistake, answered in the provider's envelope
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    res.json(BOOKING_ERRORS.invalidRequest('body is not valid JSON'));
  });

  return router;
}

/** Confirmed at some point: confirmed, or cancelled since. */
const isIssued = (booking: StoredBooking) => booking.status === 'confirmed' || booking.status === 'cancelled';
