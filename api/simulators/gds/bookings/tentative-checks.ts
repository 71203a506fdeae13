/**
 * Everything a provider checks before it blocks seats (docs/gds-wire.md, Bookings), as one plain function: the bus
 * is on sale and has not left, the body matches the bus, every seat exists, is priced as sent and
 * may be sold to that passenger. Whether the seat is still free is the hold's business (seat-state).
 */
import { fareOf } from '../network/seat-availability';
import { isBookable, type Service } from '../network/timetable';
import { isOnSale } from '../network/travel-dates';
import { gstOn, priceText } from '../wire/format';
import { BOOKING_ERRORS, type Envelope } from './booking-messages';
import { departureInstant } from './departure';
import type { RequestedSeat, TentativeRequest } from './tentative-request';

export interface PricedSeat extends RequestedSeat {
  /** the seat's real fare, tax excluded */
  price: number;
  serviceTax: number;
}

export type TentativeCheck = { ok: true; seats: PricedSeat[] } | { ok: false; error: Envelope };

/** The provider's own cap on one ticket (nothing seen of the real one). */
const MAX_SEATS_PER_TICKET = 6;

const refuse = (error: Envelope): TentativeCheck => ({ ok: false, error });
const paise = (amount: number) => Math.round(amount * 100);

export function checkTentative(service: Service, request: TentativeRequest, now: Date, today: string): TentativeCheck {
  if (service.status === 'Cancelled') return refuse(BOOKING_ERRORS.scheduleCancelled);
  if (!isBookable(service.status)) return refuse(BOOKING_ERRORS.scheduleNotBookable);
  if (now.getTime() >= departureInstant(service).getTime()) return refuse(BOOKING_ERRORS.departed);
  if (!isOnSale(service.travelDate, today)) return refuse(BOOKING_ERRORS.scheduleNotBookable);
  if (request.travel_date !== service.travelDate) return refuse(BOOKING_ERRORS.travelDateMismatch);
  if (request.origin_id !== service.pair.origin.id || request.destination_id !== service.pair.destination.id) {
    return refuse(BOOKING_ERRORS.routeMismatch);
  }

  const { seats } = request;
  if (request.no_of_seats !== seats.length)
    return refuse(BOOKING_ERRORS.seatCountMismatch(request.no_of_seats, seats.length));
  if (seats.length > MAX_SEATS_PER_TICKET) return refuse(BOOKING_ERRORS.tooManySeats(MAX_SEATS_PER_TICKET));
  const numbers = seats.map((seat) => seat.seat_number);
  const repeated = numbers.filter((number, index) => numbers.indexOf(number) !== index);
  if (repeated.length > 0) return refuse(BOOKING_ERRORS.duplicateSeat([...new Set(repeated)]));
  if (seats.filter((seat) => seat.is_primary).length !== 1) return refuse(BOOKING_ERRORS.onePrimary);

  const layout = new Map(service.busType.seats.map((seat) => [seat.number, seat]));
  const unknown = numbers.filter((number) => !layout.has(number));
  if (unknown.length > 0) return refuse(BOOKING_ERRORS.seatNotOnBus(unknown));

  const ladies = new Set(service.ladiesSeats);
  const notForHim = seats
    .filter((seat) => ladies.has(seat.seat_number) && seat.sex !== 'F')
    .map((seat) => seat.seat_number);
  if (notForHim.length > 0) return refuse(BOOKING_ERRORS.ladiesSeat(notForHim));

  const priced: PricedSeat[] = [];
  for (const seat of seats) {
    const price = fareOf(service, layout.get(seat.seat_number)!);
    if (paise(Number(seat.fare)) !== paise(price)) {
      return refuse(BOOKING_ERRORS.fareMismatch(seat.seat_number, seat.fare, priceText(price)));
    }
    priced.push({ ...seat, price, serviceTax: gstOn(price) });
  }

  const boards = service.boarding.some((stop) => stop.stage.id === request.boarding_at);
  const alights = service.dropoff.some((stop) => stop.stage.id === request.dropOffStageId);
  if (!boards || !alights) return refuse(BOOKING_ERRORS.unknownStage);

  // sold before our API saw the bus: generated, not in the database, so the hold cannot see them
  const preSold = numbers.filter((number) => service.preSold.has(number));
  if (preSold.length > 0) return refuse(BOOKING_ERRORS.seatTaken(preSold));

  return { ok: true, seats: priced };
}
