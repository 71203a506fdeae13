import { eq } from 'drizzle-orm';
import {
  PAYMENT_MESSAGES,
  RESCHEDULE_MESSAGES,
  addDaysIso,
  todayInIndia,
  type BookingRecord,
  type OrderStatusResponse,
  type RescheduleEligibility,
  type RescheduleStart,
  type Seat,
  type StagePoint,
  inEnglish,
} from '@jatra/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';
import {
  GUWAHATI,
  JORHAT,
  bookSeats,
  freeSeats,
  json,
  postJson,
  signInByOtp,
  type BookableBus,
  type Traveller,
  bookingRecordOf,
  eTicketOf,
} from '../../../test/booking-journey-test-kit';
import { mailOutbox } from '../../db/schema';
import { parseGdsTicket } from '../../provider/gds/gds-client';
import { readProviderTable } from '../../provider/gds/provider-table';
import { bookings } from '../bookings/bookings.schema';
import { MAX_CONFIRM_ATTEMPTS } from '../payments/confirm-paid';
import { paymentOrders, refunds } from '../payments/payments.schema';

interface Trip extends BookableBus {
  travelId: number;
  allowed: boolean;
}

describe('changing the date of a ticket', () => {
  let api: TestApi;
  let traveller: Traveller;
  let stranger: Traveller;
  let offsetMs = 0;
  /** Two buses of an operator that allows date changes: the seats of one cost well under those of the other. */
  let cheap: Trip;
  let dear: Trip;
  /** a bus on whose trip the operator allows no date change */
  let fixed: Trip;
  /** another operator's bus on the same route */
  let other: Trip;
  const taken = new Set<string>();
  const takeSeats = (trip: BookableBus, count: number) => {
    const seats = freeSeats(trip.seats)
      .filter((seat) => !taken.has(`${trip.scheduleId}:${seat.id}`))
      .slice(0, count)
      .map((seat) => seat.id);
    for (const seat of seats) taken.add(`${trip.scheduleId}:${seat}`);
    return seats;
  };

  const get = (path: string, who: Traveller = traveller) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${who.accessToken}` } });
  const put = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const record = (pnr: string) => bookingRecordOf(api.url, traveller, pnr);
  const ticket = (pnr: string) => eTicketOf(api.url, traveller, pnr);
  const stored = async (pnr: string) =>
    (await api.database.db.select().from(bookings).where(eq(bookings.pnr, pnr)))[0]!;
  const refundsOf = async (bookingId: string) =>
    api.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  const sweep = () => api.services.reconciler.runOnce();
  const providerTicket = async (pnr: string) => parseGdsTicket(await api.services.gds.bookingDetails(pnr));

  async function tripsOn(date: string, origin = JORHAT, destination = GUWAHATI) {
    const body = await api.services.gds.schedules(origin, destination, date);
    return (readProviderTable(body.result)?.rows ?? []).map((row) => ({
      id: String(row.id),
      travelId: Number(row.travel_id),
      allowed: row.allow_reschedule === true || row.allow_reschedule === 'true',
    }));
  }

  async function tripOf(row: { id: string; travelId: number; allowed: boolean }, travelDate: string): Promise<Trip> {
    const { result } = await json<{
      result: { seat_layout: { seats: Seat[] }; boarding_points: StagePoint[]; dropping_points: StagePoint[] };
    }>(await fetch(`${api.url}/api/schedule/${row.id}.json`));
    return {
      scheduleId: row.id,
      travelDate,
      travelId: row.travelId,
      allowed: row.allowed,
      seats: result.seat_layout.seats,
      boarding: result.boarding_points[0]!,
      dropping: result.dropping_points[0]!,
    };
  }

  /**
   * Two buses of one operator that allows date changes, three to six days out, one dearer than the other by enough
   * that a change down pays back whatever the charge (at most 15 % in the simulator's bands). The timetable
   * differs by date: four days give every date a pair.
   */
  async function findTrips(): Promise<void> {
    const days = [3, 4, 5, 6].map((ahead) => addDaysIso(todayInIndia(), ahead));
    const rows = (await Promise.all(days.map(async (day) => (await tripsOn(day)).map((row) => ({ ...row, day })))))
      .flat()
      .filter((row) => row.allowed);
    const fares = (trip: Trip) => freeSeats(trip.seats).map((seat) => seat.fare);
    for (const low of rows) {
      for (const high of rows.filter((row) => row.travelId === low.travelId && row.id !== low.id)) {
        const [lowTrip, highTrip] = [await tripOf(low, low.day), await tripOf(high, high.day)];
        if (fares(lowTrip).length < 20 || fares(highTrip).length < 20) continue;
        if (Math.max(...fares(lowTrip)) >= 0.8 * Math.min(...fares(highTrip))) continue;
        cheap = lowTrip;
        dear = highTrip;
        break;
      }
      if (cheap) break;
    }
    if (!cheap) throw new Error('no operator with two buses of different fares that allows date changes');
    const all = (
      await Promise.all(days.map(async (day) => (await tripsOn(day)).map((row) => ({ ...row, day }))))
    ).flat();
    /** the first bus of `rows` with seats enough for the tests that book on it */
    const roomy = async (candidates: typeof all) => {
      for (const row of candidates) {
        const trip = await tripOf(row, row.day);
        if (freeSeats(trip.seats).length >= 4) return trip;
      }
      return undefined;
    };
    const [fixedTrip, otherTrip] = [
      await roomy(all.filter((row) => !row.allowed)),
      await roomy(all.filter((row) => row.travelId !== cheap!.travelId)),
    ];
    if (!fixedTrip || !otherTrip) throw new Error('no bus without date changes, or of another operator');
    fixed = fixedTrip;
    other = otherTrip;
  }

  async function pay(pnr: string): Promise<string> {
    const payment = await json<{ orderId: string }>(
      await postJson(`${api.url}/api/phonepe/create-payment`, { merchantOrderId: pnr }, traveller.accessToken),
    );
    await postJson(`${api.url}/sim/phonepe/orders/${payment.orderId}/settle`, { state: 'COMPLETED' });
    return payment.orderId;
  }
  const orderStatus = async (orderId: string) =>
    json<OrderStatusResponse>(await get(`/api/phonepe/order-status/${orderId}`));

  async function paidTicket(trip: Trip, seats: string[]): Promise<BookingRecord> {
    const booking = await bookSeats(api.url, traveller, trip, seats);
    const status = await orderStatus(await pay(booking.pnr_number));
    expect(status.data.bookingStatus).toBe('confirmed');
    return record(booking.pnr_number);
  }

  const body = (trip: BookableBus, seats: string[]) => ({
    schedule_id: trip.scheduleId,
    travel_date: trip.travelDate,
    seat_numbers: seats,
    boarding_point_id: trip.boarding.id,
    dropping_point_id: trip.dropping.id,
  });
  const change = (pnr: string, trip: BookableBus, seats: string[], who: Traveller = traveller) =>
    postJson(`${api.url}/api/reschedule/${pnr}`, body(trip, seats), who.accessToken);
  const started = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await json<{ result: RescheduleStart }>(response)).result;
  };
  const dateChangeMails = async (pnr: string) =>
    (await api.database.db.select().from(mailOutbox)).filter((mail) => mail.key === `reschedule:${pnr}`);

  beforeAll(async () => {
    api = await startTestApi({
      env: { RECONCILE_INTERVAL_MS: '0', HOLDS_PER_HOUR: '200', HOLD_MAX_SEATS: '60' },
      now: () => new Date(Date.now() + offsetMs),
    });
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0 });
    traveller = await signInByOtp(api.url, 'date.change@example.com');
    stranger = await signInByOtp(api.url, 'not.the.owner@example.com');
    await findTrips();
  }, 120_000);
  afterAll(() => api?.close());
  afterEach(async () => {
    offsetMs = 0;
    await put('/sim/gds/knobs', {});
  });

  it('a date change that costs more: quoted, paid through the gateway, confirmed, and only then the old seats go', async () => {
    const old = await paidTicket(cheap, takeSeats(cheap, 2));
    const eligibility = await json<{ result: RescheduleEligibility }>(await get(`/api/reschedule/${old.pnr_number}`));
    expect(eligibility.result).toMatchObject({ allowed: true, reason: null, seat_count: 2, travel_id: cheap.travelId });
    const percent = eligibility.result.charge_percent!;
    expect(percent).toBeGreaterThan(0);

    const seats = takeSeats(dear, 2);
    const fares = seats.map((id) => dear.seats.find((seat) => seat.id === id)!.fare);
    const quoted = await postJson(
      `${api.url}/api/reschedule/${old.pnr_number}/quote`,
      body(dear, seats),
      traveller.accessToken,
    );
    const { result: quote } = await json<{
      result: { charge: number; difference: number; due: number; new_total: number };
    }>(quoted);
    const oldFare = old.seats.reduce((sum, seat) => sum + seat.fare, 0);
    const newBase = fares[0]! + fares[1]!;
    expect(quote).toMatchObject({
      charge: Math.round((oldFare * percent) / 100),
      new_total: newBase + Math.round(newBase * 0.05),
      difference: newBase + Math.round(newBase * 0.05) - old.total_amount,
    });
    expect(quote.due).toBe(quote.charge + quote.difference);
    expect(quote.due).toBeGreaterThan(0);

    const start = await started(await change(old.pnr_number, dear, seats));
    expect(start).toMatchObject({ old_pnr: old.pnr_number, next: 'pay', quote: { due: quote.due } });
    // held, not yet paid: the old ticket stands and cannot be cancelled under the change's feet
    expect(await record(old.pnr_number)).toMatchObject({ status: 'confirmed', rescheduled_to: start.new_pnr });
    const refused = await json<{ result: { is_ticket_cancellable: { reason: string } } }>(
      await get(`/api/can_cancel.json?ticket_number=${old.pnr_number}`),
    );
    expect(refused.result.is_ticket_cancellable.reason).toBe(inEnglish(RESCHEDULE_MESSAGES.inProgress));

    const orderId = await pay(start.new_pnr);
    const [order] = await api.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.merchantOrderId, orderId));
    expect(order?.amountPaise).toBe(quote.due * 100);
    expect((await orderStatus(orderId)).data.bookingStatus).toBe('confirmed');

    const [oldAfter, newAfter] = [await record(old.pnr_number), await record(start.new_pnr)];
    expect(oldAfter).toMatchObject({ status: 'rescheduled', rescheduled_to: start.new_pnr });
    expect(newAfter).toMatchObject({
      status: 'confirmed',
      rescheduled_from: old.pnr_number,
      schedule_id: dear.scheduleId,
    });
    expect(newAfter.passenger_details.map((person) => person.name)).toEqual(
      old.passenger_details.map((person) => person.name),
    );
    // one valid ticket: the old one's seats are gone at the provider and from its boarding code
    expect((await providerTicket(old.pnr_number)).seats.every((seat) => seat.cancelled)).toBe(true);
    expect(await ticket(old.pnr_number)).toMatchObject({
      status: 'rescheduled',
      qr_code: null,
      rescheduled_to: start.new_pnr,
    });
    expect(await ticket(start.new_pnr)).toMatchObject({ status: 'confirmed', rescheduled_from: old.pnr_number });
    expect(await refundsOf((await stored(old.pnr_number)).id)).toEqual([]);
    // the traveller is told once, however often the step runs
    await sweep();
    await api.services.reschedule.confirmed(start.new_pnr);
    expect(await dateChangeMails(start.new_pnr)).toHaveLength(1);
    // and by that mail alone: no second e-ticket mail of the new ticket, even from the mails' catch-up
    await sweep();
    const outbox = await api.database.db.select().from(mailOutbox);
    expect(outbox.filter((mail) => mail.key.includes(start.new_pnr)).map((mail) => mail.key)).toEqual([
      `reschedule:${start.new_pnr}`,
    ]);
  });

  it('a date change to a cheaper bus: confirmed at once, the difference refunded once under its own id', async () => {
    const old = await paidTicket(dear, takeSeats(dear, 1));
    const start = await started(await change(old.pnr_number, cheap, takeSeats(cheap, 1)));
    expect(start.next).toBe('done');
    expect(start.quote.due).toBeLessThan(0);
    const oldRow = await stored(old.pnr_number);
    expect(oldRow).toMatchObject({ status: 'rescheduled', rescheduledTo: start.new_pnr });
    // a second run of the last step changes nothing
    await api.services.reschedule.confirmed(start.new_pnr);
    for (let round = 0; round < 4; round++) await sweep();
    const back = await refundsOf(oldRow.id);
    expect(back).toEqual([
      expect.objectContaining({
        merchantRefundId: `${oldRow.paidOrderId}-RS-R1`,
        merchantOrderId: oldRow.paidOrderId,
        amountPaise: -start.quote.due * 100,
        state: 'COMPLETED',
      }),
    ]);
    expect(await record(start.new_pnr)).toMatchObject({ status: 'confirmed', rescheduled_from: old.pnr_number });
    expect(await dateChangeMails(start.new_pnr)).toHaveLength(1);
    expect((await dateChangeMails(start.new_pnr))[0]!.subject).toContain(start.new_pnr);
  });

  it('when the provider will not confirm the new bus: the old ticket stays valid and the payment comes back', async () => {
    const old = await paidTicket(cheap, takeSeats(cheap, 1));
    const start = await started(await change(old.pnr_number, dear, takeSeats(dear, 1)));
    expect(start.next).toBe('pay');
    await put('/sim/gds/knobs', {
      forcedErrors: { confirm_booking: { kind: 'envelope', code: 500, message: 'Service unavailable' } },
    });
    const orderId = await pay(start.new_pnr);
    for (let poll = 0; poll < MAX_CONFIRM_ATTEMPTS; poll++) await orderStatus(orderId);
    expect(await record(start.new_pnr)).toMatchObject({
      status: 'failed',
      failure_reason: inEnglish(PAYMENT_MESSAGES.confirmFailed),
    });
    await sweep();
    await sweep();
    const newRow = await stored(start.new_pnr);
    expect(await refundsOf(newRow.id)).toEqual([
      expect.objectContaining({ merchantOrderId: orderId, amountPaise: start.quote.due * 100, state: 'COMPLETED' }),
    ]);
    // the old ticket is whole again: valid, free to change or cancel
    expect(await record(old.pnr_number)).toMatchObject({ status: 'confirmed', rescheduled_to: null });
    expect((await ticket(old.pnr_number)).qr_code).not.toBeNull();
    expect((await providerTicket(old.pnr_number)).confirmed).toBe(true);
    const check = await json<{ result: { is_ticket_cancellable: { is_cancellable: boolean } } }>(
      await get(`/api/can_cancel.json?ticket_number=${old.pnr_number}`),
    );
    expect(check.result.is_ticket_cancellable.is_cancellable).toBe(true);
  });

  it('a ticket a costlier date change made, refunded in full: each order that paid for it gives back at most what it took', async () => {
    const old = await paidTicket(cheap, takeSeats(cheap, 2));
    const start = await started(await change(old.pnr_number, dear, takeSeats(dear, 2)));
    expect(start.next).toBe('pay');
    const orderId = await pay(start.new_pnr);
    expect((await orderStatus(orderId)).data.bookingStatus).toBe('confirmed');
    const replacement = await record(start.new_pnr);

    // the sweep watches trips confirmed since its last pass: no test before this one moved the clock
    // the operator cancels the new bus: fare and GST of its seats back, more than the date change's own payment
    await put('/sim/gds/knobs', {
      tripChanges: [{ schedule_id: dear.scheduleId, travel_date: dear.travelDate, cancelled: true }],
    });
    for (let step = 0; step < 5; step += 1) await sweep();
    expect(await record(start.new_pnr)).toMatchObject({ status: 'cancelled', cancelled_by: 'operator' });
    const parts = await refundsOf((await stored(start.new_pnr)).id);
    const oldOrderId = (await stored(old.pnr_number)).paidOrderId!;
    expect(
      parts.map(({ merchantRefundId, merchantOrderId, amountPaise, state }) => ({
        merchantRefundId,
        merchantOrderId,
        amountPaise,
        state,
      })),
    ).toEqual([
      {
        merchantRefundId: `${start.new_pnr}-OPC-R1`,
        merchantOrderId: orderId,
        amountPaise: start.quote.due * 100,
        state: 'COMPLETED',
      },
      {
        merchantRefundId: `${start.new_pnr}-OPC-R1-P2`,
        merchantOrderId: oldOrderId,
        amountPaise: (replacement.total_amount - start.quote.due) * 100,
        state: 'COMPLETED',
      },
    ]);
  });

  describe('a crash at each step is finished by the reconciler', () => {
    it('after the hold, unpaid: the hold lapses and the old ticket is free again', async () => {
      const old = await paidTicket(cheap, takeSeats(cheap, 1));
      const start = await started(await change(old.pnr_number, dear, takeSeats(dear, 1)));
      offsetMs = 20 * 60_000;
      await sweep();
      await sweep();
      expect(await record(start.new_pnr)).toMatchObject({ status: 'expired' });
      expect(await record(old.pnr_number)).toMatchObject({ status: 'confirmed', rescheduled_to: null });
    });

    it('after the payment, before anyone settled it: the sweep confirms and replaces the old ticket', async () => {
      const old = await paidTicket(cheap, takeSeats(cheap, 1));
      const start = await started(await change(old.pnr_number, dear, takeSeats(dear, 1)));
      await pay(start.new_pnr);
      offsetMs = 30_000;
      await sweep();
      expect(await record(start.new_pnr)).toMatchObject({ status: 'confirmed' });
      expect(await record(old.pnr_number)).toMatchObject({ status: 'rescheduled', rescheduled_to: start.new_pnr });
    });

    it('after the provider confirmed, before we recorded it: confirmed once, the old ticket replaced', async () => {
      const old = await paidTicket(cheap, takeSeats(cheap, 1));
      const start = await started(await change(old.pnr_number, dear, takeSeats(dear, 1)));
      await pay(start.new_pnr);
      await api.services.gds.confirmBooking(start.new_pnr);
      offsetMs = 30_000;
      await sweep();
      expect(await record(start.new_pnr)).toMatchObject({ status: 'confirmed' });
      expect(await record(old.pnr_number)).toMatchObject({ status: 'rescheduled' });
      expect((await providerTicket(start.new_pnr)).confirmed).toBe(true);
    });

    it('after the new ticket, before the old seats were cancelled: the sweep cancels them and refunds once', async () => {
      const old = await paidTicket(dear, takeSeats(dear, 1));
      await put('/sim/gds/knobs', { forcedErrors: { cancel_booking: { kind: 'http', status: 503 } } });
      const start = await started(await change(old.pnr_number, cheap, takeSeats(cheap, 1)));
      expect(start.next).toBe('done');
      // the new ticket stands; the old one is not replaced yet, and cannot be cancelled meanwhile
      expect(await record(start.new_pnr)).toMatchObject({ status: 'confirmed' });
      expect(await record(old.pnr_number)).toMatchObject({ status: 'confirmed', rescheduled_to: start.new_pnr });
      const oldRow = await stored(old.pnr_number);
      expect(await refundsOf(oldRow.id)).toEqual([]);
      await sweep();
      expect(await record(old.pnr_number)).toMatchObject({ status: 'confirmed' });
      await put('/sim/gds/knobs', {});
      await sweep();
      expect(await record(old.pnr_number)).toMatchObject({ status: 'rescheduled' });
      expect((await refundsOf(oldRow.id)).map((refund) => refund.amountPaise)).toEqual([-start.quote.due * 100]);
    });

    it('after the provider cancelled the old seats, before we recorded it: replaced and refunded once', async () => {
      const old = await paidTicket(dear, takeSeats(dear, 1));
      await put('/sim/gds/knobs', { forcedErrors: { cancel_booking: { kind: 'http', status: 503 } } });
      const start = await started(await change(old.pnr_number, cheap, takeSeats(cheap, 1)));
      await put('/sim/gds/knobs', {});
      // the provider's cancel went through; the process died before its answer was written
      await api.services.gds.cancelBooking(
        old.pnr_number,
        old.seats.map((seat) => seat.seat_number),
      );
      await sweep();
      await sweep();
      const oldRow = await stored(old.pnr_number);
      expect(oldRow.status).toBe('rescheduled');
      expect(await refundsOf(oldRow.id)).toEqual([
        expect.objectContaining({ amountPaise: -start.quote.due * 100, state: 'COMPLETED' }),
      ]);
      expect(await dateChangeMails(start.new_pnr)).toHaveLength(1);
    });
  });

  describe('refusals', () => {
    let old: BookingRecord;
    beforeAll(async () => {
      old = await paidTicket(cheap, takeSeats(cheap, 2));
    });
    const refusal = async (response: Response) => {
      const answer = await json<{ error: { message: string } }>(response);
      return { status: response.status, message: answer.error.message };
    };
    const eligibility = async (pnr: string) =>
      (await json<{ result: RescheduleEligibility }>(await get(`/api/reschedule/${pnr}`))).result;
    /** Our clock moved on: the owner signs in again, as a session of then would be. */
    const hoursBeforeDeparture = async (hours: number) => {
      offsetMs = Date.parse(old.departs_at) - Date.now() - hours * 3_600_000;
      traveller = await signInByOtp(api.url, traveller.email);
    };

    it('a trip whose operator allows no date change', async () => {
      const fixedTicket = await paidTicket(fixed, takeSeats(fixed, 1));
      expect(await eligibility(fixedTicket.pnr_number)).toMatchObject({
        allowed: false,
        reason: inEnglish(RESCHEDULE_MESSAGES.notAllowedBySchedule),
      });
      expect(await refusal(await change(fixedTicket.pnr_number, dear, takeSeats(dear, 1)))).toEqual({
        status: 409,
        message: inEnglish(RESCHEDULE_MESSAGES.notAllowedBySchedule),
      });
    });

    it('a NO_RESCHEDULE band, and the last 2 hours whatever the bands say', async () => {
      const owner = traveller;
      onTestFinished(() => {
        traveller = owner;
      });
      await hoursBeforeDeparture(5);
      expect(await eligibility(old.pnr_number)).toMatchObject({
        allowed: false,
        reason: inEnglish(RESCHEDULE_MESSAGES.notAllowedNow),
      });
      expect((await refusal(await change(old.pnr_number, dear, takeSeats(dear, 2)))).message).toBe(
        inEnglish(RESCHEDULE_MESSAGES.notAllowedNow),
      );
      await hoursBeforeDeparture(1.5);
      expect(await eligibility(old.pnr_number)).toMatchObject({
        allowed: false,
        reason: inEnglish(RESCHEDULE_MESSAGES.tooLate),
      });
    });

    it('another operator, the same trip, or another number of seats', async () => {
      expect(await refusal(await change(old.pnr_number, other, takeSeats(other, 2)))).toEqual({
        status: 409,
        message: inEnglish(RESCHEDULE_MESSAGES.otherOperator),
      });
      expect((await refusal(await change(old.pnr_number, cheap, takeSeats(cheap, 2)))).message).toBe(
        inEnglish(RESCHEDULE_MESSAGES.sameTrip),
      );
      expect((await refusal(await change(old.pnr_number, dear, takeSeats(dear, 1)))).message).toBe(
        'Pick as many seats as your ticket has: 2.',
      );
      expect(await record(old.pnr_number)).toMatchObject({ status: 'confirmed', rescheduled_to: null });
    });

    it("someone else's ticket is not found, as on every owner route", async () => {
      expect((await get(`/api/reschedule/${old.pnr_number}`, stranger)).status).toBe(404);
      expect((await change(old.pnr_number, dear, takeSeats(dear, 2), stranger)).status).toBe(404);
    });
  });

  // last: the operator's cancellation of `cheap` stays on the provider's books
  it('the operator cancels the old bus during a date change: a change that goes through keeps its ticket, one that comes to nothing is refunded in full', async () => {
    const going = await paidTicket(cheap, takeSeats(cheap, 2));
    const lapsing = await paidTicket(cheap, takeSeats(cheap, 2));
    const goingChange = await started(await change(going.pnr_number, dear, takeSeats(dear, 2)));
    const lapsingChange = await started(await change(lapsing.pnr_number, dear, takeSeats(dear, 2)));
    expect([goingChange.next, lapsingChange.next]).toEqual(['pay', 'pay']);

    await put('/sim/gds/knobs', {
      tripChanges: [{ schedule_id: cheap.scheduleId, travel_date: cheap.travelDate, cancelled: true }],
    });
    await sweep();
    // both changes are under way: the old tickets wait for them, neither refunded
    for (const old of [going, lapsing]) {
      expect(await record(old.pnr_number)).toMatchObject({ status: 'confirmed', cancelled_by: null });
      expect(await refundsOf((await stored(old.pnr_number)).id)).toEqual([]);
    }

    // one change is paid; the other's hold lapses with no payment begun
    expect((await orderStatus(await pay(goingChange.new_pnr))).data.bookingStatus).toBe('confirmed');
    offsetMs = 30 * 60_000;
    await sweep();
    await sweep();

    expect(await record(going.pnr_number)).toMatchObject({
      status: 'rescheduled',
      rescheduled_to: goingChange.new_pnr,
    });
    expect(await record(goingChange.new_pnr)).toMatchObject({ status: 'confirmed', schedule_id: dear.scheduleId });
    // the new ticket carries the old one's value: nothing of it comes back
    expect(await refundsOf((await stored(going.pnr_number)).id)).toEqual([]);

    expect(await record(lapsing.pnr_number)).toMatchObject({ status: 'cancelled', cancelled_by: 'operator' });
    const back = await refundsOf((await stored(lapsing.pnr_number)).id);
    expect(back.reduce((sum, refund) => sum + refund.amountPaise, 0)).toBe(lapsing.total_amount * 100);
  });
});
