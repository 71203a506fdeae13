import type { Logger } from 'pino';
import { clockOfMinutes, minutesOfClock } from '@jatra/shared';
import type { BookingRow } from '../bookings/bookings.schema';
import type { MovedTimes, TripChangeBookings } from '../bookings/trip-change.repository';
import type { RefundRow } from '../payments/payments.schema';
import type { Transact } from '../payments/repositories';
import { cancelForOperator } from './cancel-for-operator';
import type { TripWatchRepository } from './trip-watch.repository';
import type { TripWatchRow } from './trip-watch.schema';

/** Bookings one trip's change is carried to per sweep; a bus carries fewer, so one sweep usually finishes it. */
const BOOKINGS_PER_STEP = 100;

export interface ApplyTripChangeDeps {
  watch: TripWatchRepository;
  tripBookings: TripChangeBookings;
  transact: Transact;
  /** sends a recorded refund on its way (settlement's idempotent step); the reconciler retries a failure */
  advanceRefund: (refund: RefundRow) => Promise<void>;
  /** the traveller's mails; each is idempotent by its event, never throws */
  notify: {
    cancellationCompleted(cancellationId: string): Promise<void>;
    departureChanged(pnr: string, departure: string): Promise<void>;
  };
  logger: Logger;
  now: () => Date;
}

/** The booking's times once the whole journey moves with its departure: boarding, dropping and arrival alike. */
export function movedTimes(booking: BookingRow, departure: string): MovedTimes {
  const shift = minutesOfClock(departure) - minutesOfClock(booking.departureTime);
  const later = (clock: string) => clockOfMinutes(minutesOfClock(clock) + shift);
  const sold = booking.departureChangedFrom ?? booking.departureTime;
  return {
    departureTime: departure,
    departureChangedFrom: departure === sold ? null : sold,
    arrivalTime: later(booking.arrivalTime),
    boardingPoint: { ...booking.boardingPoint, time: later(booking.boardingPoint.time) },
    droppingPoint: { ...booking.droppingPoint, time: later(booking.droppingPoint.time) },
  };
}

async function carryCancellation(deps: ApplyTripChangeDeps, trip: TripWatchRow): Promise<boolean> {
  let waiting = false;
  for (const booking of await deps.tripBookings.confirmedOn(trip.scheduleId, BOOKINGS_PER_STEP)) {
    const result = await cancelForOperator(deps, booking);
    if (result.kind === 'busy') waiting = true;
    if (result.kind === 'cancelled') {
      deps.logger.info(
        { pnr: booking.pnr, schedule: trip.scheduleId },
        'trip cancelled by the operator: refunded in full',
      );
      for (const refund of result.refunds) {
        await deps
          .advanceRefund(refund)
          .catch((error: unknown) =>
            deps.logger.warn(
              { err: error, refund: refund.merchantRefundId },
              'refund not sent yet; the reconciler retries',
            ),
          );
      }
    }
  }
  // told after every step, so a crash before a mail is told again: the outbox keeps each to once
  for (const id of await deps.tripBookings.operatorCancellationIds(trip.scheduleId)) {
    await deps.notify.cancellationCompleted(id);
  }
  return !waiting && (await deps.tripBookings.confirmedOn(trip.scheduleId, 1)).length === 0;
}

async function carryMove(deps: ApplyTripChangeDeps, trip: TripWatchRow): Promise<boolean> {
  for (const booking of await deps.tripBookings.notYetAt(trip.scheduleId, trip.departure, BOOKINGS_PER_STEP)) {
    await deps.tripBookings.move(booking, movedTimes(booking, trip.departure), deps.now());
  }
  for (const pnr of await deps.tripBookings.movedPnrs(trip.scheduleId)) {
    await deps.notify.departureChanged(pnr, trip.departure);
  }
  return (await deps.tripBookings.notYetAt(trip.scheduleId, trip.departure, 1)).length === 0;
}

/**
 * Carries a trip's recorded change to every booking on it: the operator's cancellation (each booking refunded in
 * full, once) or the moved departure (each booking's times), with the traveller's mail. Every step is idempotent,
 * so after a crash the next sweep does what is left; the trip's mark clears only when nothing is.
 */
export async function applyTripChange(deps: ApplyTripChangeDeps, trip: TripWatchRow): Promise<boolean> {
  const done = trip.state === 'cancelled' ? await carryCancellation(deps, trip) : await carryMove(deps, trip);
  if (done && trip.changePending) await deps.watch.applied(trip.scheduleId, trip.changePending);
  return done;
}
