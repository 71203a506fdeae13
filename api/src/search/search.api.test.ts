import { addDaysIso, formatDisplayDate, POPULAR_ROUTES, todayInIndia, type BusResult } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import zlib from 'node:zlib';
import { startTestApi, type TestApi } from '../../test/api-test-kit';

const JORHAT = 117;
const GUWAHATI = 101;
const DIBRUGARH = 134;
const TEZPUR = 168;

const inDays = (days: number) => addDaysIso(todayInIndia(), days);

/** a GET whose body stays as sent (fetch would decompress it) */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

describe('GET /api/search', () => {
  let api: TestApi;
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };
  const knobs = (body: unknown) =>
    fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("lists the bookable buses of Jorhat → Guwahati, enriched from the route's schedules", async () => {
    const date = inDays(1);
    const { status, body } = await get(`/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${date}`);
    expect(status).toBe(200);
    expect(body.cached).toBe(false);
    const buses: BusResult[] = body.result;
    expect(buses.length).toBeGreaterThanOrEqual(3);
    for (const bus of buses) {
      expect(bus.operator).not.toBe('Bus Operator');
      expect(bus.availableSeats).toBeGreaterThan(0);
      expect(['New', 'Update']).toContain(bus.status);
      expect(bus.boardingPoints.length).toBeGreaterThan(0);
      expect(bus.departureTime).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(Math.min(...buses.map((bus) => bus.price))).toBe(POPULAR_ROUTES[0].startingFrom);

    // the provider's raw rows: whatever is sold out, cancelled or inactive there is not in our answer
    const raw = await (
      await fetch(`${api.url}/sim/gds/api/availabilities/${JORHAT}/${GUWAHATI}/${date}.json?api_key=dev-gds-key`)
    ).json();
    const [header, ...rows] = raw.result as unknown[][];
    const column = (name: string) => header!.indexOf(name);
    const hidden = rows
      .filter(
        (row) =>
          !['New', 'Update'].includes(String(row[column('status')])) || Number(row[column('available_seats')]) === 0,
      )
      .map((row) => String(row[column('schedule_id')]));
    const shown = new Set(buses.map((bus) => bus.id));
    expect(hidden.filter((id) => shown.has(id))).toEqual([]);
    expect(buses.length).toBe(rows.length - hidden.length);
    // a busy route every day: a cancelled and a sold-out bus the traveller never sees, one with its last seats, one New
    const statusOf = (row: unknown[]) => String(row[column('status')]);
    expect(rows.some((row) => statusOf(row) === 'Cancelled')).toBe(true);
    expect(rows.some((row) => ['New', 'Update'].includes(statusOf(row)) && row[column('available_seats')] === 0)).toBe(
      true,
    );
    expect(buses.some((bus) => bus.availableSeats <= 3)).toBe(true);
    expect(buses.some((bus) => bus.isNew)).toBe(true);
    expect(Math.max(...buses.map((bus) => bus.droppingPoints.length))).toBeGreaterThanOrEqual(5);
    expect(new Set(buses.map((bus) => bus.durationMinutes)).size).toBeGreaterThan(1);
  });

  it('answers the same search from its cache for 5 minutes', async () => {
    const path = `/api/search?source=${DIBRUGARH}&destination=${GUWAHATI}&date=${inDays(2)}`;
    const first = await get(path);
    const second = await get(path);
    expect(first.body.cached).toBe(false);
    expect(second.body.cached).toBe(true);
    expect(second.body.result).toEqual(first.body.result);
  });

  it('sends a cached answer with the headers of a fresh one', async () => {
    const path = `/api/search?source=${TEZPUR}&destination=${GUWAHATI}&date=${inDays(5)}`;
    const plain = { headers: { 'Accept-Encoding': 'identity' } };
    const [fresh, cached] = [await fetch(`${api.url}${path}`, plain), await fetch(`${api.url}${path}`, plain)];
    // the body differs only by `cached`, and so its length
    const headers = (response: Response) => {
      const kept: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['date', 'x-request-id', 'content-length'].includes(name)) kept[name] = value;
      });
      return kept;
    };
    expect(headers(cached)).toEqual(headers(fresh));
    expect(headers(cached)).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': expect.any(String),
      'x-content-type-options': 'nosniff',
    });
    const [freshText, cachedText] = [await fresh.text(), await cached.text()];
    expect(Number(cached.headers.get('content-length'))).toBe(Buffer.byteLength(cachedText));
    const [freshBody, cachedBody] = [JSON.parse(freshText), JSON.parse(cachedText)];
    expect([freshBody.cached, cachedBody.cached]).toEqual([false, true]);
    expect(cachedBody.result).toEqual(freshBody.result);
  });

  it('says of each bus what its schedule detail says', async () => {
    const { body } = await get(`/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${inDays(6)}`);
    const buses: BusResult[] = body.result;
    expect(buses.length).toBeGreaterThan(0);
    for (const bus of buses) {
      const detail = (
        await (await fetch(`${api.url}/sim/gds/api/schedule/${bus.scheduleId}.json?api_key=dev-gds-key`)).json()
      ).result;
      const stageNames = (groups: string) => groups.split('~').map((group) => group.split('|')[5]);
      expect(bus).toMatchObject({
        operator: detail.travels_name,
        departureTime: detail.dep_time,
        arrivalTime: detail.arr_time,
        isAC: detail.is_ac_bus,
        cancellable: detail.can_cancel,
        totalSeats: detail.bus_layout.total_seats,
      });
      expect(bus.boardingPoints.map((point) => point.name)).toEqual(stageNames(detail.bus_layout.boarding_stages));
      expect(bus.droppingPoints.map((point) => point.name)).toEqual(stageNames(detail.bus_layout.dropoff_stages));
    }
  });

  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
  ])('compresses the answer for a client that accepts %s', async (accept, encoding, decompress) => {
    const path = `/api/search?source=${TEZPUR}&destination=${GUWAHATI}&date=${inDays(encoding === 'br' ? 7 : 8)}`;
    const answers = [];
    // fresh, then from the cache: both compressed
    for (const cached of [false, true]) {
      const response = await rawGet(`${api.url}${path}`, { 'Accept-Encoding': accept });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      const body = JSON.parse(decompress(response.body).toString());
      expect(body.cached).toBe(cached);
      expect(response.body.length).toBeLessThan(JSON.stringify(body).length / 4);
      answers.push(body.result);
    }
    const plain = await (await fetch(`${api.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } })).json();
    expect(answers).toEqual([plain.result, plain.result]);
  });

  it("asks each schedule's detail when the route's schedules fail", async () => {
    await knobs({ forcedErrors: { 'schedules.json': { kind: 'envelope', code: 500, message: 'Schedules down' } } });
    try {
      const { status, body } = await get(`/api/search?source=${TEZPUR}&destination=${DIBRUGARH}&date=${inDays(4)}`);
      expect(status).toBe(200);
      expect(body.result.length).toBeGreaterThan(0);
      for (const bus of body.result) {
        expect(bus.operator).not.toBe('Bus Operator');
        // only a detail carries a stage's address
        expect(bus.boardingPoints[0].address).not.toBe('');
      }
    } finally {
      await knobs({});
    }
  });

  it('keeps the basic entry when neither the schedules nor a schedule detail answer', async () => {
    await knobs({
      forcedErrors: {
        'schedules.json': { kind: 'envelope', code: 500, message: 'Schedules down' },
        'schedule.json': { kind: 'envelope', code: 500, message: 'Detail service down' },
      },
    });
    try {
      const { status, body } = await get(`/api/search?source=${TEZPUR}&destination=${DIBRUGARH}&date=${inDays(3)}`);
      expect(status).toBe(200);
      expect(body.result.length).toBeGreaterThan(0);
      expect(body.result[0]).toMatchObject({ operator: 'Bus Operator', departureTime: '08:00', duration: '6h 0m' });
    } finally {
      await knobs({});
    }
  });

  it('reports a provider failure with its message', async () => {
    await knobs({
      forcedErrors: { 'availabilities.json': { kind: 'envelope', code: 500, message: 'Inventory offline' } },
    });
    try {
      const { status, body } = await get(`/api/search?source=${GUWAHATI}&destination=${TEZPUR}&date=${inDays(4)}`);
      expect(status).toBe(502);
      expect(body).toEqual({ error: { code: 'provider_error', message: 'Inventory offline' } });
    } finally {
      await knobs({});
    }
  });

  it.each([
    ['', 'Please select source, destination, and date'],
    [`?source=${JORHAT}&destination=${GUWAHATI}`, 'Please select source, destination, and date'],
    [`?source=${JORHAT}&destination=${JORHAT}&date=${inDays(1)}`, 'Invalid source or destination city'],
    [`?source=${JORHAT}&destination=99999&date=${inDays(1)}`, 'Invalid source or destination city'],
    [`?source=abc&destination=${GUWAHATI}&date=${inDays(1)}`, 'Invalid source or destination city'],
    [`?source=${JORHAT}&destination=${GUWAHATI}&date=2026-13-45`, 'Date input not valid.'],
    [`?source=${JORHAT}&destination=${GUWAHATI}&date=tomorrow`, 'Date input not valid.'],
    [`?source=${JORHAT}&destination=${GUWAHATI}&date=2020-01-01`, 'Please choose today or a later date'],
  ])('refuses %s with "%s"', async (query, message) => {
    const { status, body } = await get(`/api/search${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'bad_request', message } });
  });
});

