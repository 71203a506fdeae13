import { randomUUID } from 'node:crypto';
import type { tentativeBookingRequestSchema } from '@jatra/shared';
import { BOOKING_MESSAGES, MESSAGES } from '@jatra/shared';
import type { z } from 'zod';
import { AppError, conflict, providerFailure } from '../../http/app-error';
import type { GdsScheduleDetail } from '../../provider/gds/schedule-detail';
import { GdsError, isProviderRefusal, parseTentativeAnswer } from '../../provider/gds/gds-client';
import type { CitiesService } from '../../cities';
import { toBookingRecord } from './booking-record';
import type { BookingsServiceDeps } from './bookings.service';
import { checkBooking, providerTentativeBody, type ScheduleFacts } from './tentative-booking';

type Deps = Pick<
  BookingsServiceDeps,
  'repository' | 'inventory' | 'cities' | 'gds' | 'logger' | 'holdMinutes' | 'holdCaps' | 'now'
>;

export type TentativeInput = z.output<typeof tentativeBookingRequestSchema>;

const now = (deps: Deps) => (deps.now ? deps.now() : new Date());

/** The PNR of a tentative booking; an answer without one is the provider's failure. */
function heldSeats(answer: unknown): { pnr: string; operatorPnr: string | null } {
  try {
    return parseTentativeAnswer(answer);
  } catch (error) {
    if (error instanceof GdsError) throw providerFailure(error.message);
    throw error;
  }
}

async function cityName(cities: CitiesService, id: number, fallback: string): Promise<string> {
  try {
    return (await cities.byId(id)).name;
  } catch {
    return fallback;
  }
}

/** The provider holds the seats the request names, checked against `schedule`; its refusal is a 409. */
async function holdOn(deps: Deps, schedule: GdsScheduleDetail, scheduleId: string, input: TentativeInput, at: Date) {
  const { originId, destinationId } = schedule;
  // without the cities the provider cannot hold seats, nor can we name the journey
  if (originId === null || destinationId === null) throw providerFailure(MESSAGES.invalidResponseFormat);
  const facts: ScheduleFacts = {
    travelDate: schedule.travelDate,
    departureTime: schedule.departureTime ?? '',
    originId,
    destinationId,
    seats: schedule.seatLayout.seats,
    boardingPoints: schedule.boardingPoints,
    droppingPoints: schedule.droppingPoints,
  };
  const checked = checkBooking(input, facts, at);
  try {
    return {
      schedule,
      facts,
      checked,
      answer: await deps.gds.tentativeBooking(scheduleId, providerTentativeBody(checked, facts)),
    };
  } catch (error) {
    // the provider refused (a seat just taken, a fare changed): the traveller must choose again
    if (isProviderRefusal(error)) throw conflict(error.message);
    deps.logger.error({ err: error, scheduleId }, 'tentative booking failed');
    throw providerFailure(BOOKING_MESSAGES.createFailed);
  }
}

/**
 * Holds on the schedule read in the last minute, which saves the hold a provider call; a refusal, ours or
 * the provider's, on that reading is decided again on the schedule read now (docs/festival-rush.md).
 */
async function holdOnRecentSchedule(deps: Deps, scheduleId: string, input: TentativeInput, at: Date) {
  const recent = await deps.inventory.recentScheduleDetail(scheduleId);
  if (recent.fresh) return holdOn(deps, recent.detail, scheduleId, input, at);
  try {
    return await holdOn(deps, recent.detail, scheduleId, input, at);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return holdOn(deps, await deps.inventory.scheduleDetail(scheduleId), scheduleId, input, at);
  }
}

/** Has the provider hold the checked seats and stores the booking. */
async function holdAndStore(deps: Deps, userId: string, clientIp: string, scheduleId: string, input: TentativeInput) {
  const at = now(deps);
  const { schedule, facts, checked, answer } = await holdOnRecentSchedule(deps, scheduleId, input, at);
  const { pnr, operatorPnr } = heldSeats(answer);
  const [fromName, toName] = schedule.routeName.split(' - ');
  const row = await deps.repository.insert({
    id: randomUUID(),
    userId,
    pnr,
    operatorPnr,
    ticketNumber: null,
    status: 'tentative',
    paymentStatus: 'pending',
    scheduleId,
    origin: await cityName(deps.cities, facts.originId, fromName ?? ''),
    destination: await cityName(deps.cities, facts.destinationId, toName ?? ''),
    originId: facts.originId,
    destinationId: facts.destinationId,
    travelDate: facts.travelDate,
    departureTime: facts.departureTime,
    arrivalTime: schedule.arrivalTime ?? '',
    busName: schedule.operatorName || schedule.serviceName,
    busType: schedule.busType,
    travelId: schedule.travelId,
    // the policy is fixed now: a later change of the operator's bands does not touch a sold ticket
    cancellationPolicy: schedule.cancellationPolicy,
    seats: checked.seats.map(({ seat }) => ({
      seat_number: seat.id,
      fare: seat.fare,
      deck: seat.deck,
      type: seat.type,
    })),
    passengers: checked.seats.map(({ seat, passenger }) => ({ seat_number: seat.id, ...passenger })),
    contactEmail: checked.seats[0]!.passenger.email,
    boardingPoint: checked.boarding,
    droppingPoint: checked.dropping,
    baseAmount: checked.amounts.base,
    gstAmount: checked.amounts.gst,
    totalAmount: checked.amounts.total,
    holdExpiresAt: new Date(at.getTime() + deps.holdMinutes * 60_000),
    clientIp,
    createdAt: at,
    updatedAt: at,
  });
  deps.logger.info({ pnr, scheduleId, seats: row.seats.length }, 'tentative booking stored');
  return { pnr, operatorPnr, booking: toBookingRecord(row) };
}

/**
 * CONTINUE: reads the schedule (or takes it as read in the last minute), checks the request against it, has the provider hold the seats and
 * stores the booking (tentative, payment pending) for the signed-in owner. Over a hold cap, the provider
 * is not asked at all.
 */
export async function holdSeats(
  deps: Deps,
  who: { userId: string; clientIp: string },
  scheduleId: string,
  input: TentativeInput,
) {
  const { userId, clientIp } = who;
  const hold = await deps.holdCaps.reserve({ userId, clientIp, scheduleId, seats: input.seats.length }, now(deps));
  try {
    return await holdAndStore(deps, userId, clientIp, scheduleId, input);
  } finally {
    hold.release();
  }
}
