import {
  BOOKING_MESSAGES,
  RESCHEDULE_MESSAGES,
  rescheduleCharge,
  rescheduleTicketRefusal,
  rescheduleTargetRefusal,
  type RescheduleRequest,
  type RescheduleTicket,
} from '@jatra/shared';
import type { RuleMessage } from '@jatra/shared';
import { badRequest, conflict, providerFailure } from '../../http/app-error';
import type { InventoryService } from '../../inventory';
import type { GdsClient } from '../../provider/gds/gds-client';
import { rescheduleTermsOf } from '../../provider/gds/reschedule-terms';
import type { Logger } from 'pino';
import { cancelledBy } from '../bookings/booking-record';
import type { BookingRow } from '../bookings/bookings.schema';
import { departsAt } from '../bookings/cancellation-quote';
import { checkBooking, scheduleFacts, type CheckedBooking, type ScheduleFacts } from '../bookings/tentative-booking';

export interface CheckDeps {
  gds: Pick<GdsClient, 'schedules'>;
  inventory: Pick<InventoryService, 'scheduleDetail'>;
  logger: Logger;
  now: () => Date;
}

export const ticketOf = (row: BookingRow): RescheduleTicket => ({
  status: row.status,
  cancelledBy: cancelledBy(row),
  departsAt: departsAt(row),
  scheduleId: row.scheduleId,
  travelId: row.travelId,
  originId: row.originId,
  destinationId: row.destinationId,
  seatCount: row.seats.length,
});

/** The charge of changing this ticket now, or why not, from the provider's schedules list of the old trip. */
export async function chargeNow(
  deps: CheckDeps,
  row: BookingRow,
): Promise<{ percent: number } | { reason: RuleMessage }> {
  const ticket = ticketOf(row);
  // a ticket the rule refuses whatever its trip says needs no provider call
  const refusal = rescheduleTicketRefusal(ticket, deps.now());
  if (refusal) return { reason: refusal };
  let body: { result?: unknown };
  try {
    body = await deps.gds.schedules(row.originId, row.destinationId, row.travelDate);
  } catch (error) {
    deps.logger.error({ err: error, pnr: row.pnr }, 'reschedule terms unavailable');
    throw providerFailure(RESCHEDULE_MESSAGES.checkFailed);
  }
  const terms = rescheduleTermsOf(body.result, row.scheduleId);
  return rescheduleCharge(ticket, terms ?? { allowed: false, bands: undefined }, deps.now());
}

/**
 * The new bus and seats checked as a hold would check them, with the old ticket's passengers seat by seat: the
 * same operator and cities, another trip, as many seats, seats free and stages on the bus. Refusals are 409s.
 */
export async function checkTarget(
  deps: CheckDeps,
  row: BookingRow,
  request: RescheduleRequest,
): Promise<{ input: Parameters<typeof checkBooking>[0]; checked: CheckedBooking; facts: ScheduleFacts }> {
  const detail = await deps.inventory.scheduleDetail(request.schedule_id);
  const facts = scheduleFacts(detail);
  if (facts.travelDate !== request.travel_date) throw badRequest(BOOKING_MESSAGES.scheduleUnavailable);
  const refusal = rescheduleTargetRefusal(
    ticketOf(row),
    {
      scheduleId: detail.id || request.schedule_id,
      travelId: detail.travelId,
      originId: facts.originId,
      destinationId: facts.destinationId,
      departsAt: departsAt({ travelDate: facts.travelDate, departureTime: facts.departureTime }),
      seatCount: request.seat_numbers.length,
    },
    deps.now(),
  );
  if (refusal) throw conflict(refusal);
  const passengers = row.passengers;
  const input = {
    travelDate: request.travel_date,
    // women's seats go to women: a party of women only may take them, as on the booking page
    womenBooking: passengers.every((person) => person.gender === 'female'),
    boardingPointId: request.boarding_point_id,
    droppingPointId: request.dropping_point_id,
    seats: request.seat_numbers.map((seatNumber, index) => {
      const { seat_number: _old, ...passenger } = passengers[index]!;
      return { seatNumber, passenger };
    }),
  };
  return { input, checked: checkBooking(input, facts, deps.now()), facts };
}
