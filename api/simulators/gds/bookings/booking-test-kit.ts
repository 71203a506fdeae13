/**
 * Test helpers for the booking calls: the simulator alone on a port with a clock the test moves,
 * buses picked from the generated network, and tentative bodies built the way the product sends them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { freshStore, openTestDatabase, type TestStore } from '../../../test/api-test-kit';
import { createGdsSimulator } from '../gds-simulator';
import type { SimDatabase } from '../sim-schema';
import { fareOf } from '../network/seat-availability';
import { pairBetween } from '../network/routes';
import { isBookable, servicesOn, type Service } from '../network/timetable';
import { addDays, todayInIndia } from '../network/travel-dates';
import { priceText } from '../wire/format';
import { departureInstant } from './departure';

export const API_KEY = 'dev-gds-key';
export const JORHAT = 117;
export const GUWAHATI = 101;

export interface Clock {
  now: Date;
}

/** The GDS simulator on a free port, reading the time from `clock`. */
export async function startSimulator(db: SimDatabase, clock: Clock, holdMinutes?: number) {
  const app = express();
  app.use('/sim', createGdsSimulator({ apiKey: API_KEY, db, now: () => clock.now, holdMinutes }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${url}/sim/gds/api/${path}`, {
      method,
      headers: { 'api-key': API_KEY, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${path}`);
    // provider JSON, read field by field by the tests' own expectations
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (await response.json()) as Record<string, any>;
  };
  return {
    url,
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    /** seat numbers on sale, from the seat layout */
    availableSeats: async (bus: Service) =>
      seatsOfCsv((await call('GET', `schedule/${bus.scheduleId}.json`)).result.bus_layout.available),
    setKnobs: (knobs: object) =>
      fetch(`${url}/sim/gds/knobs`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(knobs),
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Seats a man may book on the bus: not sold before we saw it, not reserved for women. */
export const openSeats = (service: Service): string[] =>
  service.busType.seats
    .filter((seat) => !service.preSold.has(seat.number) && !service.ladiesSeats.includes(seat.number))
    .map((seat) => seat.number);

/**
 * Bookable Jorhat → Guwahati buses with a few open seats, from tomorrow on: each test takes its own
 * (by index) so that tests sharing a database do not meet on a seat.
 */
export function bookableBuses(today = todayInIndia(new Date()), count = 40): Service[] {
  const pair = pairBetween(JORHAT, GUWAHATI);
  if (!pair) throw new Error('no Jorhat-Guwahati pair');
  const buses: Service[] = [];
  for (let day = 1; buses.length < count && day < 60; day += 1) {
    const date = addDays(today, day);
    buses.push(
      ...servicesOn(pair, date, today).filter(
        (service) =>
          isBookable(service.status) &&
          openSeats(service).length >= 4 &&
          service.ladiesSeats.some((seat) => !service.preSold.has(seat)),
      ),
    );
  }
  return buses.slice(0, count);
}

/**
 * Hands out buses of `buses` that no earlier call gave (so tests sharing a database do not meet on a
 * seat), optionally only those `wanted`, and sets the clock a given number of hours before the bus leaves.
 */
export function busDealer(clock: Clock, buses: readonly Service[] = bookableBuses()) {
  const given = new Set<Service>();
  return (hoursLeft = 30, wanted: (bus: Service) => boolean = () => true): Service => {
    const bus = buses.find((candidate) => !given.has(candidate) && wanted(candidate));
    if (!bus) throw new Error('ran out of buses');
    given.add(bus);
    clock.now = hoursBefore(bus, hoursLeft);
    return bus;
  };
}

/** The price of one seat of the bus, tax excluded. */
export const seatFare = (service: Service, seat: string): number =>
  fareOf(
    service,
    service.busType.seats.find((candidate) => candidate.number === seat)!,
  );

export interface SeatChoice {
  seat: string;
  sex?: 'M' | 'F' | 'O';
  /** sent instead of the real fare */
  fare?: string;
}

/** A tentative body as the product's bookings area builds it (strings for numbers, docs/gds-wire.md). */
export function tentativeBody(
  service: Service,
  choices: readonly SeatChoice[],
  overrides: Record<string, unknown> = {},
) {
  const fareText = (seat: string) =>
    service.busType.seats.some((candidate) => candidate.number === seat) ? priceText(seatFare(service, seat)) : '500.0';
  return {
    book_ticket: {
      seat_details: {
        seat_detail: choices.map((choice, index) => ({
          seat_number: choice.seat,
          fare: choice.fare ?? fareText(choice.seat),
          title: choice.sex === 'F' ? 'Ms' : 'Mr',
          name: `Passenger ${index + 1}`,
          age: String(30 + index),
          sex: choice.sex ?? 'M',
          is_primary: index === 0 ? 'true' : 'false',
          id_card_type: '1',
          id_card_number: 'NA',
          id_card_issued_by: 'NA',
        })),
      },
      contact_detail: { mobile_number: '9876543210', emergency_name: 'Passenger 1', email: 'p1@example.com' },
    },
    origin_id: service.pair.origin.id,
    destination_id: service.pair.destination.id,
    boarding_at: String(service.boarding[0]!.stage.id),
    drop_of: String(service.dropoff.at(-1)!.stage.id),
    no_of_seats: String(choices.length),
    travel_date: service.travelDate,
    ...overrides,
  };
}

/** A moment the given number of hours before the bus leaves. */
export const hoursBefore = (service: Service, hours: number) =>
  new Date(departureInstant(service).getTime() - hours * 3_600_000);

/** Seat numbers of a `seat|fare` CSV. */
export const seatsOfCsv = (csv: unknown): string[] =>
  String(csv)
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('|')[0] ?? '');

/**
 * A simulator on a database of its own for the enclosing `describe`: started before its tests, knobs reset
 * after each, closed and dropped after all. Read `database` and `sim` inside tests, once they have started.
 */
export function simulatorForSuite(clock: Clock) {
  const suite = {} as {
    database: Awaited<ReturnType<typeof openTestDatabase>>;
    sim: Awaited<ReturnType<typeof startSimulator>>;
  };
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore();
    suite.database = await openTestDatabase(store);
    suite.sim = await startSimulator(suite.database.db, clock);
  });
  afterAll(async () => {
    await suite.sim.close();
    await suite.database.close();
    await store.drop();
  });
  afterEach(async () => {
    await suite.sim.setKnobs({});
  });
  return suite;
}
