import { randomUUID } from 'node:crypto';
import type { RescheduleQuote, tentativeBookingRequestSchema } from '@jatra/shared';
import type { RuleMessage } from '@jatra/shared';
import type { Locale } from '@jatra/shared/i18n';
import { BOOKING_MESSAGES, RESCHEDULE_MESSAGES } from '@jatra/shared';
import type { z } from 'zod';
import { AppError, conflict, providerFailure } from '../../http/app-error';
import type { GdsScheduleDetail } from '../../provider/gds/schedule-detail';
import { GdsError, isProviderRefusal, parseTentativeAnswer } from '../../provider/gds/gds-client';
import type { CitiesService } from '../../cities';
import { toBookingRecord } from './booking-record';
import type { BookingsServiceDeps } from './bookings.service';
import type { BookingRow, bookings } from './bookings.schema';
import { checkBooking, providerTentativeBody, scheduleFacts } from './tentative-booking';

type Deps = Pick<
  BookingsServiceDeps,
  'repository' | 'inventory' | 'cities' | 'gds' | 'logger' | 'holdMinutes' | 'holdCaps' | 'now'
>;

export type TentativeInput = z.output<typeof tentativeBookingRequestSchema>;

/** Who holds the seats: the traveller, where they asked from, and in which language (their request's). */
export interface Holder {
  userId: string;
  clientIp: string;
  locale: Locale;
}

/** The booking a date change replaces, and its quote once the new seats' fares are the provider's. */
export interface Replacing {
  old: BookingRow;
  quoteOf: (newFares: number[]) => RescheduleQuote;
}

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

/**
 * Why the old booking did not take a date change's mark: another change holds it, or it stopped being confirmed
 * since it was read (the operator's cancellation took it a moment before). The provider's new hold lapses.
 */
async function whyNotReplaced(deps: Deps, oldId: string): Promise<RuleMessage> {
  const now = await deps.repository.byId(oldId);
  if (now?.status === 'confirmed') return RESCHEDULE_MESSAGES.inProgress;
  return now?.cancelledBy === 'operator' ? RESCHEDULE_MESSAGES.operatorCancelled : RESCHEDULE_MESSAGES.notConfirmed;
}

/** The provider holds the seats the request names, checked against `schedule`; its refusal is a 409. */
async function holdOn(deps: Deps, schedule: GdsScheduleDetail, scheduleId: string, input: TentativeInput, at: Date) {
  const facts = scheduleFacts(schedule);
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

/**
 * Has the provider hold the checked seats and stores the booking; a date change's new booking is stored with its
 * link and quote, and marks the old one (a change already under way there: 409, the provider's hold lapses).
 */
async function holdAndStore(
  deps: Deps,
  who: Holder,
  scheduleId: string,
  input: TentativeInput,
  replacing: Replacing | undefined,
) {
  const { userId, clientIp } = who;
  const at = now(deps);
  const { schedule, facts, checked, answer } = await holdOnRecentSchedule(deps, scheduleId, input, at);
  const { pnr, operatorPnr } = heldSeats(answer);
  const [fromName, toName] = schedule.routeName.split(' - ');
  const fields: typeof bookings.$inferInsert = {
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
    locale: who.locale,
    createdAt: at,
    updatedAt: at,
  };
  const row = replacing
    ? await deps.repository.insertReplacement(
        {
          ...fields,
          rescheduledFrom: replacing.old.pnr,
          rescheduleQuote: replacing.quoteOf(checked.seats.map(({ seat }) => seat.fare)),
        },
        replacing.old.id,
        at,
      )
    : await deps.repository.insert(fields);
  if (!row) throw conflict(await whyNotReplaced(deps, replacing!.old.id));
  deps.logger.info({ pnr, scheduleId, seats: row.seats.length }, 'tentative booking stored');
  return { pnr, operatorPnr, booking: toBookingRecord(row) };
}

/**
 * CONTINUE: reads the schedule (or takes it as read in the last minute), checks the request against it, has the provider hold the seats and
 * stores the booking (tentative, payment pending) for the signed-in owner. Over a hold cap, the provider
 * is not asked at all. A date change's new booking is held the same way (the same caps), with `replacing`.
 */
export async function holdSeats(
  deps: Deps,
  who: Holder,
  scheduleId: string,
  input: TentativeInput,
  replacing?: Replacing,
) {
  const { userId, clientIp } = who;
  const hold = await deps.holdCaps.reserve({ userId, clientIp, scheduleId, seats: input.seats.length }, now(deps));
  try {
    return await holdAndStore(deps, who, scheduleId, input, replacing);
  } finally {
    hold.release();
  }
}
