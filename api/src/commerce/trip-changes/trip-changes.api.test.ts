import { and, eq } from 'drizzle-orm';
import { TRIP_CHANGE_MESSAGES, type BookingRecord, type Cancellability, inEnglish } from '@jatra/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paidFor } from '../../../test/cancellation-figures';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';
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
  bookingRecordOf,
  eTicketOf,
} from '../../../test/booking-journey-test-kit';
import { mailOutbox } from '../../db/schema';
import { bookings, cancellations } from '../bookings/bookings.schema';
import { refunds } from '../payments/payments.schema';
import { tripWatch } from './trip-watch.schema';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('when the operator changes a trip after the sale', () => {
  let api: TestApi;
  let traveller: Traveller;
  let bus: BookableBus;
  const seatCursors = new Map<BookableBus, number>();
  const nextSeats = (on: BookableBus, count: number) => {
    const cursor = seatCursors.get(on) ?? 0;
    seatCursors.set(on, cursor + count);
    return freeSeats(on.seats)
      .slice(cursor, cursor + count)
      .map((seat) => seat.id);
  };
  const get = (path: string) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${traveller.accessToken}` } });
  const put = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const record = (pnr: string) => bookingRecordOf(api.url, traveller, pnr);
  const ticket = (pnr: string) => eTicketOf(api.url, traveller, pnr);
  const changeTrip = (change: object, on = bus) =>
    put('/sim/gds/knobs', { tripChanges: [{ schedule_id: on.scheduleId, travel_date: on.travelDate, ...change }] });
  const sweep = () => api.services.reconciler.runOnce();
  /** each sweep reads an open refund's status once, and each read moves it one step at the gateway */
  const sweepUntilRefundsSettle = async () => {
    for (let step = 0; step < 4; step += 1) await sweep();
  };
  const refundsOf = async (pnr: string) =>
    api.database.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(eq(bookings.pnr, pnr))
      .then((rows) => rows.map((row) => row.refund));
  const mailsTo = async (subjectPart: string) =>
    (await api.database.db.select().from(mailOutbox)).filter((mail) => mail.subject.includes(subjectPart));

  async function paidBooking(seatCount: number, on = bus): Promise<BookingRecord> {
    const booking = await bookSeats(api.url, traveller, on, nextSeats(on, seatCount));
    const { status } = await payForBooking(api.url, traveller, booking.pnr_number);
    expect(status.data.bookingStatus).toBe('confirmed');
    return record(booking.pnr_number);
  }

  beforeAll(async () => {
    api = await startTestApi({ env: { RECONCILE_INTERVAL_MS: '0' } });
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0 });
    traveller = await signInByOtp(api.url, 'trip.changes@example.com');
    bus = await findBookableBus(api.url, 12, 3);
  }, 120_000);
  afterAll(() => api?.close());
  afterEach(async () => {
    await put('/sim/gds/knobs', {});
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0 });
  });

  it('watches the trip of a ticket sold, and a move of less than 15 minutes changes nothing', async () => {
    const booking = await paidBooking(1);
    await sweep();
    const [watched] = await api.database.db.select().from(tripWatch).where(eq(tripWatch.scheduleId, bus.scheduleId));
    expect(watched).toMatchObject({ state: 'running', soldDeparture: booking.departure_time });

    await changeTrip({ dep_time: clock(minutesOf(booking.departure_time) + 10) });
    await sweep();
    await sweep();
    expect(await record(booking.pnr_number)).toMatchObject({
      departure_time: booking.departure_time,
      departure_changed_from: null,
    });
  });

  it('a departure moved 2 hours or more is told once, moves the journey, and lets the traveller cancel free', async () => {
    const booking = await paidBooking(1);
    const later = clock(minutesOf(booking.departure_time) + 150);
    await changeTrip({ dep_time: later });
    await sweep();
    await sweep();

    const moved = await record(booking.pnr_number);
    expect(moved).toMatchObject({ departure_time: later, departure_changed_from: booking.departure_time });
    expect(Date.parse(moved.departs_at) - Date.parse(booking.departs_at)).toBe(150 * 60_000);
    expect(minutesOf(moved.boarding_point.time) - minutesOf(booking.boarding_point.time)).toBe(150);
    expect((await ticket(booking.pnr_number)).departure_changed_from).toBe(booking.departure_time);
    const mails = await mailsTo(`Departure changed`);
    expect(mails.filter((mail) => mail.subject.includes(booking.pnr_number))).toHaveLength(1);

    const check = await json<{ result: { is_ticket_cancellable: Cancellability } }>(
      await get(`/api/can_cancel.json?ticket_number=${booking.pnr_number}`),
    );
    expect(check.result.is_ticket_cancellable).toMatchObject({
      is_cancellable: true,
      cancel_percent: 0,
      cancellation_charges: 0,
      refund_amount: paidFor(
        booking,
        booking.seats.map((seat) => seat.seat_number),
      ),
    });
    await sweep();
    expect(await mailsTo(`Departure changed`)).toHaveLength(mails.length);
    expect(inEnglish(TRIP_CHANGE_MESSAGES.freeCancellation)).toContain('2 hours');
  });

  it('a ticket held before the move and paid after the move was carried moves too', async () => {
    const other = await findBookableBus(api.url, 4, 6);
    const first = await paidBooking(1, other);
    await api.services.trips.watchSold();
    const held = await bookSeats(api.url, traveller, other, nextSeats(other, 1));
    const later = clock(minutesOf(first.departure_time) + 150);
    await changeTrip({ dep_time: later }, other);
    await sweep();
    await sweep();
    expect(await record(first.pnr_number)).toMatchObject({ departure_time: later });

    const { status } = await payForBooking(api.url, traveller, held.pnr_number);
    expect(status.data.bookingStatus).toBe('confirmed');
    await sweep();
    expect(await record(held.pnr_number)).toMatchObject({
      departure_time: later,
      departure_changed_from: first.departure_time,
    });
    const mails = await mailsTo(`Departure changed`);
    expect(mails.filter((mail) => mail.subject.includes(held.pnr_number))).toHaveLength(1);
  });

  it('a trip the operator cancelled is cancelled by the operator and refunded in full once, however many sweep it at once', async () => {
    const whole = await paidBooking(2);
    const partly = await paidBooking(2);
    const [kept, gone] = partly.seats.map((seat) => seat.seat_number) as [string, string];
    const cancelled = await postJson(
      `${api.url}/api/cancel_booking/${partly.pnr_number}.json`,
      { seat_numbers: gone },
      traveller.accessToken,
    );
    expect(cancelled.status).toBe(200);
    const ownRefund = (await refundsOf(partly.pnr_number))[0]!;

    await changeTrip({ cancelled: true });
    await api.services.trips.watchSold();
    await api.services.trips.checkDue();
    const { trips } = api.services;
    // three sweeps carrying the change at once, as when one outlived its lease and another took it
    await Promise.all((await trips.pending()).flatMap((trip) => [trip, trip, trip].map((same) => trips.apply(same))));
    await sweepUntilRefundsSettle();

    for (const [booking, seats] of [
      [whole, whole.seats.map((seat) => seat.seat_number)],
      [partly, [kept]],
    ] as const) {
      const after = await record(booking.pnr_number);
      expect(after).toMatchObject({ status: 'cancelled', cancelled_by: 'operator' });
      expect((await ticket(booking.pnr_number)).cancelled_by).toBe('operator');
      const operatorRefunds = (await refundsOf(booking.pnr_number)).filter((refund) =>
        refund.merchantRefundId.includes('-OPC-'),
      );
      expect(operatorRefunds).toHaveLength(1);
      expect(operatorRefunds[0]).toMatchObject({ state: 'COMPLETED', amountPaise: paidFor(booking, [...seats]) * 100 });
      const rows = await api.database.db
        .select()
        .from(cancellations)
        .where(and(eq(cancellations.pnr, booking.pnr_number), eq(cancellations.cancelledBy, 'operator')));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ chargePaise: 0, cancelPercent: 0, seatNumbers: seats });
    }
    // the traveller's own refund for the seat cancelled before stays as it was
    expect(
      (await refundsOf(partly.pnr_number)).find((refund) => refund.merchantRefundId === ownRefund.merchantRefundId),
    ).toMatchObject({ amountPaise: ownRefund.amountPaise });
    for (const booking of [whole, partly]) {
      expect(
        (await mailsTo('cancelled by the operator')).filter((mail) => mail.subject.includes(booking.pnr_number)),
      ).toHaveLength(1);
    }
    const [trip] = await api.database.db.select().from(tripWatch).where(eq(tripWatch.scheduleId, bus.scheduleId));
    expect(trip).toMatchObject({ state: 'cancelled', changePending: null });
  });

  it('a crash after the cancellation was seen, before it was carried: the next sweep refunds it in full, once', async () => {
    const other = await findBookableBus(api.url, 4, 4);
    const booking = await paidBooking(2, other);
    await api.services.trips.watchSold();
    await changeTrip({ cancelled: true }, other);
    // the sweep that saw it dies here: the change is recorded on the trip, no booking has been touched
    await api.services.trips.checkDue();
    const [seen] = await api.database.db.select().from(tripWatch).where(eq(tripWatch.scheduleId, other.scheduleId));
    expect(seen).toMatchObject({ state: 'cancelled' });
    expect(seen!.changePending).not.toBeNull();
    expect(await record(booking.pnr_number)).toMatchObject({ status: 'confirmed' });
    expect(await refundsOf(booking.pnr_number)).toEqual([]);

    await sweepUntilRefundsSettle();
    expect(await record(booking.pnr_number)).toMatchObject({ status: 'cancelled', cancelled_by: 'operator' });
    const refunded = await refundsOf(booking.pnr_number);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      state: 'COMPLETED',
      amountPaise:
        paidFor(
          booking,
          booking.seats.map((seat) => seat.seat_number),
        ) * 100,
    });
  });

  it('a crash between the cancellation and the refund reaching the gateway: the next sweep sends that refund, once', async () => {
    const other = await findBookableBus(api.url, 4, 5);
    const booking = await paidBooking(1, other);
    await changeTrip({ cancelled: true }, other);
    // every gateway call fails while the cancellation is carried: its refund is written, never sent
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0, failureRate: 1 });
    await sweep();
    await sweep();
    expect(await record(booking.pnr_number)).toMatchObject({ status: 'cancelled', cancelled_by: 'operator' });
    const [written] = await refundsOf(booking.pnr_number);
    expect(written?.state).not.toBe('COMPLETED');

    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0 });
    await sweepUntilRefundsSettle();
    const refunded = await refundsOf(booking.pnr_number);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      merchantRefundId: written!.merchantRefundId,
      state: 'COMPLETED',
      amountPaise: paidFor(booking, [booking.seats[0]!.seat_number]) * 100,
    });
    expect(
      (await mailsTo('cancelled by the operator')).filter((mail) => mail.subject.includes(booking.pnr_number)),
    ).toHaveLength(1);
  });
});
