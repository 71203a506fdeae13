import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, inEnglish, withValues } from '@jatra/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findBookableBus,
  freeSeats,
  holdSeats,
  signInByOtp,
  type BookableBus,
  type Traveller,
} from '../../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';
import { bookings } from './bookings.schema';

const MINUTE = 60_000;

/** An API whose clock a test moves; the provider's simulator reads the same clock. */
async function apiWithClock(env: Record<string, string> = {}) {
  let offsetMs = 0;
  const api = await startTestApi({ env, now: () => new Date(Date.now() + offsetMs) });
  const providerHolds: string[] = [];
  api.onRequest((path) => {
    if (path.includes('/gds/api/tentative_booking/')) providerHolds.push(path);
  });
  return { api, providerHolds, advance: (ms: number) => (offsetMs += ms) };
}

/** Holds the next `count` free seats of `bus` for `traveller`, as the booking page's CONTINUE does. */
function holder(api: TestApi) {
  const taken = new Map<string, number>();
  return async (traveller: Traveller, bus: BookableBus, count: number) => {
    const from = taken.get(bus.scheduleId) ?? 0;
    const seats = freeSeats(bus.seats).slice(from, from + count);
    taken.set(bus.scheduleId, from + count);
    const answer = await holdSeats(
      api.url,
      traveller,
      bus,
      seats.map((seat) => seat.id),
    );
    return { status: answer.status, body: (await answer.json()) as { error?: { code: string; message: string } } };
  };
}

const refusal = (code: string, message: string) => ({ error: { code, message } });

describe('caps on held seats', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('lets one account hold 6 seats on one bus and 12 in all; lapsed, paid and expired holds stop counting', async () => {
    const started = await apiWithClock();
    api = started.api;
    const hold = holder(api);
    const traveller = await signInByOtp(api.url, 'holder@example.com');
    const [busA, busB, busC] = [
      await findBookableBus(api.url, 12, 2),
      await findBookableBus(api.url, 12, 3),
      await findBookableBus(api.url, 12, 4),
    ];

    expect((await hold(traveller, busA, 4)).status).toBe(201);
    const overBus = await hold(traveller, busA, 3);
    expect(overBus).toEqual({
      status: 409,
      body: refusal('conflict', inEnglish(withValues(BOOKING_MESSAGES.holdCapBus, { max: 6, held: 4 }))),
    });
    expect(overBus.body.error!.message).toBe(
      'You can hold at most 6 seats on one bus at a time and already hold 4. Pay for them, or wait until their hold ends, before holding more.',
    );
    expect((await hold(traveller, busA, 2)).status).toBe(201);
    expect((await hold(traveller, busB, 6)).status).toBe(201);
    const overAll = await hold(traveller, busC, 1);
    expect(overAll).toEqual({
      status: 409,
      body: refusal('conflict', inEnglish(withValues(BOOKING_MESSAGES.holdCapAll, { max: 12, held: 12 }))),
    });
    // the refused holds never reached the provider
    expect(started.providerHolds).toHaveLength(3);

    // a paid (ticketed) booking and an expired one hold nothing any more
    const rows = await api.database.db.select().from(bookings).where(eq(bookings.userId, traveller.userId));
    const onB = rows.find((row) => row.scheduleId === busB.scheduleId)!;
    await api.database.db
      .update(bookings)
      .set({ status: 'confirmed', paymentStatus: 'completed', ticketNumber: 'TK-CAPS-1' })
      .where(eq(bookings.id, onB.id));
    expect((await hold(traveller, busC, 6)).status).toBe(201);
    expect((await hold(traveller, busC, 1)).status).toBe(409);
    const firstOnA = rows.find((row) => row.scheduleId === busA.scheduleId && row.seats.length === 4)!;
    await api.database.db
      .update(bookings)
      .set({ status: 'expired', paymentStatus: 'failed' })
      .where(eq(bookings.id, firstOnA.id));
    expect((await hold(traveller, busA, 4)).status).toBe(201);

    // every hold lapses after 15 minutes: then the account may hold a whole 12 again
    started.advance(16 * MINUTE);
    expect((await hold(traveller, busB, 6)).status).toBe(201);
    expect((await hold(traveller, busC, 6)).status).toBe(201);
    expect((await hold(traveller, busA, 1)).status).toBe(409);
  }, 120_000);

  it('counts holds an hour per account, refused with 429, and forgets them after the hour', async () => {
    // the session must outlive the hour the test waits
    const started = await apiWithClock({ HOLDS_PER_HOUR: '3', AUTH_ACCESS_TOKEN_TTL_SECONDS: '86400' });
    api = started.api;
    const hold = holder(api);
    const traveller = await signInByOtp(api.url, 'hourly@example.com');
    const bus = await findBookableBus(api.url, 12, 2);
    for (let i = 0; i < 3; i += 1) {
      expect((await hold(traveller, bus, 1)).status).toBe(201);
      // lapsed holds still count towards the hour
      started.advance(16 * MINUTE);
    }
    expect(await hold(traveller, bus, 1)).toEqual({
      status: 429,
      body: refusal('rate_limited', 'You can hold seats at most 3 times an hour. Please try again later.'),
    });
    expect(started.providerHolds).toHaveLength(3);
    started.advance(15 * MINUTE);
    expect((await hold(traveller, bus, 1)).status).toBe(201);
  }, 120_000);

  it('caps what many accounts hold from one address', async () => {
    const started = await apiWithClock({
      HOLD_MAX_SEATS_PER_BUS_PER_IP: '8',
      HOLD_MAX_SEATS_PER_IP: '10',
      HOLDS_PER_HOUR_PER_IP: '4',
    });
    api = started.api;
    const hold = holder(api);
    const [first, second, third] = [
      await signInByOtp(api.url, 'first@example.com'),
      await signInByOtp(api.url, 'second@example.com'),
      await signInByOtp(api.url, 'third@example.com'),
    ];
    const [busA, busB] = [await findBookableBus(api.url, 12, 2), await findBookableBus(api.url, 12, 3)];
    const network = refusal('conflict', inEnglish(BOOKING_MESSAGES.holdCapNetwork));

    expect((await hold(first, busA, 6)).status).toBe(201);
    expect(await hold(second, busA, 3)).toEqual({ status: 409, body: network });
    expect((await hold(second, busA, 2)).status).toBe(201);
    expect(await hold(third, busB, 3)).toEqual({ status: 409, body: network });
    expect((await hold(third, busB, 2)).status).toBe(201);
    started.advance(16 * MINUTE);
    expect((await hold(third, busB, 1)).status).toBe(201);
    expect(await hold(second, busB, 1)).toEqual({
      status: 429,
      body: refusal('rate_limited', inEnglish(BOOKING_MESSAGES.holdCapNetwork)),
    });
  }, 120_000);

  it('counts holds still waiting for the provider: a burst of 5 × 3 seats on one bus holds 6', async () => {
    const started = await apiWithClock();
    api = started.api;
    const traveller = await signInByOtp(api.url, 'burst@example.com');
    const bus = await findBookableBus(api.url, 15, 2);
    const seats = freeSeats(bus.seats).map((seat) => seat.id);
    await fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 150 }),
    });
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => holdSeats(api!.url, traveller, bus, seats.slice(i * 3, i * 3 + 3))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    const rows = await api.database.db.select().from(bookings).where(eq(bookings.userId, traveller.userId));
    expect(rows.flatMap((row) => row.seats)).toHaveLength(6);
    expect(started.providerHolds).toHaveLength(2);
  }, 120_000);
});
