import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore, startApiOn, type TestApi, type TestStore } from '../../../test/api-test-kit';
import type { Service } from '../network/timetable';
import { simGdsBookings, simGdsSeatHolds as holds } from '../sim-schema';
import { gstOn } from '../wire/format';
import {
  API_KEY,
  bookableBuses,
  busDealer,
  openSeats,
  seatFare,
  seatsOfCsv,
  simulatorForSuite,
  startSimulator,
  tentativeBody,
  type Clock,
} from './booking-test-kit';
import { departureInstant } from './departure';

const PNR_PATTERN = /^TS\d{12}\d{4}[A-Z]{4}$/;

describe('GDS simulator bookings', () => {
  const clock: Clock = { now: new Date() };
  const suite = simulatorForSuite(clock);
  /** A bus no other test uses, with the clock set a given number of hours before it leaves. */
  const freshBus = busDealer(clock);
  const tentative = (bus: Service, body: unknown) => suite.sim.post(`tentative_booking/${bus.scheduleId}.json`, body);
  const availableSeats = (bus: Service) => suite.sim.availableSeats(bus);
  const soldRows = (pnr: string) =>
    suite.database.db
      .select({ seat_number: holds.seatNumber, state: holds.state })
      .from(holds)
      .where(eq(holds.pnr, pnr))
      .orderBy(holds.seatNumber);

  describe('tentative_booking', () => {
    it('holds the seats under a new PNR and takes them out of every availability answer', async () => {
      const bus = freshBus();
      const [a = '', b = ''] = openSeats(bus);
      expect(await availableSeats(bus)).toEqual(expect.arrayContaining([a, b]));
      const answer = await tentative(bus, tentativeBody(bus, [{ seat: a }, { seat: b, sex: 'O' }]));
      const { pnr_number: pnr, operator_pnr: operatorPnr } = answer.result.ticket_details;
      expect(pnr).toMatch(PNR_PATTERN);
      expect(operatorPnr).toMatch(/^\d{6}$/);
      expect(await soldRows(pnr)).toEqual([
        { seat_number: [a, b].sort()[0], state: 'held' },
        { seat_number: [a, b].sort()[1], state: 'held' },
      ]);

      expect(await availableSeats(bus)).not.toContain(a);
      expect(await availableSeats(bus)).not.toContain(b);
      const single = await suite.sim.get(`availability/${bus.scheduleId}.json`);
      expect(seatsOfCsv(single.result[1][9])).not.toContain(a);
      const search = await suite.sim.get(
        `availabilities/${bus.pair.origin.id}/${bus.pair.destination.id}/${bus.travelDate}.json`,
      );
      const row = search.result.find((candidate: unknown[]) => String(candidate[1]) === bus.scheduleId);
      expect(seatsOfCsv(row[9])).not.toContain(b);
    });

    it('accepts drop_off for drop_of and numbers as JSON numbers', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      const body = tentativeBody(bus, [{ seat }], { no_of_seats: 1, origin_id: bus.pair.origin.id });
      const { drop_of: dropOf, ...rest } = body;
      const answer = await tentative(bus, { ...rest, drop_off: Number(dropOf) });
      expect(answer.result.ticket_details.pnr_number).toMatch(PNR_PATTERN);
    });

    it('gives every booking its own PNR', async () => {
      const bus = freshBus();
      const seats = openSeats(bus).slice(0, 4);
      const answers = await Promise.all(seats.map((seat) => tentative(bus, tentativeBody(bus, [{ seat }]))));
      const pnrs = answers.map((answer) => answer.result.ticket_details.pnr_number);
      expect(new Set(pnrs).size).toBe(4);
    });

    it('refuses a fare that is not the seat fare', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      const real = seatFare(bus, seat);
      const answer = await tentative(bus, tentativeBody(bus, [{ seat, fare: String(real - 10) }]));
      expect(answer).toEqual({
        response: {
          code: 500,
          message: `Fare mismatch for seat ${seat}: sent ${real - 10}, current fare is ${real}.0`,
        },
      });
      expect(await availableSeats(bus)).toContain(seat);
    });

    it('refuses a seat that is not on the bus', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      const answer = await tentative(bus, tentativeBody(bus, [{ seat }, { seat: 'Z99' }]));
      expect(answer.response).toEqual({
        code: 500,
        message: 'Invalid seat number: Z99',
      });
      // nothing was held for the good seat either
      expect(await availableSeats(bus)).toContain(seat);
    });

    it('refuses a bus that has left, by the departure time in India', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      clock.now = new Date(departureInstant(bus).getTime() + 60_000);
      expect((await tentative(bus, tentativeBody(bus, [{ seat }]))).response).toEqual({
        code: 500,
        message: 'Service has already departed',
      });
      clock.now = new Date(departureInstant(bus).getTime() - 60_000);
      expect((await tentative(bus, tentativeBody(bus, [{ seat }]))).result.ticket_details.pnr_number).toMatch(
        PNR_PATTERN,
      );
    });

    it('keeps a ladies seat for women', async () => {
      const bus = freshBus();
      const ladies = bus.ladiesSeats.find((seat) => !bus.preSold.has(seat));
      if (!ladies) throw new Error('no free ladies seat');
      const refused = await tentative(bus, tentativeBody(bus, [{ seat: ladies, sex: 'M' }]));
      expect(refused.response).toEqual({ code: 500, message: `Seat ${ladies} is reserved for ladies` });
      const held = await tentative(bus, tentativeBody(bus, [{ seat: ladies, sex: 'F' }]));
      expect(held.result.ticket_details.pnr_number).toMatch(PNR_PATTERN);
      const { result } = await suite.sim.get(`schedule/${bus.scheduleId}.json`);
      expect(String(result.bus_layout.ladies_booked_seats).split(',')).toContain(ladies);
    });

    it('refuses a seat already held, naming it, and holds none of the others', async () => {
      const bus = freshBus();
      const [a = '', b = ''] = openSeats(bus);
      await tentative(bus, tentativeBody(bus, [{ seat: a }]));
      const answer = await tentative(bus, tentativeBody(bus, [{ seat: b }, { seat: a }]));
      expect(answer.response).toEqual({ code: 500, message: `Seat ${a} already booked` });
      expect(await availableSeats(bus)).toContain(b);
      const preSold = [...bus.preSold.keys()][0];
      if (preSold) {
        expect((await tentative(bus, tentativeBody(bus, [{ seat: preSold, sex: 'F' }]))).response.message).toBe(
          `Seat ${preSold} already booked`,
        );
      }
    });

    it('lets exactly one of 50 concurrent bookings of the same seat through', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => tentative(bus, tentativeBody(bus, [{ seat }]))),
      );
      const won = answers.filter((answer) => 'result' in answer);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((answer) => 'response' in answer)) {
        expect(lost.response.message).toBe(`Seat ${seat} already booked`);
      }
      const stored = await suite.database.db
        .select({ pnr: simGdsBookings.pnr })
        .from(simGdsBookings)
        .where(eq(simGdsBookings.scheduleId, bus.scheduleId));
      expect(stored.map((row) => row.pnr)).toEqual([won[0]?.result.ticket_details.pnr_number]);
    });

    it('checks the body against the bus: count, stages, date, one primary passenger', async () => {
      const bus = freshBus();
      const [seat = '', other = ''] = openSeats(bus);
      const body = tentativeBody(bus, [{ seat }]);
      expect((await tentative(bus, { ...body, no_of_seats: '2' })).response.message).toBe(
        'no_of_seats is 2 but 1 seat(s) are listed',
      );
      expect((await tentative(bus, { ...body, boarding_at: '1' })).response.message).toBe(
        'Invalid boarding or dropping point',
      );
      expect((await tentative(bus, { ...body, travel_date: '2020-01-01' })).response.message).toBe(
        'Travel date does not match the schedule',
      );
      const twoPrimaries = tentativeBody(bus, [{ seat }, { seat: other }]);
      twoPrimaries.book_ticket.seat_details.seat_detail[1]!.is_primary = 'true';
      expect((await tentative(bus, twoPrimaries)).response.message).toBe(
        'Exactly one passenger must be marked primary',
      );
      const noAge = tentativeBody(bus, [{ seat }]);
      noAge.book_ticket.seat_details.seat_detail[0]!.age = 'old';
      expect((await tentative(bus, noAge)).response.code).toBe(400);
      expect(await tentative(bus, { nonsense: true })).toHaveProperty('response.code', 400);
      expect(await suite.sim.post('tentative_booking/2099010199999.json', body)).toEqual({
        response: { code: 404, message: 'Schedule not found' },
      });
      expect(await availableSeats(bus)).toContain(seat);
    });
  });

  describe('hold lifetime', () => {
    it('lapses after 15 minutes: the seat is for sale again and the late confirm fails', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      const start = clock.now;
      const first = (await tentative(bus, tentativeBody(bus, [{ seat }]))).result.ticket_details.pnr_number;

      clock.now = new Date(start.getTime() + 14 * 60_000);
      expect(await availableSeats(bus)).not.toContain(seat);
      expect((await tentative(bus, tentativeBody(bus, [{ seat }]))).response.message).toBe(
        `Seat ${seat} already booked`,
      );

      clock.now = new Date(start.getTime() + 15 * 60_000 + 1000);
      expect(await availableSeats(bus)).toContain(seat);
      const second = (await tentative(bus, tentativeBody(bus, [{ seat }]))).result.ticket_details.pnr_number;
      expect(await suite.sim.post(`confirm_booking/${first}.json`)).toEqual({
        response: { code: 500, message: 'Tentative booking has expired' },
      });
      expect((await suite.sim.post(`confirm_booking/${second}.json`)).result.ticket_details.seat_numbers).toBe(seat);
      expect(await soldRows(second)).toEqual([{ seat_number: seat, state: 'sold' }]);
      expect(await soldRows(first)).toEqual([]);
    });

    it('fails a confirm after the hold lapsed even when nobody took the seat, and frees it', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      const pnr = (await tentative(bus, tentativeBody(bus, [{ seat }]))).result.ticket_details.pnr_number;
      clock.now = new Date(clock.now.getTime() + 16 * 60_000);
      expect((await suite.sim.post(`confirm_booking/${pnr}.json`)).response.message).toBe(
        'Tentative booking has expired',
      );
      expect((await suite.sim.post(`confirm_booking/${pnr}.json`)).response.message).toBe(
        'Tentative booking has expired',
      );
      expect(await soldRows(pnr)).toEqual([]);
      expect(await availableSeats(bus)).toContain(seat);
      expect(await suite.sim.get(`booking_details.json?pnr_number=${pnr}`)).toEqual({
        response: { code: '411', message: 'Ticket Not Confirmed' },
      });
    });

    it('follows the holdMinutes knob', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      await suite.sim.setKnobs({ holdMinutes: 2 });
      const pnr = (await tentative(bus, tentativeBody(bus, [{ seat }]))).result.ticket_details.pnr_number;
      clock.now = new Date(clock.now.getTime() + 2 * 60_000 + 1000);
      expect((await suite.sim.post(`confirm_booking/${pnr}.json`)).response.message).toBe(
        'Tentative booking has expired',
      );
    });

    it('takes its default lifetime from the product setting, which an empty knob body restores', async () => {
      const configured = await startSimulator(suite.database.db, clock, 5);
      try {
        const bus = freshBus();
        const [a = '', b = ''] = openSeats(bus);
        await configured.setKnobs({ latencyMs: 0 });
        expect(await (await fetch(`${configured.url}/sim/gds/knobs`)).json()).toMatchObject({ holdMinutes: 5 });
        const start = clock.now;
        const hold = async (seat: string) =>
          (await configured.post(`tentative_booking/${bus.scheduleId}.json`, tentativeBody(bus, [{ seat }]))).result
            .ticket_details.pnr_number as string;
        const [first, second] = [await hold(a), await hold(b)];
        clock.now = new Date(start.getTime() + 4 * 60_000);
        expect((await configured.post(`confirm_booking/${first}.json`)).result.ticket_details.ticket_number).toBe(
          first,
        );
        clock.now = new Date(start.getTime() + 5 * 60_000 + 1000);
        expect((await configured.post(`confirm_booking/${second}.json`)).response.message).toBe(
          'Tentative booking has expired',
        );
      } finally {
        await configured.close();
      }
    });
  });

  describe('confirm_booking and booking_details', () => {
    it('sells the seats once and answers a repeated confirm with the same ticket', async () => {
      const bus = freshBus();
      const [a = '', b = ''] = openSeats(bus);
      const pnr = (await tentative(bus, tentativeBody(bus, [{ seat: a }, { seat: b, sex: 'F' }]))).result.ticket_details
        .pnr_number;
      expect(await suite.sim.get(`booking_details.json?pnr_number=${pnr}`)).toEqual({
        response: { code: '411', message: 'Ticket Not Confirmed' },
      });

      clock.now = new Date(clock.now.getTime() + 60_000);
      const first = await suite.sim.post(`confirm_booking/${pnr}.json`, { pnr_number: pnr });
      const ticket = first.result.ticket_details;
      const fares = [a, b].map((seat) => seatFare(bus, seat));
      const taxes = fares.map(gstOn);
      expect(ticket).toMatchObject({
        ticket_status: 'Confirmed',
        ticket_number: pnr,
        origin: 'Jorhat',
        destination: 'Guwahati',
        travel_date: bus.travelDate,
        no_of_seats: 2,
        travels: bus.operator.name,
        service_number: bus.number,
        bus_type: bus.busTypeLabel,
        service_tax_percent: 5,
        total_fare: fares[0]! + fares[1]! + taxes[0]! + taxes[1]!,
        issued_on: Math.floor(clock.now.getTime() / 1000),
        passenger_details: { name: 'Passenger 1', gender: 'M', age: 30, mobile: '9876543210' },
        boarding_point_details: { stage_id: bus.boarding[0]!.stage.id, name: bus.boarding[0]!.stage.name },
        drop_off_details: { stage_id: bus.dropoff.at(-1)!.stage.id },
        ts_cancellation_policies: bus.operator.cancellationPolicies,
      });
      expect(ticket.dep_time).toMatch(/^(0\d|1[0-2]):\d{2} (AM|PM)$/);
      expect(ticket.duration).toMatch(/^\d{2}:\d{2}$/);
      expect(ticket.seat_numbers.split(',').sort()).toEqual([a, b].sort());
      const perSeat = Object.fromEntries(
        ticket.seat_fare_details.map((entry: { seat_detail: { seat_number: string } }) => [
          entry.seat_detail.seat_number,
          entry.seat_detail,
        ]),
      );
      expect(perSeat[a]).toMatchObject({ fare: fares[0], service_tax: taxes[0] });
      expect(perSeat[b]).toMatchObject({ fare: fares[1], service_tax: taxes[1] });
      expect(first.result.operator_gst_details).toMatchObject({
        igst_percentage: 5,
        igst_amount: taxes[0]! + taxes[1]!,
        booking_amount: fares[0]! + fares[1]!,
      });

      clock.now = new Date(clock.now.getTime() + 60 * 60_000);
      expect(await suite.sim.post(`confirm_booking/${pnr}.json`)).toEqual(first);
      expect(await soldRows(pnr)).toHaveLength(2);
      expect((await soldRows(pnr)).every((row) => row.state === 'sold')).toBe(true);
      // sold seats stay taken after the hold would have lapsed
      expect(await availableSeats(bus)).not.toContain(a);

      const details = await suite.sim.get(`booking_details.json?pnr_number=${pnr}`);
      expect(details.result.ticket_details).toEqual([first.result.ticket_details]);
    });

    it('confirms once when the same PNR is confirmed concurrently', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      const pnr = (await tentative(bus, tentativeBody(bus, [{ seat }]))).result.ticket_details.pnr_number;
      const answers = await Promise.all(Array.from({ length: 5 }, () => suite.sim.post(`confirm_booking/${pnr}.json`)));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]?.result.ticket_details.ticket_status).toBe('Confirmed');
    });

    it('answers an unknown PNR with an envelope everywhere', async () => {
      const unknown = { response: { code: 404, message: 'No ticket found for PNR TS000' } };
      expect(await suite.sim.post('confirm_booking/TS000.json')).toEqual(unknown);
      expect(await suite.sim.get('booking_details.json?pnr_number=TS000')).toEqual(unknown);
      expect(await suite.sim.get('can_cancel.json?ticket_number=TS000&seat_numbers=1')).toEqual(unknown);
      expect(await suite.sim.get('cancel_booking.json?ticket_number=TS000&seat_numbers=1')).toEqual(unknown);
      expect(await suite.sim.get('booking_details.json')).toEqual({
        response: { code: 400, message: 'pnr_number is required' },
      });
    });

    it('applies forced errors and failures to the booking calls by name', async () => {
      const bus = freshBus();
      const [seat = ''] = openSeats(bus);
      const pnr = (await tentative(bus, tentativeBody(bus, [{ seat }]))).result.ticket_details.pnr_number;
      await suite.sim.setKnobs({
        forcedErrors: { confirm_booking: { kind: 'envelope', code: 500, message: 'Confirmation service down' } },
      });
      expect(await suite.sim.post(`confirm_booking/${pnr}.json`)).toEqual({
        response: { code: 500, message: 'Confirmation service down' },
      });
      expect(await soldRows(pnr)).toEqual([{ seat_number: seat, state: 'held' }]);
      await suite.sim.setKnobs({ forcedErrors: { 'tentative_booking.json': { kind: 'http', status: 503 } } });
      await expect(tentative(bus, tentativeBody(bus, [{ seat: openSeats(bus)[1]! }]))).rejects.toThrow('HTTP 503');
      await suite.sim.setKnobs({ failureRate: 1 });
      expect((await suite.sim.get(`booking_details.json?pnr_number=${pnr}`)).response.message).toBe(
        'Temporary provider failure',
      );
      await suite.sim.setKnobs({});
      expect((await suite.sim.post(`confirm_booking/${pnr}.json`)).result.ticket_details.ticket_number).toBe(pnr);
    });
  });
});

