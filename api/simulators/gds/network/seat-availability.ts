/**
 * What is still for sale on a bus: its layout minus the seats sold before we saw it (generated)
 * minus the seats held or sold through us (from the database).
 */
import type { Seat } from './bus-types';
import { isBookable, type Service } from './timetable';

/** A seat held or sold through the simulator (seat-state.ts). */
export interface TakenSeat {
  seatNumber: string;
  gender: 'M' | 'F' | null;
  since: Date;
}

export interface SeatAvailability {
  /** in layout order; empty when the bus is not on sale */
  available: Seat[];
  ladiesBooked: string[];
  gentsBooked: string[];
  updatedAt: Date;
}

export function seatAvailability(service: Service, taken: readonly TakenSeat[]): SeatAvailability {
  const takenBySeat = new Map(taken.map((seat) => [seat.seatNumber, seat]));
  const genderOf = (seat: Seat) => takenBySeat.get(seat.number)?.gender ?? service.preSold.get(seat.number) ?? null;
  const seats = service.busType.seats;
  const onSale = isBookable(service.status);
  const lastChange = Math.max(service.updatedAt.getTime(), ...taken.map((seat) => seat.since.getTime()));
  return {
    available: onSale ? seats.filter((seat) => !takenBySeat.has(seat.number) && !service.preSold.has(seat.number)) : [],
    ladiesBooked: seats.filter((seat) => genderOf(seat) === 'F').map((seat) => seat.number),
    gentsBooked: seats.filter((seat) => genderOf(seat) === 'M').map((seat) => seat.number),
    updatedAt: new Date(lastChange),
  };
}

/** The fare of a seat on a service, tax excluded. */
export function fareOf(service: Service, seat: Seat): number {
  const fare = service.fares.get(seat.code);
  if (fare === undefined) throw new Error(`no fare for ${seat.code} on ${service.scheduleId}`);
  return fare;
}
