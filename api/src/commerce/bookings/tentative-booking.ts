import {
  BOOKING_MESSAGES,
  GENDER_CODES,
  MESSAGES,
  withValues,
  instantInIndia,
  paymentAmounts,
  type Seat,
  type StagePoint,
  type tentativeBookingRequestSchema,
} from '@jatra/shared';
import type { z } from 'zod';
import { badRequest, conflict, providerFailure } from '../../http/app-error';
import type { GdsScheduleDetail } from '../../provider/gds/schedule-detail';

type Request = z.output<typeof tentativeBookingRequestSchema>;

/** What the booking needs of the schedule, as the provider tells it right now. */
export interface ScheduleFacts {
  travelDate: string;
  departureTime: string;
  originId: number;
  destinationId: number;
  seats: Seat[];
  boardingPoints: StagePoint[];
  droppingPoints: StagePoint[];
}

/** The facts of the provider's schedule detail; without its cities the provider cannot hold seats, nor can we name the journey. */
export function scheduleFacts(schedule: GdsScheduleDetail): ScheduleFacts {
  const { originId, destinationId } = schedule;
  if (originId === null || destinationId === null) throw providerFailure(MESSAGES.invalidResponseFormat);
  return {
    travelDate: schedule.travelDate,
    departureTime: schedule.departureTime ?? '',
    originId,
    destinationId,
    seats: schedule.seatLayout.seats,
    boardingPoints: schedule.boardingPoints,
    droppingPoints: schedule.droppingPoints,
  };
}

export interface CheckedBooking {
  seats: { seat: Seat; passenger: Request['seats'][number]['passenger'] }[];
  boarding: StagePoint;
  dropping: StagePoint;
  amounts: ReturnType<typeof paymentAmounts>;
}

/** The departure instant: schedules are in India time. */
export function departureInstant(travelDate: string, departureTime: string): Date {
  const [hours = 0, minutes = 0] = departureTime.split(':').map(Number);
  return instantInIndia(travelDate, hours * 60 + minutes);
}

/**
 * Checks a traveller's request against the schedule as the provider has it now: the seats exist and are
 * free, women's seats go to women in women mode, the stages belong to this bus, the bus has not left. The
 * fares are the provider's; the client never sends one.
 */
export function checkBooking(request: Request, facts: ScheduleFacts, now: Date): CheckedBooking {
  if (request.travelDate !== facts.travelDate) throw badRequest(BOOKING_MESSAGES.scheduleUnavailable);
  if (departureInstant(facts.travelDate, facts.departureTime) <= now) throw badRequest(BOOKING_MESSAGES.departed);
  const byId = new Map(facts.seats.map((seat) => [seat.id, seat]));
  const unknown = request.seats.filter((item) => !byId.has(item.seatNumber)).map((item) => item.seatNumber);
  if (unknown.length) throw badRequest(withValues(BOOKING_MESSAGES.seatNotOnBus, { seats: unknown.join(', ') }));
  const seats = request.seats.map((item) => ({ seat: byId.get(item.seatNumber)!, passenger: item.passenger }));
  const taken = seats.filter(({ seat }) => seat.isBooked || !seat.available).map(({ seat }) => seat.id);
  if (taken.length) throw conflict(withValues(BOOKING_MESSAGES.seatTaken, { seats: taken.join(', ') }));
  const womenOnly = seats.filter(
    ({ seat, passenger }) => seat.isWomenSeat && (!request.womenBooking || passenger.gender !== 'female'),
  );
  if (womenOnly.length) throw badRequest(BOOKING_MESSAGES.womenOnlySeat);
  const boarding = facts.boardingPoints.find((point) => point.id === request.boardingPointId);
  const dropping = facts.droppingPoints.find((point) => point.id === request.droppingPointId);
  if (!boarding)
    throw badRequest(facts.boardingPoints.length ? BOOKING_MESSAGES.unknownStage : BOOKING_MESSAGES.selectBoarding);
  if (!dropping)
    throw badRequest(facts.droppingPoints.length ? BOOKING_MESSAGES.unknownStage : BOOKING_MESSAGES.selectDropping);
  const base = seats.reduce((sum, { seat }) => sum + seat.fare, 0);
  return { seats, boarding, dropping, amounts: paymentAmounts(base) };
}

/** The provider's tentative body (docs/gds-wire.md, Bookings) for a checked booking. */
export function providerTentativeBody(checked: CheckedBooking, facts: ScheduleFacts) {
  const primary = checked.seats[0]!.passenger;
  return {
    book_ticket: {
      seat_details: {
        seat_detail: checked.seats.map(({ seat, passenger }, index) => ({
          seat_number: seat.id,
          fare: String(seat.fare),
          title: GENDER_CODES[passenger.gender].title,
          name: passenger.name,
          age: String(passenger.age),
          sex: GENDER_CODES[passenger.gender].sex,
          is_primary: index === 0 ? 'true' : 'false',
          // the product asks for no ID card; the provider wants the fields (fixed placeholders)
          id_card_type: '1',
          id_card_number: 'NA',
          id_card_issued_by: 'NA',
        })),
      },
      contact_detail: { mobile_number: primary.mobile, emergency_name: primary.name, email: primary.email },
    },
    origin_id: facts.originId,
    destination_id: facts.destinationId,
    boarding_at: checked.boarding.id,
    drop_of: checked.dropping.id,
    no_of_seats: checked.seats.length,
    travel_date: facts.travelDate,
  };
}
