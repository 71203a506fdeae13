import { and, asc, eq } from 'drizzle-orm';
import {
  CANCELLATION_MESSAGES,
  type BookingRecord,
  type CancelTicket,
  type Cancellability,
  type CancellationPolicy,
  type TicketDetails,
  inEnglish,
} from '@jatra/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { ORDER_STATUS_ANSWER } from '../../../test/phonepe-wire-samples';
import { loggerInto, startTestApi, type TestApi } from '../../../test/api-test-kit';
import { DEV_GDS_API_KEY, DEV_PHONEPE } from '../../config';
import { MAX_REFUND_ATTEMPTS } from '../payments/settlement';
import { refunds } from '../payments/payments.schema';
import { webhookAuthorization } from '../payments/phonepe/phonepe-client';
import { createBookingsRepository } from './bookings.repository';
import { bookings, cancellations } from './bookings.schema';
import { quoteFor } from './cancellation-quote';

const WEBHOOK_AUTH = webhookAuthorization(DEV_PHONEPE.webhookUsername, DEV_PHONEPE.webhookPassword);
const HOUR = 3_600_000;

describe('cancelling seats: the server’s rule, the provider’s agreement, one refund through the gateway', () => {
  let api: TestApi;
  let traveller: Traveller;
  let other: Traveller;
  let bus: BookableBus;
  let seatCursor = 0;
  let offsetMs = 0;
  const logLines: Record<string, unknown>[] = [];
  const reconciler = () => api.services.reconciler;
  const nextSeats = (count: number) => {
    const seats = freeSeats(bus.seats).slice(seatCursor, seatCursor + count);
    seatCursor += count;
    return seats.map((seat) => seat.id);
  };

  const get = (path: string, who: Traveller | null = traveller) =>
    fetch(`${api.url}${path}`, { headers: who ? { authorization: `Bearer ${who.accessToken}` } : {} });
  const put = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const cancel = (pnr: string, seats?: string[], who: Traveller = traveller) =>
    postJson(
      `${api.url}/api/cancel_booking/${pnr}.json`,
      seats ? { seat_numbers: seats.join(',') } : {},
      who.accessToken,
    );
  const canCancel = async (pnr: string, seats: string[] = []) => {
    const answer = await get(`/api/can_cancel.json?ticket_number=${pnr}&seat_numbers=${seats.join(',')}`);
    expect(answer.status).toBe(200);
    return (await json<{ result: { is_ticket_cancellable: Cancellability } }>(answer)).result.is_ticket_cancellable;
  };
  const details = async (pnr: string) =>
    (
      await json<{ result: { ticket_details: TicketDetails[] } }>(
        await get(`/api/booking_details.json?pnr_number=${pnr}`),
      )
    ).result.ticket_details[0]!;
  const record = async (pnr: string) =>
    (await json<{ result: BookingRecord }>(await get(`/api/bookings/${pnr}`))).result;
  const stored = async (pnr: string) =>
    (await api.database.db.select().from(bookings).where(eq(bookings.pnr, pnr)))[0]!;
  const cancellationRows = async (bookingId: string) =>
    api.database.db.select().from(cancellations).where(eq(cancellations.bookingId, bookingId));
  const refundRows = async (bookingId: string) =>
    api.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, bookingId))
      .orderBy(asc(refunds.createdAt), asc(refunds.merchantRefundId));
  const gatewayRefund = async (merchantRefundId: string) => {
    const token = await json<{ access_token: string }>(
      await fetch(`${api.url}/sim/phonepe/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: DEV_PHONEPE.clientId,
          client_secret: DEV_PHONEPE.clientSecret,
          client_version: '1',
          grant_type: 'client_credentials',
        }),
      }),
    );
    const answer = await fetch(`${api.url}/sim/phonepe/payments/v2/refund/${merchantRefundId}/status`, {
      headers: { authorization: `O-Bearer ${token.access_token}` },
    });
    return json<{ state: string; amount: number }>(answer);
  };
  const providerTicket = async (pnr: string) =>
    json<{ result: { ticket_details: { cancelled_seat_numbers: string; seat_numbers: string }[] } }>(
      await fetch(`${api.url}/sim/gds/api/booking_details.json?pnr_number=${pnr}`, {
        headers: { 'api-key': DEV_GDS_API_KEY },
      }),
    );
  async function sweepUntil(done: () => Promise<boolean>) {
    for (let sweep = 0; sweep < 10 && !(await done()); sweep++) await reconciler().runOnce();
  }

  /** Books and pays for seats, as the booking and payment pages do. */
  async function paidBooking(seatCount: number, who: Traveller = traveller): Promise<BookingRecord> {
    const booking = await bookSeats(api.url, who, bus, nextSeats(seatCount));
    const { status } = await payForBooking(api.url, who, booking.pnr_number);
    expect(status.data.bookingStatus).toBe('confirmed');
    return (await json<{ result: BookingRecord }>(await get(`/api/bookings/${booking.pnr_number}`, who))).result;
  }

  beforeAll(async () => {
    api = await startTestApi({
      now: () => new Date(Date.now() + offsetMs),
      logger: loggerInto(logLines),
      env: { RECONCILE_INTERVAL_MS: '0' },
    });
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0 });
    traveller = await signInByOtp(api.url, 'canceller@example.com');
    other = await signInByOtp(api.url, 'stranger@example.com');
    bus = await findBookableBus(api.url, 20, 3);
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });
  afterEach(async () => {
    offsetMs = 0;
    await put('/sim/gds/knobs', {});
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0 });
  });

  it('cancels one seat, then the other: fewer seats and a lower total, then cancelled; each refund sent once and followed to the end', async () => {
    const booking = await paidBooking(2);
    const [first, second] = booking.seats.map((seat) => seat.seat_number) as [string, string];
    const hours = (Date.parse(booking.departs_at) - Date.now()) / HOUR;
    const percent = expectedPercent(booking.cancellation_policy, hours)!;
    const firstFare = booking.seats[0]!.fare;
    const expectedRefund = paidFor(booking, [first]) - Math.round((firstFare * percent) / 100);

    const check = await canCancel(booking.pnr_number, [first]);
    expect(check).toMatchObject({ is_cancellable: true, cancel_percent: percent, refund_amount: expectedRefund });

    const answer = await cancel(booking.pnr_number, [first]);
    expect(answer.status).toBe(200);
    const { cancel_ticket: ticket } = (await json<{ result: { cancel_ticket: CancelTicket } }>(answer)).result;
    expect(ticket).toMatchObject({ seat_numbers: first, refund_amount: expectedRefund, booking_status: 'confirmed' });

    const afterOne = await stored(booking.pnr_number);
    expect(afterOne.status).toBe('confirmed');
    expect(afterOne.seats.map((seat) => seat.seat_number)).toEqual([second]);
    expect(afterOne.totalAmount).toBe(booking.total_amount - paidFor(booking, [first]));
    const [firstRefund] = await refundRows(afterOne.id);
    expect(firstRefund).toMatchObject({ amountPaise: expectedRefund * 100, merchantOrderId: afterOne.paidOrderId });
    expect((await record(booking.pnr_number)).refund).toEqual({ amount: expectedRefund, status: 'pending' });

    await sweepUntil(async () => (await details(booking.pnr_number)).cancellations[0]!.refund_status === 'refunded');
    const ticketNow = await details(booking.pnr_number);
    expect(ticketNow.cancellations[0]).toMatchObject({ seat_numbers: [first], refund_status: 'refunded' });
    expect(ticketNow.passenger_details.map((person) => person.seat_no)).toEqual([second]);
    expect(ticketNow.cancelled_seat_numbers).toBe(first);
    expect(await gatewayRefund(firstRefund!.merchantRefundId)).toMatchObject({
      state: 'COMPLETED',
      amount: expectedRefund * 100,
    });

    const last = await cancel(booking.pnr_number);
    expect(last.status).toBe(200);
    const row = await stored(booking.pnr_number);
    expect(row).toMatchObject({ status: 'cancelled', seats: [], totalAmount: 0, paymentStatus: 'refund_pending' });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    await sweepUntil(async () => (await stored(booking.pnr_number)).paymentStatus === 'refunded');
    const allRefunds = await refundRows(row.id);
    expect(allRefunds.map((refund) => refund.state)).toEqual(['COMPLETED', 'COMPLETED']);
    const refunded = allRefunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
    expect(refunded).toBeLessThanOrEqual(booking.total_amount * 100);
    expect((await record(booking.pnr_number)).refund.status).toBe('refunded');
    expect(
      (await providerTicket(booking.pnr_number)).result.ticket_details[0]!.cancelled_seat_numbers.split(',').sort(),
    ).toEqual([first, second].sort());
    // nothing is left to cancel
    expect((await cancel(booking.pnr_number)).status).toBe(409);
  });

  it('two simultaneous cancel requests for the same seats cancel and refund once', async () => {
    const booking = await paidBooking(2);
    const answers = await Promise.all([cancel(booking.pnr_number), cancel(booking.pnr_number)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const row = await stored(booking.pnr_number);
    expect(row.status).toBe('cancelled');
    const done = (await cancellationRows(row.id)).filter((item) => item.status === 'completed');
    expect(done).toHaveLength(1);
    expect(await refundRows(row.id)).toHaveLength(1);
  });

  it('a cancel the process did not live to record is found by the reconciler and completed with its refund', async () => {
    const booking = await paidBooking(1);
    const row = await stored(booking.pnr_number);
    const quote = quoteFor(row, [], [], new Date());
    if (!quote.cancellable) throw new Error('the test booking should be cancellable');
    // what a killed process leaves: the cancellation opened, the provider's cancel done, nothing written after
    await createBookingsRepository(api.database.db).openCancellation({
      id: crypto.randomUUID(),
      bookingId: row.id,
      userId: row.userId,
      pnr: row.pnr,
      seatNumbers: quote.seatNumbers,
      status: 'requested',
      cancelPercent: quote.cancelPercent,
      chargePaise: quote.chargePaise,
      refundPaise: quote.refundPaise,
      quote: { seats: quote.seats, paidPaise: quote.paidPaise },
      claimedUntil: new Date(Date.now() - 1000),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const providerCancel = await fetch(
      `${api.url}/sim/gds/api/cancel_booking.json?ticket_number=${row.pnr}&seat_numbers=${quote.seatNumbers.join(',')}`,
      { headers: { 'api-key': DEV_GDS_API_KEY } },
    );
    expect(await providerCancel.json()).toHaveProperty('result.cancel_ticket');
    expect((await stored(booking.pnr_number)).status).toBe('confirmed');

    await reconciler().runOnce();
    const after = await stored(booking.pnr_number);
    expect(after.status).toBe('cancelled');
    const [done] = await cancellationRows(row.id);
    expect(done).toMatchObject({ status: 'completed', refundPaise: quote.refundPaise });
    await sweepUntil(async () => (await stored(booking.pnr_number)).paymentStatus === 'refunded');
    const [refund] = await refundRows(row.id);
    expect(refund).toMatchObject({ state: 'COMPLETED', amountPaise: quote.refundPaise, cancellationId: done!.id });
  });

  it('a replayed, forged or unsigned refund webhook changes nothing', async () => {
    const booking = await paidBooking(1);
    expect((await cancel(booking.pnr_number)).status).toBe(200);
    const row = await stored(booking.pnr_number);
    await sweepUntil(async () => (await stored(booking.pnr_number)).paymentStatus === 'refunded');
    const [refund] = await refundRows(row.id);
    expect(refund!.state).toBe('COMPLETED');
    const webhook = (event: string, state: string) => ({
      event,
      payload: {
        merchantRefundId: refund!.merchantRefundId,
        originalMerchantOrderId: refund!.merchantOrderId,
        refundId: refund!.refundId,
        amount: refund!.amountPaise,
        state,
      },
    });
    const post = (body: unknown, authorization?: string) =>
      fetch(`${api.url}/api/phonepe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(body),
      });
    expect((await post(webhook('pg.refund.failed', 'FAILED'))).status).toBe(401);
    expect((await post(webhook('pg.refund.failed', 'FAILED'), 'f'.repeat(64))).status).toBe(401);
    // signed, replayed, even claiming a failure: the gateway's word is read back, and it says COMPLETED
    for (const body of [webhook('pg.refund.completed', 'COMPLETED'), webhook('pg.refund.failed', 'FAILED')]) {
      expect((await post(body, WEBHOOK_AUTH)).status).toBe(200);
      expect((await post(body, WEBHOOK_AUTH)).status).toBe(200);
    }
    expect(await refundRows(row.id)).toEqual([refund]);
    expect(await stored(booking.pnr_number)).toEqual(await stored(booking.pnr_number));
    expect((await stored(booking.pnr_number)).paymentStatus).toBe('refunded');
  });

  it('a payment webhook or status poll arriving after the cancellation refunds nothing more', async () => {
    const booking = await paidBooking(1);
    const { paidOrderId } = await stored(booking.pnr_number);
    expect((await cancel(booking.pnr_number)).status).toBe(200);
    const row = await stored(booking.pnr_number);
    // a late or repeated checkout webhook, and the callback page still polling, about the order that bought the ticket
    const late = await fetch(`${api.url}/api/phonepe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: WEBHOOK_AUTH },
      body: JSON.stringify({
        type: 'CHECKOUT_ORDER_COMPLETED',
        event: 'checkout.order.completed',
        payload: { ...ORDER_STATUS_ANSWER, merchantOrderId: paidOrderId },
      }),
    });
    expect(late.status).toBe(200);
    expect((await get(`/api/phonepe/order-status/${paidOrderId}`)).status).toBe(200);
    await sweepUntil(async () => (await stored(booking.pnr_number)).paymentStatus === 'refunded');
    const [refund, ...more] = await refundRows(row.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ state: 'COMPLETED', cancellationId: expect.any(String) });
  });

  it('a refund the gateway fails is tried again and completes', async () => {
    const booking = await paidBooking(1);
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0, refundOutcome: 'FAILED' });
    expect((await cancel(booking.pnr_number)).status).toBe(200);
    const row = await stored(booking.pnr_number);
    await sweepUntil(async () => (await refundRows(row.id)).some((refund) => refund.state === 'FAILED'));
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0 });
    await sweepUntil(async () => (await stored(booking.pnr_number)).paymentStatus === 'refunded');
    // the sweep that saw the first failure tried again at once, perhaps still under the failing knob
    const attempts = await refundRows(row.id);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.length).toBeLessThanOrEqual(MAX_REFUND_ATTEMPTS);
    expect(attempts.map((attempt) => attempt.state)).toEqual([
      ...attempts.slice(0, -1).map(() => 'FAILED'),
      'COMPLETED',
    ]);
    expect(attempts.map((attempt) => attempt.merchantRefundId.replace(row.paidOrderId!, ''))).toEqual(
      attempts.map((_attempt, index) => `-C1-R${index + 1}`),
    );
    expect(new Set(attempts.map((attempt) => attempt.amountPaise)).size).toBe(1);
    expect((await details(booking.pnr_number)).cancellations[0]!.refund_status).toBe('refunded');
  });

  it('when the provider’s refund differs from the stored policy, the traveller gets the better one and it is logged', async () => {
    const booking = await paidBooking(2);
    const [kept, gone] = booking.seats.map((seat) => seat.seat_number) as [string, string];
    // the operator's bands when this ticket was sold: 40% at any time (they have changed at the provider since)
    const soldUnder: CancellationPolicy = {
      source: 'operator',
      bands: [{ fromHours: 0, toHours: null, chargePercent: 40 }],
    };
    await api.database.db
      .update(bookings)
      .set({ cancellationPolicy: soldUnder })
      .where(eq(bookings.pnr, booking.pnr_number));
    const fareOf = (seat: string) => booking.seats.find((item) => item.seat_number === seat)!.fare;
    const ours = (seat: string) => paidFor(booking, [seat]) - Math.round((fareOf(seat) * 40) / 100);
    // the provider's own reckoning: fare + its 5% tax to the paisa, minus the percent of the fare
    const providers = (seat: string, percent: number) => Math.round(fareOf(seat) * 105 - fareOf(seat) * percent) / 100;
    // never more than was paid for the seat
    const better = (seat: string, percent: number) =>
      Math.min(paidFor(booking, [seat]), Math.max(ours(seat), providers(seat, percent)));

    // the provider charges 10%: its refund is better, so it is what goes back
    await put('/sim/gds/knobs', { cancelPercentOverride: 10 });
    expect((await canCancel(booking.pnr_number, [gone])).refund_amount).toBeCloseTo(better(gone, 10), 2);
    logLines.length = 0;
    const first = await json<{ result: { cancel_ticket: CancelTicket } }>(await cancel(booking.pnr_number, [gone]));
    expect(first.result.cancel_ticket.refund_amount).toBeCloseTo(better(gone, 10), 2);
    expect(first.result.cancel_ticket.refund_amount).toBeGreaterThan(ours(gone));
    const row = await stored(booking.pnr_number);
    const [refund] = await refundRows(row.id);
    expect(refund!.amountPaise).toBe(Math.round(first.result.cancel_ticket.refund_amount * 100));
    const logged = logLines.find((line) => String(line.msg).includes('disagree'));
    expect(logged).toMatchObject({ pnr: booking.pnr_number, ourRefundPaise: ours(gone) * 100 });

    // the provider charges 90%: the stored policy is better for the traveller and stands
    await put('/sim/gds/knobs', { cancelPercentOverride: 90 });
    const second = await json<{ result: { cancel_ticket: CancelTicket } }>(await cancel(booking.pnr_number, [kept]));
    expect(second.result.cancel_ticket.refund_amount).toBe(ours(kept));
    const refundsNow = await refundRows(row.id);
    expect(refundsNow.map((item) => item.amountPaise)).toEqual([refund!.amountPaise, ours(kept) * 100]);
  });

  it('within 2 hours of departure nothing can be cancelled, whatever the request says', async () => {
    let late = await signInByOtp(api.url, 'late-traveller@example.com');
    const booking = await paidBooking(1, late);
    offsetMs = Date.parse(booking.departs_at) - Date.now() - HOUR;
    // days later: a token of that day
    late = await signInByOtp(api.url, late.email);
    const answer = await get(`/api/can_cancel.json?ticket_number=${booking.pnr_number}`, late);
    const check = (await json<{ result: { is_ticket_cancellable: Cancellability } }>(answer)).result
      .is_ticket_cancellable;
    expect(check).toMatchObject({ is_cancellable: false, reason: inEnglish(CANCELLATION_MESSAGES.notCancellable) });
    const refused = await cancel(booking.pnr_number, [booking.seats[0]!.seat_number], late);
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(
      inEnglish(CANCELLATION_MESSAGES.notCancellable),
    );
    const row = await stored(booking.pnr_number);
    expect(row.status).toBe('confirmed');
    expect(await cancellationRows(row.id)).toHaveLength(0);
    expect((await providerTicket(booking.pnr_number)).result.ticket_details[0]!.cancelled_seat_numbers).toBe('');
  });

  it('answers only the owner (and admins); bad input is a 400, and a GET never cancels', async () => {
    const booking = await paidBooking(1);
    const pnr = booking.pnr_number;
    expect((await get(`/api/booking_details.json?pnr_number=${pnr}`, null)).status).toBe(401);
    expect((await get(`/api/booking_details.json?pnr_number=${pnr}`, other)).status).toBe(404);
    expect((await get(`/api/can_cancel.json?ticket_number=${pnr}`, other)).status).toBe(404);
    expect((await cancel(pnr, undefined, other)).status).toBe(404);
    expect((await get(`/api/booking_details.json?pnr_number=NOPE0000`)).status).toBe(404);
    expect((await get(`/api/booking_details.json`)).status).toBe(400);
    expect((await get(`/api/can_cancel.json?ticket_number=${pnr}&seat_numbers=;drop`)).status).toBe(400);
    expect(
      (await postJson(`${api.url}/api/cancel_booking/${pnr}.json`, { seat_numbers: 7 }, traveller.accessToken)).status,
    ).toBe(400);
    expect((await cancel(pnr, ['Z99'])).status).toBe(400);
    const viaGet = await get(`/api/cancel_booking.json?ticket_number=${pnr}`);
    expect(viaGet.status).toBe(405);
    const row = await stored(pnr);
    expect(row.status).toBe('confirmed');
    expect(
      await api.database.db
        .select()
        .from(cancellations)
        .where(and(eq(cancellations.bookingId, row.id), eq(cancellations.status, 'completed'))),
    ).toHaveLength(0);
    const ticket = await details(pnr);
    expect(ticket).toMatchObject({
      pnr_number: pnr,
      status: 'confirmed',
      ticket_status: 'Confirmed',
      no_of_seats: 1,
      qr_code: `JATRA;PNR=${pnr};DATE=${booking.travel_date};SEATS=${booking.seats[0]!.seat_number}`,
      cancellation_policy: booking.cancellation_policy,
    });
    expect(ticket.boarding_point_details.boarding_stage_address).not.toBe('');
    expect(ticket.seat_fare_details[0]!.seat_detail.fare).toBe(booking.seats[0]!.fare);
    expect(ticket.payment.amount_paid).toBe(booking.total_amount);
  });
});
