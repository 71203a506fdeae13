import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { tentativeBookingRequestSchema } from '@jatra/shared';
import {
  BOOKING_MESSAGES,
  CANCELLATION_MESSAGES,
  MY_BOOKINGS_PAGE,
  RESCHEDULE_MESSAGES,
  type RescheduleQuote,
  type BookingPage,
  type BookingRecord,
  type TicketDetails,
} from '@jatra/shared';
import type { z } from 'zod';
import { AppError, conflict, notFound, providerFailure } from '../../http/app-error';
import type { InventoryService } from '../../inventory';
import type { GdsScheduleDetail } from '../../provider/gds/schedule-detail';
import { GdsError, isProviderRefusal, parseTentativeAnswer, type GdsClient } from '../../provider/gds/gds-client';
import type { CitiesService } from '../../cities';
import type { PaymentsRepository } from '../payments/payments.repository';
import { moneyOf } from './booking-money';
import { toBookingRecord } from './booking-record';
import type { BookingsRepository } from './bookings.repository';
import type { BookingRow, bookings } from './bookings.schema';
import type { HoldCapsGuard } from './hold-caps';
import { ticketDetails } from './ticket-details';
import { checkBooking, providerTentativeBody, scheduleFacts } from './tentative-booking';

export interface BookingsServiceDeps {
  repository: BookingsRepository;
  /** read only: the payment and refunds of a booking */
  payments: Pick<PaymentsRepository, 'refundsOf' | 'order'>;
  inventory: InventoryService;
  cities: CitiesService;
  gds: GdsClient;
  /** the travellers module, told the passengers of each confirmed booking */
  travellers: { remember(userId: string, passengers: BookingRow['passengers']): Promise<void> };
  logger: Logger;
  holdMinutes: number;
  /** the caps on seats held unpaid and on holds an hour, per account and per client address */
  holdCaps: HoldCapsGuard;
  now?: () => Date;
}

type TentativeInput = z.output<typeof tentativeBookingRequestSchema>;

/** The booking a date change replaces, and its quote once the new seats' fares are the provider's. */
export interface Replacing {
  old: BookingRow;
  quoteOf: (newFares: number[]) => RescheduleQuote;
}

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

