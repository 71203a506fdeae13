import { readWireTable } from './wire/wire-test-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { addDays, todayInIndia } from './network/travel-dates';
import { AVAILABILITY_COLUMNS } from './wire/availabilities';
import { OPERATOR_COLUMNS } from './wire/reference-data';
import { SCHEDULE_COLUMNS } from './wire/schedules';

const API_KEY = 'dev-gds-key';
const NO_SERVICE = { response: { code: 402, message: 'No service found on this route for the selected date' } };

/** `seat|fare` CSV, tolerating the provider's leading comma. */
const seatFares = (csv: unknown): { seat: string; fare: number }[] =>
  String(csv)
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [seat = '', fare = ''] = pair.split('|');
      return { seat, fare: Number(fare) };
    });

const isBookableStatus = (status: unknown) => status === 'New' || status === 'Update';

describe('GDS simulator', () => {
  let api: TestApi;
  const gds = async (path: string, headers: Record<string, string> = { 'api-key': API_KEY }) => {
    const response = await fetch(`${api.url}/sim/gds/api/${path}`, { headers });
    expect(response.status).toBe(200);
    return response.json();
  };
  const rowsOf = (result: unknown) => {
    const table = readWireTable(result);
    if (!table) throw new Error('not a table');
    expect(table.droppedRows).toBe(0);
    return table.rows;
  };
  const setKnobs = (knobs: object) =>
    fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(knobs),
    });

  const today = todayInIndia(new Date());
  const tomorrow = addDays(today, 1);

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());
  afterEach(async () => {
    await setKnobs({});
  });

  describe('reference lists', () => {
    it('lists city pairs with operator ids as a string and the distance extension last', async () => {
      const { result } = await gds('city_pairs.json');
      expect(result[0]).toEqual(['origin_id', 'destination_id', 'travel_ids', 'distance_km', 'travel_minutes']);
      const rows = rowsOf(result);
      expect(rows.length).toBeGreaterThanOrEqual(40);
      for (const row of rows) {
        expect(row.travel_ids).toMatch(/^\d+(,\d+)*$/);
        expect(row.distance_km).toBeGreaterThan(0);
        expect(Number(row.travel_minutes) % 5).toBe(0);
      }
    });

    it('lists stages with their city, several in big cities', async () => {
      const { result } = await gds('stages.json');
      expect(result[0]).toEqual(['id', 'name', 'city_id', 'city_name', 'latitude', 'longitude', 'area_name']);
      const guwahati = rowsOf(result).filter((row) => row.city_id === 101);
      expect(guwahati.length).toBeGreaterThanOrEqual(3);
      expect(guwahati.map((row) => row.name)).toContain('ISBT Guwahati Betkuchi');
    });

    it('lists at least 12 operators with the 22 seen columns and a rating', async () => {
      const { result } = await gds('operators.json');
      expect(result[0]).toEqual([...OPERATOR_COLUMNS]);
      expect(result[0].slice(0, 22)).toHaveLength(22);
      expect(result[0].at(-1)).toBe('rating');
      const rows = rowsOf(result);
      expect(rows.length).toBeGreaterThanOrEqual(12);
      for (const row of rows) {
        expect(row.cancellation_policies).toMatch(/^\d+-\d+\|\d+(,\d+-\d+\|\d+)*$/);
        expect(row.rating).toBeGreaterThanOrEqual(3.4);
        expect(row.rating).toBeLessThanOrEqual(4.8);
      }
    });

    it('answers masters with header tables, name-first id cards and categories as a JSON string', async () => {
      const { result } = await gds('masters.json');
      expect(result.seat_layout_identifiers['.GY']).toBe('Gangway');
      expect(result.bus_types[0]).toEqual(['id', 'name']);
      expect(result.bus_categories[0]).toEqual(['id', 'name']);
      expect(result.id_card_types[0]).toEqual(['PAN Card', 1]);
      expect(typeof result.coach_type_categories).toBe('string');
      expect(JSON.parse(result.coach_type_categories)).toHaveProperty('AC');
    });
  });

  describe('schedules and availability', () => {
    it('answers schedules with the 54 columns, stage names and a count', async () => {
      const body = await gds(`schedules/117/101/${tomorrow}.json`);
      expect(body.result[0]).toEqual([...SCHEDULE_COLUMNS]);
      expect(body.result[0]).toHaveLength(54);
      const rows = rowsOf(body.result);
      expect(body.processed_schedules_count).toBe(rows.length);
      for (const row of rows) {
        expect(typeof row.id).toBe('number');
        expect(String(row.id)).toMatch(new RegExp(`^${tomorrow.replaceAll('-', '')}\\d{5}$`));
        expect(row.dep_time).toMatch(/^\d{2}:\d{2}$/);
        expect(row.duration).toMatch(/^\d{2}:\d{2}$/);
        expect(row.main_dep_time).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
        expect(row.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
        expect(row.fare_str).toMatch(/^[A-Z]+:\d+\.\d+(,[A-Z]+:\d+\.\d+)*$/);
        expect(row.show_fare_screen).toMatch(/^\d+\.\d+(\/\d+\.\d+)*$/);
        expect(row.boarding_stages).toMatch(/^\d+\|\d{2}:\d{2}(,\d+\|\d{2}:\d{2})*$/);
        expect(row.trip_id).toBe(`BITLA:${row.travel_id}:${row.route_id}`);
        for (const stage of String(row.boarding_stages).split(',')) {
          expect(body.stage_names[stage.split('|')[0] ?? '']).toBeTruthy();
        }
        if (row.amenities !== null) expect(Array.isArray(JSON.parse(String(row.amenities)))).toBe(true);
      }
    });

    it('answers availabilities with exactly the 13 agreed columns and stage names', async () => {
      const body = await gds(`availabilities/117/101/${tomorrow}.json`);
      expect(body.result[0]).toEqual([
        'route_id',
        'schedule_id',
        'available_seats',
        'status',
        'fare',
        'updated_at',
        'origin_id',
        'destination_id',
        'travel_id',
        'available',
        'ladies_seats',
        'gents_seats',
        'available_gst',
      ]);
      expect(AVAILABILITY_COLUMNS).toHaveLength(13);
      expect(typeof body.stage_names).toBe('object');
      for (const row of rowsOf(body.result)) {
        const seats = seatFares(row.available);
        expect(seats).toHaveLength(Number(row.available_seats));
        const gst = seatFares(row.available_gst);
        expect(gst.map((seat) => seat.seat)).toEqual(seats.map((seat) => seat.seat));
        gst.forEach((seat, index) => expect(seat.fare).toBeCloseTo((seats[index]?.fare ?? 0) * 0.05, 2));
        expect(row.fare).toMatch(/^\d+\.\d+(\/\d+\.\d+)*$/);
        const ladies = String(row.ladies_seats).split(',').filter(Boolean);
        expect(ladies.length).toBeGreaterThanOrEqual(1);
        expect(ladies.length).toBeLessThanOrEqual(4);
      }
    });

    it('runs at least 10 buses a day from Jorhat to Guwahati', async () => {
      for (const date of [tomorrow, addDays(today, 45)]) {
        const body = await gds(`schedules/117/101/${date}.json`);
        expect(rowsOf(body.result).length).toBeGreaterThanOrEqual(10);
      }
    });

    it('gives the same timetable on every call', async () => {
      const date = addDays(today, 12);
      expect(await gds(`schedules/152/101/${date}.json`)).toEqual(await gds(`schedules/152/101/${date}.json`));
      expect(await gds(`availabilities/168/134/${date}.json`)).toEqual(
        await gds(`availabilities/168/134/${date}.json`),
      );
    });

    it('answers one schedule with the same row as the route search', async () => {
      const search = await gds(`availabilities/134/101/${tomorrow}.json`);
      const [row] = rowsOf(search.result).filter(
        (candidate) => isBookableStatus(candidate.status) && Number(candidate.available_seats) > 0,
      );
      const id = String(row?.schedule_id);
      const single = await gds(`availability/${id}.json`);
      expect(single.result).toHaveLength(2);
      expect(single.result[0]).toEqual([...AVAILABILITY_COLUMNS]);
      expect(rowsOf(single.result)[0]).toEqual(row);
    });

    it('answers the seat layout consistent with the schedules row', async () => {
      const schedules = await gds(`schedules/101/117/${tomorrow}.json`);
      const rows = rowsOf(schedules.result);
      const availabilities = rowsOf((await gds(`availabilities/101/117/${tomorrow}.json`)).result);
      for (const row of rows.filter((candidate) => isBookableStatus(candidate.status))) {
        const { result } = await gds(`schedule/${row.id}.json`);
        expect(result.id).toBe(String(row.id));
        for (const field of [
          'dep_time',
          'arr_time',
          'duration',
          'bus_type',
          'available_seats',
          'travel_id',
          'route_id',
        ]) {
          expect(result[field], field).toEqual(row[field]);
        }
        expect(result.cost).toBe(row.fare_str);
        expect(result.trip_id).toBe(row.trip_id);
        expect(result.main_dep_time).toBe(row.main_dep_time);
        const layout = result.bus_layout;
        expect(layout.total_seats).toBe(row.total_seats);
        const availability = availabilities.find((candidate) => candidate.schedule_id === row.id);
        expect(layout.available).toBe(availability?.available);
        expect(layout.available_gst).toBe(availability?.available_gst);
        expect(layout.ladies_seats).toBe(availability?.ladies_seats);

        // every seat of the grid once; the seats for sale are among them, at a fare of fare_str
        const cells = String(layout.coach_details)
          .split(',')
          .flatMap((rowText) => rowText.split('-'));
        const seatCells = cells.filter((cell) => cell.includes('|') && !cell.split('|')[1]?.startsWith('.'));
        expect(seatCells).toHaveLength(layout.total_seats);
        const seatNumbers = new Set(seatCells.map((cell) => cell.split('|')[0]));
        const fareByCode = Object.fromEntries(
          String(row.fare_str)
            .split(',')
            .map((pair) => [pair.split(':')[0], Number(pair.split(':')[1])]),
        );
        const codeOf = Object.fromEntries(seatCells.map((cell) => cell.split('|')));
        for (const { seat, fare } of seatFares(layout.available)) {
          expect(seatNumbers.has(seat)).toBe(true);
          expect(fare).toBe(fareByCode[codeOf[seat] ?? '']);
        }
        for (const [code, fare] of Object.entries(fareByCode)) {
          expect(layout.fares_hash[code]).toEqual({ Adult: String(fare) });
        }
        expect(layout.boarding_stages).toMatch(/^(\d+\|\d{2}:\d{2}\|[^|~]*\|[^|~]*\|\d+\|[^|~]+\|1\|~?)+$/);
        expect(layout.dropoff_stages).toMatch(/^(\d+\|\d{2}:\d{2}\|[^|~]*\|[^|~]*\|\d+\|[^|~]+\|2\|~?)+$/);
        expect(layout.floor).toBe('');
      }
    });

    it('interleaves both decks of a sleeper in the same rows', async () => {
      const rows = rowsOf((await gds(`schedules/168/134/${tomorrow}.json`)).result);
      const { result } = await gds(`schedule/${rows[0]?.id}.json`);
      const coach = String(result.bus_layout.coach_details);
      expect(coach).toMatch(/U1\|SUB-L1\|SLB-\|\.GY-L2\|DLB-L3\|DLB-U2\|DUB-U3\|DUB/);
      expect(coach).toContain('DR_IMG|.GY');
      expect(result.bus_layout.total_seats).toBeGreaterThanOrEqual(30);
      expect(result.bus_layout.total_seats).toBeLessThanOrEqual(36);
    });

    it('lists boarding and dropping points of a schedule as tables', async () => {
      const rows = rowsOf((await gds(`schedules/101/802/${tomorrow}.json`)).result);
      const header = ['id', 'name', 'time', 'address', 'landmark', 'contact', 'city_id', 'city_name', 'seq'];
      const boarding = await gds(`boarding_points/${rows[0]?.id}.json`);
      expect(boarding.result[0]).toEqual(header);
      const points = rowsOf(boarding.result);
      expect(points.map((point) => `${point.id}|${point.time}`).join(',')).toBe(rows[0]?.boarding_stages);
      expect(points.every((point) => point.city_id === 101)).toBe(true);
      const dropping = await gds(`dropping_points/${rows[0]?.id}.json`);
      expect(dropping.result[0]).toEqual(header);
      expect(rowsOf(dropping.result).every((point) => point.city_id === 802)).toBe(true);
    });
  });

  describe('failures', () => {
    it('answers no service for a past date, a date beyond 90 days and an unserved pair', async () => {
      expect(await gds(`schedules/117/101/${addDays(today, -1)}.json`)).toEqual(NO_SERVICE);
      expect(await gds(`availabilities/117/101/${addDays(today, -1)}.json`)).toEqual(NO_SERVICE);
      expect(await gds(`availabilities/117/101/${addDays(today, 91)}.json`)).toEqual(NO_SERVICE);
      expect(await gds(`schedules/117/101/${addDays(today, 90)}.json`)).toHaveProperty('result');
      expect(await gds(`schedules/574/992/${tomorrow}.json`)).toEqual(NO_SERVICE);
    });

    it('answers an unknown schedule with an envelope', async () => {
      const notFound = { response: { code: 404, message: 'Schedule not found' } };
      expect(await gds(`schedule/${tomorrow.replaceAll('-', '')}99999.json`)).toEqual(notFound);
      expect(await gds('schedule/12345.json')).toEqual(notFound);
      expect(await gds(`availability/${tomorrow.replaceAll('-', '')}00099.json`)).toEqual(notFound);
    });

    it('refuses a missing key with the 401 envelope over HTTP 200', async () => {
      expect(await gds(`availabilities/117/101/${tomorrow}.json`, {})).toEqual({
        response: { code: 401, message: 'Invalid API key' },
      });
      expect(await gds(`schedules/117/101/${tomorrow}.json?api_key=${API_KEY}`, {})).toHaveProperty('result');
    });

    it('forces a failure on availabilities.json only, whatever the route', async () => {
      await setKnobs({
        forcedErrors: { 'availabilities.json': { kind: 'envelope', code: 500, message: 'Inventory down' } },
      });
      expect(await gds(`availabilities/117/101/${tomorrow}.json`)).toEqual({
        response: { code: 500, message: 'Inventory down' },
      });
      expect(await gds(`availabilities/152/101/${tomorrow}.json`)).toEqual({
        response: { code: 500, message: 'Inventory down' },
      });
      expect(await gds(`schedules/117/101/${tomorrow}.json`)).toHaveProperty('result');
      await setKnobs({});
      expect(await gds(`availabilities/117/101/${tomorrow}.json`)).toHaveProperty('result');
    });

    it('forces an HTTP failure or bad rows by endpoint name', async () => {
      await setKnobs({ forcedErrors: { 'schedule.json': { kind: 'http', status: 503 } } });
      const rows = rowsOf((await gds(`schedules/117/101/${tomorrow}.json`)).result);
      const response = await fetch(`${api.url}/sim/gds/api/schedule/${rows[0]?.id}.json`, {
        headers: { 'api-key': API_KEY },
      });
      expect(response.status).toBe(503);

      await setKnobs({ forcedErrors: { 'availabilities.json': { kind: 'bad-rows' } } });
      const table = readWireTable((await gds(`availabilities/117/101/${tomorrow}.json`)).result);
      expect(table?.droppedRows).toBeGreaterThan(0);
      expect(table?.rows.length).toBeGreaterThanOrEqual(10);
    });
  });
});
