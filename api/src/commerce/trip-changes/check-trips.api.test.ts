import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';
import { pairBetween } from '../../../simulators/gds/network/routes';
import { isBookable, servicesOn, type Service } from '../../../simulators/gds/network/timetable';
import { addDays, todayInIndia } from '../../../simulators/gds/network/travel-dates';
import { loadConfig } from '../../config';
import { createGdsClient } from '../../provider/gds/gds-client';
import { checkRoute, dueRoutes, type CheckTripsDeps } from './check-trips';
import { createTripWatchRepository } from './trip-watch.repository';
import { tripWatch } from './trip-watch.schema';
import { eq } from 'drizzle-orm';

const JORHAT = 117;
const GUWAHATI = 101;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('watching sold trips for the operator’s changes', () => {
  let api: TestApi;
  let deps: CheckTripsDeps;
  const buses: Service[] = [];
  const setKnobs = (knobs: object) =>
    fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(knobs),
    });
  const watched = async (bus: Service) =>
    (await api.database.db.select().from(tripWatch).where(eq(tripWatch.scheduleId, bus.scheduleId)))[0]!;
  const routeOf = (bus: Service) => ({ originId: JORHAT, destinationId: GUWAHATI, travelDate: bus.travelDate });

  beforeAll(async () => {
    api = await startTestApi();
    const gds = createGdsClient(
      loadConfig({ NODE_ENV: 'test', API_PORT: new URL(api.url).port, DATA_DIR: 'memory://' }).gds,
    );
    deps = { watch: createTripWatchRepository(api.database.db), schedules: gds.schedules, now: () => new Date() };
    const today = todayInIndia(new Date());
    const date = addDays(today, 3);
    buses.push(
      ...servicesOn(pairBetween(JORHAT, GUWAHATI)!, date, today)
        .filter((bus) => isBookable(bus.status) && bus.departureMinutes < 20 * 60)
        .slice(0, 3),
    );
    for (const bus of buses) {
      await deps.watch.watch(
        { ...routeOf(bus), scheduleId: bus.scheduleId, departure: clock(bus.departureMinutes) },
        new Date(),
      );
    }
  });
  afterAll(() => api?.close());

  it('asks each route and date once for all its watched trips, and records a cancellation and a move once', async () => {
    const [cancelled, moved, small] = buses as [Service, Service, Service];
    expect(await dueRoutes(deps)).toEqual([routeOf(cancelled)]);
    expect(await checkRoute(deps, routeOf(cancelled))).toEqual([]);

    await setKnobs({
      tripChanges: [
        { schedule_id: cancelled.scheduleId, travel_date: cancelled.travelDate, cancelled: true },
        { schedule_id: moved.scheduleId, travel_date: moved.travelDate, dep_time: clock(moved.departureMinutes + 90) },
        // ten minutes is under the notice threshold: the ticket keeps its time
        { schedule_id: small.scheduleId, travel_date: small.travelDate, dep_time: clock(small.departureMinutes + 10) },
      ],
    });
    const calls: string[] = [];
    api.onRequest((path) => calls.push(path));
    expect((await checkRoute(deps, routeOf(cancelled))).sort()).toEqual(
      [cancelled.scheduleId, moved.scheduleId].sort(),
    );
    expect(calls.filter((path) => path.includes('/gds/api/'))).toHaveLength(1);

    expect(await watched(cancelled)).toMatchObject({ state: 'cancelled', changePending: expect.any(Date) });
    expect(await watched(moved)).toMatchObject({
      state: 'running',
      soldDeparture: clock(moved.departureMinutes),
      departure: clock(moved.departureMinutes + 90),
      changePending: expect.any(Date),
    });
    expect(await watched(small)).toMatchObject({ departure: clock(small.departureMinutes), changePending: null });

    // looked at again: nothing new, so nothing recorded twice
    expect(await checkRoute(deps, routeOf(cancelled))).toEqual([]);
    const pending = await deps.watch.pendingChanges(10);
    expect(pending.map((row) => row.scheduleId).sort()).toEqual([cancelled.scheduleId, moved.scheduleId].sort());
    await deps.watch.applied(
      cancelled.scheduleId,
      pending.find((row) => row.scheduleId === cancelled.scheduleId)!.changePending!,
    );
    expect((await deps.watch.pendingChanges(10)).map((row) => row.scheduleId)).toEqual([moved.scheduleId]);
    await setKnobs({});
  });

  it('a new ticket on a watched trip brings its next look to now, even if the clock had gone ahead since', async () => {
    const [, moved] = buses as [Service, Service, Service];
    const ahead = new Date(Date.now() + 36 * 3_600_000);
    // every look planned a day and a half ahead, as a sweep under a clock set forward leaves them
    await api.database.db.update(tripWatch).set({ nextCheckAt: ahead });
    expect(await dueRoutes(deps)).toEqual([]);

    const soldAt = new Date();
    await deps.watch.watch(
      { ...routeOf(moved), scheduleId: moved.scheduleId, departure: clock(moved.departureMinutes) },
      soldAt,
    );
    expect(await watched(moved)).toMatchObject({ nextCheckAt: soldAt, soldDeparture: clock(moved.departureMinutes) });
    expect(await dueRoutes(deps)).toEqual([routeOf(moved)]);
  });
});
