import { BOOKING_MESSAGES, inEnglish, withValues } from '@jatra/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { findBookableBus, freeSeats, holdSeats, signInByOtp } from '../../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';

/** The provider calls the API makes from now on, by kind: schedule reads and holds. */
function providerCalls(api: TestApi) {
  const calls: string[] = [];
  api.onRequest((path) => {
    if (path.includes('/gds/api/schedule/')) calls.push('schedule');
    if (path.includes('/gds/api/tentative_booking/')) calls.push('hold');
  });
  return { since: () => calls.splice(0) };
}

describe('a hold on the schedule as the seat map read it', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
  });

  it('asks the provider once after the seat map, and decides a refusal on that reading again on a fresh one', async () => {
    api = await startTestApi();
    const calls = providerCalls(api);
    const [first, second] = [
      await signInByOtp(api.url, 'first.reader@example.com'),
      await signInByOtp(api.url, 'second.reader@example.com'),
    ];
    // reads the seat map, as the booking page does before CONTINUE
    const bus = await findBookableBus(api.url, 4, 3);
    const [seat] = freeSeats(bus.seats);
    calls.since();

    expect((await holdSeats(api.url, second, bus, [seat!.id])).status).toBe(201);
    expect(calls.since()).toEqual(['hold']);

    // the reading still shows the seat free: the provider refuses, and the fresh reading says why in our words
    const refused = await holdSeats(api.url, first, bus, [seat!.id]);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'conflict', message: inEnglish(withValues(BOOKING_MESSAGES.seatTaken, { seats: seat!.id })) },
    });
    expect(calls.since()).toEqual(['hold', 'schedule']);

    // the fresh reading stands in for the next hold
    const other = freeSeats(bus.seats).find((free) => free.id !== seat!.id)!;
    expect((await holdSeats(api.url, first, bus, [other.id])).status).toBe(201);
    expect(calls.since()).toEqual(['hold']);
  });

  it('reads the schedule when no seat map read it in the last five minutes', async () => {
    let offsetMs = 0;
    api = await startTestApi({ now: () => new Date(Date.now() + offsetMs) });
    const calls = providerCalls(api);
    const traveller = await signInByOtp(api.url, 'late.reader@example.com');
    const bus = await findBookableBus(api.url, 4, 3);
    calls.since();
    offsetMs += 5 * 60_000 + 1000;

    expect((await holdSeats(api.url, traveller, bus, [freeSeats(bus.seats)[0]!.id])).status).toBe(201);
    expect(calls.since()).toEqual(['schedule', 'hold']);
  });
});
