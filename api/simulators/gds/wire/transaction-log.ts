/**
 * transaction_log.json?trans_date= (docs/gds-wire.md): the agent account's money movements of one day in India,
 * as a header-row table with the 10 seen columns.
 *
 * The seen code never shows the values of `status_code` and `status`; the simulator's choice:
 * - a ticket appears on the day it was confirmed: `1`, `Confirmed`, `fare` the whole ticket (fares and tax);
 * - a cancellation appears on its own day: `0`, `Cancelled`, `fare` the value (fares and tax) of the seats it
 *   cancelled. A partial cancellation is one such row for the seats cancelled by that one call, so a ticket
 *   cancelled seat by seat has one `Cancelled` row per call; its `Confirmed` row stays on its own day with the
 *   fare as issued. The log records events, it is not the tickets' current state.
 * - a tentative hold (confirmed or not yet) moves no money and never appears; the pending code 2 is never used.
 */
import type { StoredBooking } from '../bookings/booking-store';
import { inSeatOrder, type BookingSeatRow } from '../bookings/booking-store';
import type { Service } from '../network/timetable';
import type { WireTable } from './envelope';
import { toPaisa } from './format';

export const TRANSACTION_LOG_COLUMNS = [
  'pnr_number',
  'operator_pnr_number',
  'travel_date',
  'status_code',
  'status',
  'travel_id',
  'reservation_id',
  'route_id',
  'passenger_name',
  'fare',
] as const;

type Column = (typeof TRANSACTION_LOG_COLUMNS)[number];

const CONFIRMED = { code: 1, label: 'Confirmed' } as const;
const CANCELLED = { code: 0, label: 'Cancelled' } as const;

export interface LoggedTicket {
  booking: StoredBooking;
  /** undefined when the schedule id no longer names a bus of the network: the row keeps what the ticket knows */
  service: Service | undefined;
}

const valueOf = (seats: readonly BookingSeatRow[]) =>
  toPaisa(seats.reduce((sum, seat) => sum + seat.fare + seat.serviceTax, 0));

const within = (at: Date | null, from: Date, to: Date): at is Date =>
  at !== null && at.getTime() >= from.getTime() && at.getTime() < to.getTime();

/** The table of [from, to), events in the order they happened. */
export function transactionLogTable(tickets: readonly LoggedTicket[], from: Date, to: Date): WireTable {
  const events: { at: number; row: unknown[] }[] = [];
  for (const { booking, service } of tickets) {
    const layout = service?.busType.seats.map((seat) => seat.number) ?? [];
    const seats = inSeatOrder(booking.seats, layout);
    const row = (status: typeof CONFIRMED | typeof CANCELLED, moved: readonly BookingSeatRow[]) => {
      const passenger = moved.find((seat) => seat.isPrimary) ?? moved[0];
      const values: Record<Column, unknown> = {
        pnr_number: booking.pnr,
        operator_pnr_number: booking.operatorPnr,
        travel_date: service?.travelDate ?? null,
        status_code: status.code,
        status: status.label,
        travel_id: service?.operator.id ?? null,
        // the ticket's operator_reservation_id (wire/ticket.ts)
        reservation_id: Number(booking.operatorPnr),
        route_id: service?.routeId ?? null,
        passenger_name: passenger?.name ?? '',
        fare: valueOf(moved),
      };
      return TRANSACTION_LOG_COLUMNS.map((column) => values[column]);
    };
    if (within(booking.confirmedAt, from, to)) {
      events.push({ at: booking.confirmedAt.getTime(), row: row(CONFIRMED, seats) });
    }
    // one cancel_booking call stamps all its seats with one instant
    const calls = new Map<number, BookingSeatRow[]>();
    for (const seat of seats) {
      if (!within(seat.cancelledAt, from, to)) continue;
      const at = seat.cancelledAt.getTime();
      calls.set(at, [...(calls.get(at) ?? []), seat]);
    }
    for (const [at, cancelled] of calls) events.push({ at, row: row(CANCELLED, cancelled) });
  }
  events.sort((a, b) => a.at - b.at);
  return [TRANSACTION_LOG_COLUMNS, ...events.map((event) => event.row)];
}
