import type { Logger } from 'pino';
import {
  BOOKING_MESSAGES,
  CANCELLATION_MESSAGES,
  MY_BOOKINGS_PAGE,
  type BookingPage,
  type BookingRecord,
  type TicketDetails,
} from '@jatra/shared';
import { notFound } from '../../http/app-error';
import type { InventoryService } from '../../inventory';
import type { GdsClient } from '../../provider/gds/gds-client';
import type { CitiesService } from '../../cities';
import type { PaymentsRepository } from '../payments/payments.repository';
import { moneyOf } from './booking-money';
import { toBookingRecord } from './booking-record';
import type { BookingsRepository } from './bookings.repository';
import type { BookingRow } from './bookings.schema';
import type { HoldCapsGuard } from './hold-caps';
import { holdSeats, type Holder, type Replacing, type TentativeInput } from './hold-seats';
import { ticketDetails } from './ticket-details';

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
  /** the SMS module: the mobile a booking's m-ticket went to, if it went (the ticket page says so) */
  mTicketSentTo?: (pnr: string) => Promise<string | undefined>;
  now?: () => Date;
}

export function createBookingsService(deps: BookingsServiceDeps) {
  const { repository, payments, logger } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** CONTINUE: the seats held by the provider and stored as a tentative booking (`hold-seats.ts`). */
    tentative: (who: Holder, scheduleId: string, input: TentativeInput) => holdSeats(deps, who, scheduleId, input),
    /** The new booking of a date change: held like any other, linked to the old one, whose change it marks. */
    holdReplacement: (
      who: { userId: string; clientIp: string },
      scheduleId: string,
      input: TentativeInput,
      replacing: Replacing,
      // the new booking speaks the language the journey was booked in
    ) => holdSeats(deps, { ...who, locale: replacing.old.locale }, scheduleId, input, replacing),

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
      const [cancellations, refunds, paidOrder, mTicketTo] = await Promise.all([
        repository.cancellationsOf([row.id]),
        payments.refundsOf([row.id]),
        row.paidOrderId ? payments.order(row.paidOrderId) : Promise.resolve(undefined),
        deps.mTicketSentTo?.(row.pnr),
      ]);
      return ticketDetails({ row, cancellations, refunds, paidOrder, mTicketTo });
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