export function createBookingsService(deps: BookingsServiceDeps) {
  const { repository, payments, inventory, gds, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /** The provider holds the seats the request names, checked against `schedule`; its refusal is a 409. */
  async function holdOn(schedule: GdsScheduleDetail, scheduleId: string, input: TentativeInput, at: Date) {
    const facts = scheduleFacts(schedule);
    const checked = checkBooking(input, facts, at);
    try {
      return {
        schedule,
        facts,
        checked,
        answer: await gds.tentativeBooking(scheduleId, providerTentativeBody(checked, facts)),
      };
    } catch (error) {
      // the provider refused (a seat just taken, a fare changed): the traveller must choose again
      if (isProviderRefusal(error)) throw conflict(error.message);
      logger.error({ err: error, scheduleId }, 'tentative booking failed');
      throw providerFailure(BOOKING_MESSAGES.createFailed);
    }
  }

  /**
   * Holds on the schedule read in the last minute, which saves the hold a provider call; a refusal, ours or
   * the provider's, on that reading is decided again on the schedule read now (docs/festival-rush.md).
   */
  async function holdOnRecentSchedule(scheduleId: string, input: TentativeInput, at: Date) {
    const recent = await inventory.recentScheduleDetail(scheduleId);
    if (recent.fresh) return holdOn(recent.detail, scheduleId, input, at);
    try {
      return await holdOn(recent.detail, scheduleId, input, at);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      return holdOn(await inventory.scheduleDetail(scheduleId), scheduleId, input, at);
    }
  }

  /**
   * Has the provider hold the checked seats and stores the booking; a date change's new booking is stored with its
   * link and quote, and marks the old one (a change already under way there: 409, the provider's hold lapses).
   */
  async function holdAndStore(
    userId: string,
    clientIp: string,
    scheduleId: string,
    input: TentativeInput,
    replacing?: Replacing,
  ) {
    const at = now();
    const { schedule, facts, checked, answer } = await holdOnRecentSchedule(scheduleId, input, at);
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
      createdAt: at,
      updatedAt: at,
    };
    const row = replacing
      ? await repository.insertReplacement(
          {
            ...fields,
            rescheduledFrom: replacing.old.pnr,
            rescheduleQuote: replacing.quoteOf(checked.seats.map(({ seat }) => seat.fare)),
          },
          replacing.old.id,
          at,
        )
      : await repository.insert(fields);
    if (!row) throw conflict(RESCHEDULE_MESSAGES.inProgress);
    logger.info({ pnr, scheduleId, seats: row.seats.length }, 'tentative booking stored');
    return { pnr, operatorPnr, booking: toBookingRecord(row) };
  }

  return {
    /**
     * CONTINUE: reads the schedule (or takes it as read in the last minute), checks the request against it, has the provider hold the seats and
     * stores the booking (tentative, payment pending) for the signed-in owner. Over a hold cap, the provider
     * is not asked at all.
     */
    async tentative(who: { userId: string; clientIp: string }, scheduleId: string, input: TentativeInput) {
      const { userId, clientIp } = who;
      const hold = await deps.holdCaps.reserve({ userId, clientIp, scheduleId, seats: input.seats.length }, now());
      try {
        return await holdAndStore(userId, clientIp, scheduleId, input);
      } finally {
        hold.release();
      }
    },

    /**
     * The new booking of a date change: held like any other (the same caps), linked to the old one, whose change it
     * marks as under way.
     */
    async holdReplacement(
      who: { userId: string; clientIp: string },
      scheduleId: string,
      input: TentativeInput,
      replacing: Replacing,
    ) {
      const { userId, clientIp } = who;
      const hold = await deps.holdCaps.reserve({ userId, clientIp, scheduleId, seats: input.seats.length }, now());
      try {
        return await holdAndStore(userId, clientIp, scheduleId, input, replacing);
      } finally {
        hold.release();
      }
    },

    /**
     * One page of the account's bookings, newest first, each with what was paid, what goes back and which
     * seats remain; `cursor` is the page before's `next_cursor`.
     */
    async page(userId: string, cursor: string | undefined): Promise<BookingPage> {
      const rows = await repository.listByUser(userId, cursor, MY_BOOKINGS_PAGE + 1);
      const page = rows.slice(0, MY_BOOKINGS_PAGE);
      return {
        result: page.map((booking) => toBookingRecord(booking.row, moneyOf(booking))),
        next_cursor: rows.length > MY_BOOKINGS_PAGE ? page[page.length - 1]!.row.id : null,
      };
    },

    /** The traveller's bookings that hold or own seats on one departure, for the booking page to say so. */
    onSchedule: async (userId: string, scheduleId: string): Promise<BookingRecord[]> =>
      (await repository.liveOnSchedule(userId, scheduleId, now())).map((booking) =>
        toBookingRecord(booking.row, moneyOf(booking)),
      ),

    /** The owner's booking; the access rule has already checked ownership. */
    async byPnr(pnr: string): Promise<BookingRecord> {
      const booking = await repository.byPnrWithMoney(pnr);
      if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
      return toBookingRecord(booking.row, moneyOf(booking));
    },

    /** The e-ticket of a ticketed booking (confirmed, or cancelled since); anything else is not found. */
    async details(pnr: string): Promise<TicketDetails> {
      const row = await repository.byPnr(pnr);
      if (!row?.ticketNumber || !['confirmed', 'cancelled', 'rescheduled'].includes(row.status)) {
        throw notFound(CANCELLATION_MESSAGES.detailsNotFound);
      }
      const [cancellations, refunds, paidOrder] = await Promise.all([
        repository.cancellationsOf([row.id]),
        payments.refundsOf([row.id]),
        row.paidOrderId ? payments.order(row.paidOrderId) : Promise.resolve(undefined),
      ]);
      return ticketDetails({ row, cancellations, refunds, paidOrder });
    },

    ownerOf: (pnr: string) => repository.ownerOf(pnr),

    /** A booking was ticketed: its passengers become saved travellers. Never fails the booking: it is sold. */
    async confirmed(pnr: string): Promise<void> {
      try {
        const row = await repository.byPnr(pnr);
        if (row?.status === 'confirmed') await deps.travellers.remember(row.userId, row.passengers);
      } catch (error) {
        logger.warn({ err: error, pnr }, 'passengers of a confirmed booking not remembered');
      }
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