describe('GDS simulator bookings across a restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-gds-bookings-'));
  let store: TestStore;
  let running: TestApi | undefined;
  beforeAll(async () => {
    store = await freshStore(dataDir);
  });
  afterAll(async () => {
    await running?.close();
    await store.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (api: TestApi, method: 'GET' | 'POST', urlPath: string, body?: unknown) =>
    (
      await fetch(`${api.url}/sim/gds/api/${urlPath}`, {
        method,
        headers: { 'api-key': API_KEY, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json();

  it('keeps a tentative booking and its hold, then confirms it after the API restarts', async () => {
    // a bus at least a few hours away by the real clock, which the real API uses
    const bus = bookableBuses().find((candidate) => departureInstant(candidate).getTime() > Date.now() + 3 * 3_600_000);
    if (!bus) throw new Error('no bus');
    const [a = '', b = ''] = openSeats(bus);
    const first = await startApiOn(store.options);
    const held = await call(
      first,
      'POST',
      `tentative_booking/${bus.scheduleId}.json`,
      tentativeBody(bus, [{ seat: a }, { seat: b }]),
    );
    const pnr = held.result.ticket_details.pnr_number as string;
    await first.close();

    running = await startApiOn(store.options);
    const layout = await call(running, 'GET', `schedule/${bus.scheduleId}.json`);
    expect(seatsOfCsv(layout.result.bus_layout.available)).not.toContain(a);
    const confirmed = await call(running, 'POST', `confirm_booking/${pnr}.json`);
    expect(confirmed.result.ticket_details).toMatchObject({ ticket_number: pnr, no_of_seats: 2 });
    const details = await call(running, 'GET', `booking_details.json?pnr_number=${pnr}`);
    expect(details.result.ticket_details[0].passenger_details).toMatchObject({
      name: 'Passenger 1',
      mobile: '9876543210',
    });
  }, 90_000);
});
