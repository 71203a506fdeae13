import { bookingDetailsResponseSchema, bookingListResponseSchema, type BookingRecord } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  payForBooking,
  signInByOtp,
  type BookableBus,
  type Traveller,
} from '../../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';

const MINUTE = 60_000;

describe('the traveller’s bookings on one bus (the booking page’s notice)', () => {
  let api: TestApi;
  let offsetMs = 0;
  let traveller: Traveller;
  let other: Traveller;
  let busA: BookableBus;
  let busB: BookableBus;
  let cursor = 0;
  const seatsOf = (bus: BookableBus, count: number) => {
    const seats = freeSeats(bus.seats).slice(cursor, cursor + count);
    cursor += count;
    return seats.map((seat) => seat.id);
  };
  const get = (path: string, who: Traveller | null = traveller) =>
    fetch(`${api.url}${path}`, { headers: who ? { authorization: `Bearer ${who.accessToken}` } : {} });
  const onBus = async (bus: BookableBus, who: Traveller = traveller) => {
    const answer = await get(`/api/bookings/by-schedule/${bus.scheduleId}`, who);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return bookingListResponseSchema.parse(await answer.json()).result;
  };
  const summary = (records: BookingRecord[]) =>
    records.map((record) => ({
      pnr: record.pnr_number,
      status: record.status,
      seats: record.seats.map((seat) => seat.seat_number),
    }));

  async function pay(pnr: string) {
    const { settled, status } = await payForBooking(api.url, traveller, pnr);
    expect(settled.status).toBe(200);
    expect(status.data).toMatchObject({ state: 'COMPLETED', bookingStatus: 'confirmed' });
  }

  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(Date.now() + offsetMs) });
    await fetch(`${api.url}/sim/phonepe/knobs`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dropWebhooks: true }),
    });
    traveller = await signInByOtp(api.url, 'on.schedule@example.com');
    other = await signInByOtp(api.url, 'someone.else@example.com');
    busA = await findBookableBus(api.url, 12, 2);
    busB = await findBookableBus(api.url, 12, 3);
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  it('answers only the caller’s holds and tickets on that bus, newest first; a paid hold becomes the ticket', async () => {
    expect(await onBus(busA)).toEqual([]);
    const paid = await bookSeats(api.url, traveller, busA, seatsOf(busA, 2));
    const held = await bookSeats(api.url, traveller, busA, seatsOf(busA, 1));
    await bookSeats(api.url, other, busA, seatsOf(busA, 1));
    await bookSeats(api.url, traveller, busB, seatsOf(busB, 1));

    const seatsOfRecord = (record: BookingRecord) => record.seats.map((seat) => seat.seat_number);
    expect(summary(await onBus(busA))).toEqual([
      { pnr: held.pnr_number, status: 'tentative', seats: seatsOfRecord(held) },
      { pnr: paid.pnr_number, status: 'tentative', seats: seatsOfRecord(paid) },
    ]);
    expect((await onBus(busA, other)).map((record) => record.pnr_number)).not.toContain(paid.pnr_number);

    await pay(paid.pnr_number);
    const after = await onBus(busA);
    expect(summary(after)).toEqual([
      { pnr: held.pnr_number, status: 'tentative', seats: seatsOfRecord(held) },
      { pnr: paid.pnr_number, status: 'confirmed', seats: seatsOfRecord(paid) },
    ]);
    expect(after[1]!.ticket_number).toBeTruthy();

    // the e-ticket says where it was e-mailed: the first passenger's contact address
    const details = await get(`/api/booking_details.json?pnr_number=${paid.pnr_number}`);
    const ticket = bookingDetailsResponseSchema.parse(await details.json()).result.ticket_details[0];
    expect(ticket?.contact_email).toBe(paid.passenger_details[0]!.email.toLowerCase());
  });

  it('leaves out holds that lapsed', async () => {
    const before = (await onBus(busB)).length;
    expect(before).toBe(1);
    offsetMs += 16 * MINUTE;
    try {
      expect(await onBus(busB)).toEqual([]);
    } finally {
      offsetMs = 0;
    }
  });

  it('needs a signed-in caller and a schedule id', async () => {
    expect((await get(`/api/bookings/by-schedule/${busA.scheduleId}`, null)).status).toBe(401);
    const bad = await get('/api/bookings/by-schedule/not-a-bus');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBeTruthy();
  });
});
