import { addDaysIso, todayInIndia } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';
import { parseAvailabilityTable } from './availability-rows';
import {
  createGdsClient,
  GdsError,
  isNoService,
  parseCancellability,
  parseGdsTicket,
  parseTentativeAnswer,
  type GdsClient,
} from './gds-client';
import * as SAMPLE from './gds-wire-samples';
import { parseProviderCities } from './provider-cities';
import { readProviderTable } from './provider-table';
import { parseScheduleDetail } from './schedule-detail';

const JORHAT = 117;
const GUWAHATI = 101;

/** Cell and field formats the protocol notes describe, by where they sit in an answer. */
const CLOCK = /^\d{2}:\d{2}$/;
const FARES_BY_CLASS = /^[A-Z]+:\d+(\.\d+)?(,[A-Z]+:\d+(\.\d+)?)*$/;
const SEAT_AMOUNTS = /^,?([^,|]+\|\d+(\.\d+)?)?(,[^,|]+\|\d+(\.\d+)?)*$/;
const COACH_CELL = /^([^|,-]*\|\.?[A-Z_]*)?$/;
const STAGE_GROUP = /^\d+\|\d{2}:\d{2}\|[^|~]*\|[^|~]*\|[^|~]*\|[^|~]+(\|[^|~]*)*$/;
const FORMATS: Record<string, (value: string) => boolean> = {
  'result[].dep_time': (value) => CLOCK.test(value),
  'result[].fare_str': (value) => FARES_BY_CLASS.test(value),
  'result[].boarding_stages': (value) => /^\d+\|\d{2}:\d{2}(,\d+\|\d{2}:\d{2})*$/.test(value),
  'result[].updated_at': (value) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/.test(value),
  'result[].available': (value) => SEAT_AMOUNTS.test(value),
  'result[].available_gst': (value) => SEAT_AMOUNTS.test(value),
  'result.dep_time': (value) => CLOCK.test(value),
  'result.arr_time': (value) => CLOCK.test(value),
  'result.duration': (value) => /^\d{2,3}:\d{2}$/.test(value),
  'result.cost': (value) => FARES_BY_CLASS.test(value),
  'result.amenities': (value) => (JSON.parse(value) as unknown[]).every((item) => typeof item === 'string'),
  'result.cancellation_policies': (value) => /^\d+-\d+\|\d+(,\d+-\d+\|\d+)*$/.test(value),
  'result.bus_layout.coach_details': (value) =>
    value.split(',').every((row) => row.split('-').every((cell) => COACH_CELL.test(cell))),
  'result.bus_layout.available': (value) => SEAT_AMOUNTS.test(value),
  'result.bus_layout.available_gst': (value) => SEAT_AMOUNTS.test(value),
  'result.bus_layout.boarding_stages': (value) => value.split('~').every((group) => STAGE_GROUP.test(group)),
  'result.bus_layout.dropoff_stages': (value) => value.split('~').every((group) => STAGE_GROUP.test(group)),
};

const isTable = (value: unknown): value is unknown[][] =>
  Array.isArray(value) && Array.isArray(value[0]) && value[0].every((cell) => typeof cell === 'string');

/**
 * The answer has every key of the sample, each with a value of the same kind, and both keep the formats
 * above; a table is compared column by column, by header name, on its first data row.
 */
function expectShapeOf(answer: unknown, sample: unknown, at: string): void {
  if (sample === null) return;
  if (isTable(sample)) {
    const [answerRow] = readProviderTable(answer)?.rows ?? [];
    const [sampleRow] = readProviderTable(sample)!.rows;
    expect(answerRow, `${at}: a table with a data row`).toBeDefined();
    for (const column of sample[0] as string[]) {
      expect(answerRow, at).toHaveProperty([column]);
      expectShapeOf(answerRow![column], sampleRow![column], `${at}[].${column}`);
    }
  } else if (Array.isArray(sample)) {
    expect(Array.isArray(answer), at).toBe(true);
    if (sample.length > 0 && (answer as unknown[]).length > 0) expectShapeOf((answer as unknown[])[0], sample[0], at);
  } else if (typeof sample === 'object' && Object.keys(sample).every((key) => /^(\d+|[A-Z]+)$/.test(key))) {
    // a map by stage id (stage_names) or seat type code (fares_hash): its values are compared
    const [value] = Object.values(sample) as unknown[];
    for (const entry of Object.values(answer as object)) expectShapeOf(entry, value, `${at}{}`);
  } else if (typeof sample === 'object') {
    for (const [key, value] of Object.entries(sample)) {
      expect(answer, at).toHaveProperty([key]);
      expectShapeOf((answer as Record<string, unknown>)[key], value, `${at}.${key}`);
    }
  } else {
    expect(typeof answer, at).toBe(typeof sample);
    const format = FORMATS[at.replace(/^answer\./, '')];
    if (format) {
      expect(format(sample as string), `the notes' ${at} keeps its format`).toBe(true);
      expect(format(answer as string), `${at} = ${JSON.stringify(answer)}`).toBe(true);
    }
  }
}

