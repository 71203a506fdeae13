import pino from 'pino';
import type { BookingRecord, TicketDetails } from '@jatra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  json,
  payForBooking,
  postJson,
  signInByOtp,
  type BookableBus,
  type Traveller,
} from '../../../test/booking-journey-test-kit';
import { expectedPercent, paidFor } from '../../../test/cancellation-figures';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';

const HOUR = 3_600_000;

describe('My Bookings tells the money: paid, each refund and its state, the seats that remain', () => {
  let api: TestApi;
  let traveller: Traveller;
  let bus: BookableBus;
  let seatCursor = 0;

  const get = (path: string) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${traveller.accessToken}` } });
  const put = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const listed = async (pnr: string) => {
    const answer = await get('/api/bookings');
    expect(answer.status).toBe(200);
    return (await json<{ result: BookingRecord[] }>(answer)).result.find((booking) => booking.pnr_number === pnr)!;
  };
  const ticket = async (pnr: string) =>
    (
      await json<{ result: { ticket_details: TicketDetails[] } }>(
        await get(`/api/booking_details.json?pnr_number=${pnr}`),
      )
    ).result.ticket_details[0]!;
  const cancel = (pnr: string, seats: string[]) =>
    postJson(`${api.url}/api/cancel_booking/${pnr}.json`, { seat_numbers: seats.join(',') }, traveller.accessToken);
  const sweepUntil = async (done: () => Promise<boolean>) => {
    for (let sweep = 0; sweep < 10 && !(await done()); sweep++) await api.services.reconciler.runOnce();
  };
  const hold = (count: number) => {
    const seats = freeSeats(bus.seats).slice(seatCursor, seatCursor + count);
    seatCursor += count;
    return bookSeats(
      api.url,
      traveller,
      bus,
      seats.map((seat) => seat.id),
    );
  };

  async function paidBooking(seatCount: number): Promise<BookingRecord> {
    const booking = await hold(seatCount);
    const { status } = await payForBooking(api.url, traveller, booking.pnr_number);
    expect(status.data.bookingStatus).toBe('confirmed');
    return listed(booking.pnr_number);
  }

  beforeAll(async () => {
    api = await startTestApi({ logger: pino({ level: 'silent' }), env: { RECONCILE_INTERVAL_MS: '0' } });
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0 });
    traveller = await signInByOtp(api.url, 'money@example.com');
    bus = await findBookableBus(api.url, 8, 3);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('a held booking: nothing paid, nothing going back, every seat still on it', async () => {
    const booking = await hold(1);
    expect(await listed(booking.pnr_number)).toMatchObject({
      status: 'tentative',
      amount_paid: 0,
      refunds: [],
      remaining_seats: [booking.seats[0]!.seat_number],
      cancelled_seats: [],
    });
  });

  it('one of two seats cancelled, then the other: paid stays, each refund with its seats and state, the seats left', async () => {
    const booking = await paidBooking(2);
    const [first, second] = booking.seats.map((seat) => seat.seat_number) as [string, string];
    const paid = booking.total_amount;
    expect(booking).toMatchObject({
      amount_paid: paid,
      refunds: [],
      remaining_seats: [first, second],
      cancelled_seats: [],
    });

    const percent = expectedPercent(booking.cancellation_policy, (Date.parse(booking.departs_at) - Date.now()) / HOUR)!;
    const refundFor = (seat: string) =>
      paidFor(booking, [seat]) - Math.round((booking.seats.find((s) => s.seat_number === seat)!.fare * percent) / 100);

    expect((await cancel(booking.pnr_number, [first])).status).toBe(200);
    const partly = await listed(booking.pnr_number);
    expect(partly).toMatchObject({
      status: 'confirmed',
      amount_paid: paid,
      refunds: [{ amount: refundFor(first), state: 'initiated', seat_numbers: [first] }],
      remaining_seats: [second],
      cancelled_seats: [first],
      // what the seat still booked is worth, not what was paid
      total_amount: paid - paidFor(booking, [first]),
    });
    // the e-ticket's code now holds only the seat still valid
    expect((await ticket(booking.pnr_number)).qr_code).toBe(
      `JATRA;PNR=${booking.pnr_number};DATE=${booking.travel_date};SEATS=${second}`,
    );

    await sweepUntil(async () => (await listed(booking.pnr_number)).refunds[0]?.state === 'done');
    expect((await listed(booking.pnr_number)).refunds).toEqual([
      { amount: refundFor(first), state: 'done', seat_numbers: [first] },
    ]);

    expect((await cancel(booking.pnr_number, [second])).status).toBe(200);
    const whole = await listed(booking.pnr_number);
    expect(whole).toMatchObject({
      status: 'cancelled',
      amount_paid: paid,
      refunds: [
        { amount: refundFor(first), state: 'done', seat_numbers: [first] },
        { amount: refundFor(second), state: 'initiated', seat_numbers: [second] },
      ],
      remaining_seats: [],
      cancelled_seats: [first, second],
    });
    expect((await ticket(booking.pnr_number)).qr_code).toBeNull();
    // the single booking answers the same money as the list
    const single = await json<{ result: BookingRecord }>(await get(`/api/bookings/${booking.pnr_number}`));
    expect(single.result).toEqual(whole);

    await sweepUntil(async () => (await listed(booking.pnr_number)).refunds.every((refund) => refund.state === 'done'));
    expect((await listed(booking.pnr_number)).refunds.map((refund) => refund.state)).toEqual(['done', 'done']);
  });

  it("a booking's refunds are found by an index on booking_id", async () => {
    const answer = await api.database.db.execute(sql`select indexdef from pg_indexes where tablename = 'refunds'`);
    const { rows } = answer as unknown as { rows: { indexdef: string }[] };
    expect(rows.map((row) => row.indexdef).some((definition) => /\(booking_id\)/.test(definition))).toBe(true);
  });
});