describe('our own inventory paths', () => {
  let api: TestApi;
  let scheduleId: string;
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    api = await startTestApi();
    const { body } = await get(`/api/availabilities/${JORHAT}/${GUWAHATI}/${inDays(1)}.json`);
    scheduleId = body.result.find((bus: BusResult) => bus.availableSeats > 0).scheduleId;
  });
  afterAll(() => api.close());

  it('lists schedules with their fare options', async () => {
    const { status, body } = await get(`/api/schedules/${JORHAT}/${GUWAHATI}/${inDays(1)}`);
    expect(status).toBe(200);
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        origin_id: JORHAT,
        destination_id: GUWAHATI,
        fare_options: expect.any(Object),
      }),
    );
  });

  it('answers one availability, the schedule detail with its seat layout, and the stages', async () => {
    const availability = await get(`/api/availability/${scheduleId}.json`);
    expect(availability.body.result.scheduleId).toBe(scheduleId);

    const schedule = await get(`/api/schedule/${scheduleId}.json`);
    expect(schedule.status).toBe(200);
    expect(schedule.body.result.id).toBe(scheduleId);
    expect(schedule.body.result.seat_layout.seats.length).toBe(Number(schedule.body.result.bus_layout.total_seats));
    expect(schedule.body.result.boarding_points.length).toBeGreaterThan(0);

    const boarding = await get(`/api/boarding_points/${scheduleId}.json`);
    expect(boarding.body.result.map((point: { id: string }) => point.id)).toEqual(
      schedule.body.result.boarding_points.map((point: { id: string }) => point.id),
    );
    const dropping = await get(`/api/dropping_points/${scheduleId}.json`);
    expect(dropping.body.result.length).toBeGreaterThan(0);
  });

  it('says Schedule not found for an unknown or malformed id', async () => {
    const unknown = await get(`/api/schedule/2099010199999.json`);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.body.error.message).toBe('Schedule not found');
    const malformed = await get(`/api/schedule/abc.json`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Schedule not found');
  });
});

