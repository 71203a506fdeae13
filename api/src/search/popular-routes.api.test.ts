/**
 * The home page promises a bus on each popular route "starting from" a fare (@jatra/shared). The promise
 * is ours; the buses are the provider's. These checks hold the simulated provider to it, from our side of
 * the wall: the simulator knows its own advertised fares, not our home page.
 */
import { addDaysIso, POPULAR_ROUTES, todayInIndia } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { PROVIDER_CITIES } from '../../simulators/gds/network/cities';
import { CITY_PAIRS, pairBetween } from '../../simulators/gds/network/routes';
import { seatAvailability } from '../../simulators/gds/network/seat-availability';
import { isBookable, servicesOn } from '../../simulators/gds/network/timetable';
import { readWireTable } from '../../simulators/gds/wire/wire-test-kit';

const API_KEY = 'dev-gds-key';
const TODAY = '2026-11-22';

const pairNamed = (from: string, to: string) => {
  const pair = CITY_PAIRS.find((candidate) => candidate.origin.name === from && candidate.destination.name === to);
  if (!pair) throw new Error(`${from}-${to}`);
  return pair;
};

const cityId = (name: string) => {
  const city = PROVIDER_CITIES.find((candidate) => candidate.name === name);
  if (!city) throw new Error(name);
  return city.id;
};

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

describe("the simulated provider's network", () => {
  it.each(POPULAR_ROUTES)('prices $from → $to from exactly $startingFrom on every date on sale', (route) => {
    const pair = pairNamed(route.from, route.to);
    for (let days = 0; days <= 90; days += 1) {
      const services = servicesOn(pair, addDaysIso(TODAY, days), TODAY);
      const onSale = services.filter(
        (service) => isBookable(service.status) && seatAvailability(service, []).available.length > 0,
      );
      expect(onSale.length).toBeGreaterThanOrEqual(3);
      const fares = onSale.flatMap((service) =>
        seatAvailability(service, []).available.map((seat) => service.fares.get(seat.code)),
      );
      expect(Math.min(...(fares as number[]))).toBe(route.startingFrom);
    }
    expect(pairBetween(pair.destination.id, pair.origin.id)?.startingFrom).toBe(route.startingFrom);
  });
});

describe('the simulated provider on the wire', () => {
  let api: TestApi;
  const gds = async (path: string) => {
    const response = await fetch(`${api.url}/sim/gds/api/${path}`, { headers: { 'api-key': API_KEY } });
    expect(response.status).toBe(200);
    return response.json();
  };
  const rowsOf = (result: unknown) => {
    const table = readWireTable(result);
    if (!table) throw new Error('not a table');
    expect(table.droppedRows).toBe(0);
    return table.rows;
  };
  const today = todayInIndia(new Date());

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('lists every popular route as a city pair, both ways', async () => {
    const rows = rowsOf((await gds('city_pairs.json')).result);
    for (const route of POPULAR_ROUTES) {
      const [from, to] = [cityId(route.from), cityId(route.to)];
      expect(rows.some((row) => row.origin_id === from && row.destination_id === to)).toBe(true);
      expect(rows.some((row) => row.origin_id === to && row.destination_id === from)).toBe(true);
    }
  });

  it.each([1, 30])(
    'keeps at least 3 bookable buses and the Starting-from fare on popular routes, today+%i',
    async (days) => {
      const date = addDaysIso(today, days);
      for (const route of POPULAR_ROUTES) {
        const body = await gds(`availabilities/${cityId(route.from)}/${cityId(route.to)}/${date}.json`);
        const rows = rowsOf(body.result);
        const bookable = rows.filter((row) => isBookableStatus(row.status) && Number(row.available_seats) > 0);
        expect(bookable.length, `${route.from}-${route.to}`).toBeGreaterThanOrEqual(3);
        const fares = rows.flatMap((row) => seatFares(row.available).map((seat) => seat.fare));
        expect(Math.min(...fares), `${route.from}-${route.to}`).toBe(route.startingFrom);
      }
    },
  );
});