/** An adapter whose provider answers every call with `body`, for reading the notes' samples. */
const answering = (body: unknown) =>
  createGdsClient({
    baseUrl: 'http://provider.test',
    apiKey: 'key',
    timeoutMs: 1000,
    transport: async () => ({ status: 200, text: JSON.stringify(body) }),
  });

describe('GDS wire samples from the protocol notes', () => {
  it('our adapter reads the cities and the availabilities', async () => {
    expect(parseProviderCities(await answering(SAMPLE.CITIES).cities())?.cities.map((city) => city.name)).toEqual([
      'Alpha City',
      'Beta Town',
    ]);
    const { rows, droppedRows } = parseAvailabilityTable(
      (await answering(SAMPLE.AVAILABILITIES).availabilities(101, 102, '2025-02-23')).result,
    );
    expect(droppedRows).toBe(0);
    expect(rows).toEqual([
      expect.objectContaining({
        scheduleId: '2025022311390',
        availableSeats: 2,
        status: 'New',
        price: 1000,
        travelId: 21,
        seats: [
          { seat: 'U1', fare: 1000 },
          { seat: 'L1', fare: 1000 },
        ],
      }),
    ]);
  });

  it('our adapter reads the schedule detail: times, stages, the interleaved decks and the operator bands', async () => {
    const detail = parseScheduleDetail((await answering(SAMPLE.SCHEDULE_DETAIL).schedule('2025022311390')).result)!;
    expect(detail).toMatchObject({
      operatorName: 'Example Travels',
      departureTime: '21:30',
      duration: { minutes: 460 },
      amenities: ['WiFi', 'Pillow'],
      isAc: true,
      cancellable: true,
      totalSeats: 7,
    });
    expect(detail.boardingPoints).toEqual([
      expect.objectContaining({ id: '3101', time: '21:30', name: 'Central Stand', landmark: 'Opp. Fuel Station' }),
    ]);
    const seats = Object.fromEntries(detail.seatLayout.seats.map((seat) => [seat.id, seat]));
    expect(detail.seatLayout.upper.map((cell) => (cell.kind === 'seat' ? cell.seat.id : cell.kind))).toEqual([
      'U1',
      'U2',
      'U3',
    ]);
    expect(seats.U1).toMatchObject({ deck: 'upper', fare: 1000, isBooked: false, type: 'sleeper' });
    expect(seats.L1).toMatchObject({ deck: 'lower', fare: 1000, isBooked: false });
    // a seat of the coach that `available` does not list is sold
    expect(seats.L2).toMatchObject({ deck: 'lower', isBooked: true });
    expect(detail.seatLayout.lower.some((cell) => cell.kind === 'gangway')).toBe(true);
    expect(detail.cancellationPolicy).toEqual({
      source: 'operator',
      bands: [
        { fromHours: 0, toHours: 24, chargePercent: 100 },
        { fromHours: 24, toHours: 720, chargePercent: 30 },
      ],
    });
  });

  it('our adapter reads the booking answers and the error envelope', async () => {
    const gds = (body: unknown) => answering(body);
    expect(parseTentativeAnswer(await gds(SAMPLE.TENTATIVE).tentativeBooking('2025022311390', {} as never))).toEqual({
      pnr: 'TS2603140930150001ABCD',
      operatorPnr: '5521',
    });
    const ticket = parseGdsTicket(await gds(SAMPLE.CONFIRMED).confirmBooking('TS2603140930150001ABCD'));
    expect(ticket).toMatchObject({ ticketNumber: 'TS2603140930150001ABCD', status: 'Confirmed', totalFare: 682.5 });
    expect(ticket.seats).toEqual([{ seatNumber: '12', fare: 650, serviceTax: 32.5, cancelled: false }]);
    expect(parseCancellability(await gds(SAMPLE.CAN_CANCEL).canCancel('TS2603140930150001ABCD', ['12']))).toEqual({
      isCancellable: true,
      cancellationCharges: 97.5,
      cancelPercent: 15,
      refundAmount: 552.5,
    });
    const failure = await gds(SAMPLE.NOT_CONFIRMED)
      .bookingDetails('TS2603140930150001ABCD')
      .catch((error: unknown) => error as GdsError);
    expect(failure).toBeInstanceOf(GdsError);
    expect(failure).toMatchObject({ message: 'Ticket Not Confirmed', providerCode: '411' });
  });
});