describe('travel dates on sale only: today to the booking horizon', () => {
  let api: TestApi;
  const providerCalls: string[] = [];
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    api = await startTestApi({ env: { BOOKING_HORIZON_DAYS: '30' } });
    api.onRequest((path) => {
      if (path.includes('/gds/api/') && !path.includes('/gds/api/cities')) providerCalls.push(path);
    });
    await fetch(`${api.url}/api/cities.json`);
  });
  afterAll(() => api.close());

  const beyond = `Tickets go on sale 30 days ahead. Please choose a date up to ${formatDisplayDate(inDays(30))}.`;
  const routes = (date: string) => [
    `/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${date}`,
    `/api/availabilities/${JORHAT}/${GUWAHATI}/${date}.json`,
    `/api/schedules/${JORHAT}/${GUWAHATI}/${date}`,
  ];

  it.each([
    [inDays(31), beyond],
    ['9999-12-31', beyond],
    [inDays(-1), 'Please choose today or a later date'],
  ])('refuses %s on search, availabilities and schedules, without asking the provider', async (date, message) => {
    providerCalls.length = 0;
    for (const path of routes(date)) {
      expect(await get(path)).toEqual({ status: 400, body: { error: { code: 'bad_request', message } } });
    }
    expect(providerCalls).toEqual([]);
  });

  it('answers the last day on sale, and caches availabilities and schedules like search', async () => {
    const last = inDays(30);
    providerCalls.length = 0;
    for (const path of routes(last)) expect((await get(path)).status).toBe(200);
    const asked = providerCalls.length;
    expect(asked).toBeGreaterThan(0);
    for (const path of routes(last)) expect((await get(path)).status).toBe(200);
    expect(providerCalls.length).toBe(asked);
    expect(providerCalls.filter((path) => path.includes('/availabilities/'))).toHaveLength(2);
    // search asks for both, and each path for its own
    expect(providerCalls.filter((path) => path.includes('/schedules/'))).toHaveLength(2);
  });
});