/** The production adapter against the simulator, endpoint by endpoint, over real HTTP. */
describe('GDS adapter', () => {
  let api: TestApi;
  let gds: GdsClient;
  const tomorrow = addDaysIso(todayInIndia(), 1);
  const header = (result: unknown) => readProviderTable(result)?.header;

  beforeAll(async () => {
    api = await startTestApi();
    gds = createGdsClient(loadConfig({ NODE_ENV: 'test', API_PORT: new URL(api.url).port, DATA_DIR: 'memory://' }).gds);
  });
  afterAll(() => api.close());

  it('reads the reference tables', async () => {
    expect(header(await gds.cities())).toEqual(['id', 'name', 'origin_count', 'destination_count']);
    expect(header((await gds.cityPairs()).result)?.slice(0, 3)).toEqual(['origin_id', 'destination_id', 'travel_ids']);
    expect(header((await gds.stages()).result)).toContain('city_id');
    expect(header((await gds.operators()).result)).toContain('cancellation_policies');
    expect((await gds.masters()).result).toHaveProperty('seat_layout_identifiers');
  });

  it('reads schedules, availabilities and one schedule with its stages', async () => {
    const schedules = await gds.schedules(JORHAT, GUWAHATI, tomorrow);
    expect(header(schedules.result)).toContain('fare_str');
    const availabilities = await gds.availabilities(JORHAT, GUWAHATI, tomorrow);
    const rows = readProviderTable(availabilities.result)?.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    const id = String(rows[0]!.schedule_id);
    expect(readProviderTable((await gds.availability(id)).result)?.rows[0]?.schedule_id).toBe(rows[0]!.schedule_id);
    expect((await gds.schedule(id)).result).toHaveProperty('bus_layout');
    expect(header((await gds.boardingPoints(id)).result)).toContain('time');
    expect(header((await gds.droppingPoints(id)).result)).toContain('time');
  });

  it('reads the transaction log of a day and the account balance', async () => {
    expect(header((await gds.transactionLog(todayInIndia())).result)).toEqual([
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
    ]);
    expect((await gds.balance()).result).toHaveProperty('balance_amount');
    const operatorId = Number(readProviderTable((await gds.operators()).result)?.rows[0]?.id);
    expect((await gds.balance(operatorId)).result).toHaveProperty('balance_amount');
  });

  it("answers in the shapes and formats of the protocol notes' samples", async () => {
    expectShapeOf(await gds.cities().then((result) => ({ result })), SAMPLE.CITIES, 'answer');
    expectShapeOf(await gds.schedules(JORHAT, GUWAHATI, tomorrow), SAMPLE.SCHEDULES, 'answer');
    const availabilities = await gds.availabilities(JORHAT, GUWAHATI, tomorrow);
    expectShapeOf(availabilities, SAMPLE.AVAILABILITIES, 'answer');
    const id = String(readProviderTable(availabilities.result)?.rows[0]?.schedule_id);
    expectShapeOf(await gds.schedule(id), SAMPLE.SCHEDULE_DETAIL, 'answer');
  });

  it('tells "no service" apart from other failures', async () => {
    const past = await gds.availabilities(JORHAT, GUWAHATI, '2020-01-01').catch((error: unknown) => error);
    expect(past).toBeInstanceOf(GdsError);
    expect(isNoService(past)).toBe(true);
    const unknown = await gds.schedule('2099010199999').catch((error: unknown) => error);
    expect(isNoService(unknown)).toBe(false);
    expect((unknown as GdsError).message).toBe('Schedule not found');
  });
});
