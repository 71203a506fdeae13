import { eq, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  PAYMENT_MESSAGES,
  paymentAmounts,
  type BookingRecord,
  type OrderStatusResponse,
  inEnglish,
} from '@jatra/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  holdSeats,
  json,
  postJson,
  signInByOtp,
  type BookableBus,
  type Traveller,
} from '../../../test/booking-journey-test-kit';
import { freshStore, startApiOn, startTestApi, type TestApi } from '../../../test/api-test-kit';
import { bookings } from '../bookings/bookings.schema';
import { DEV_PHONEPE } from '../../config';
import { RECONCILE_BATCH, STRAY_ORDER_MARGIN_MS } from './reconciler';
import { MAX_CONFIRM_ATTEMPTS } from './settlement';
import { paymentOrders, refunds } from './payments.schema';
import { webhookAuthorization } from './phonepe/phonepe-client';

const WEBHOOK_AUTH = webhookAuthorization(DEV_PHONEPE.webhookUsername, DEV_PHONEPE.webhookPassword);

/** The provider confirmations the API asked for (as the simulator received them): the one call that sells seats. */
const confirmCalls: string[] = [];

describe('from a held seat to a paid ticket, whatever happens on the way', () => {
  let api: TestApi;
  let traveller: Traveller;
  let other: Traveller;
  let bus: BookableBus;
  let seatCursor = 0;
  /** Each test takes seats of its own on one bus. */
  const nextSeats = (count: number) => {
    const seats = freeSeats(bus.seats).slice(seatCursor, seatCursor + count);
    seatCursor += count;
    return seats.map((seat) => seat.id);
  };
  const reconciler = () => api.services.reconciler;

  const get = (path: string, who: Traveller = traveller) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${who.accessToken}` } });
  const createPayment = (pnr: string, who: Traveller = traveller, extra: Record<string, unknown> = {}) =>
    postJson(`${api.url}/api/phonepe/create-payment`, { merchantOrderId: pnr, ...extra }, who.accessToken);
  const orderStatus = async (orderId: string) =>
    json<OrderStatusResponse>(await get(`/api/phonepe/order-status/${orderId}`));
  const settleAtGateway = (orderId: string, state: 'COMPLETED' | 'FAILED') =>
    postJson(`${api.url}/sim/phonepe/orders/${orderId}/settle`, { state });
  const phonePeKnobs = (knobs: Record<string, unknown>) =>
    fetch(`${api.url}/sim/phonepe/knobs`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(knobs),
    });
  const gdsKnobs = (knobs: Record<string, unknown>) =>
    fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(knobs),
    });
  const stored = async (pnr: string) =>
    (await api.database.db.select().from(bookings).where(eq(bookings.pnr, pnr)))[0]!;

  async function paidOrder(seatCount = 1) {
    const booking = await bookSeats(api.url, traveller, bus, nextSeats(seatCount));
    const payment = await json<{ orderId: string; amount: number }>(await createPayment(booking.pnr_number));
    return { booking, orderId: payment.orderId, amount: payment.amount };
  }

  beforeAll(async () => {
    // webhooks would race the tests' own polling; the tests that want them send or enable them
    api = await startTestApi();
    api.onRequest((path) => {
      if (path.includes('/gds/api/confirm_booking/')) confirmCalls.push(path);
    });
    await phonePeKnobs({ dropWebhooks: true });
    traveller = await signInByOtp(api.url, 'payer@example.com');
    other = await signInByOtp(api.url, 'someone-else@example.com');
    bus = await findBookableBus(api.url, 30);
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });
  afterEach(async () => {
    await gdsKnobs({});
    await phonePeKnobs({ dropWebhooks: true });
  });

  it('holds the seats at the provider and stores the booking with the provider’s fares, whatever the client says', async () => {
    const seats = nextSeats(2);
    const answer = await holdSeats(api.url, traveller, bus, seats, {
      seats: seats.map((seatNumber) => ({
        seatNumber,
        fare: 1,
        passenger: { name: 'Asha Das', age: 30, gender: 'female', email: 'asha@example.com', mobile: '9876543210' },
      })),
    });
    expect(answer.status).toBe(201);
    const { result, booking } = await json<{
      result: { ticket_details: { pnr_number: string } };
      booking: BookingRecord;
    }>(answer);
    const fares = seats.map((id) => bus.seats.find((seat) => seat.id === id)!.fare);
    const amounts = paymentAmounts(fares[0]! + fares[1]!);
    expect(booking).toMatchObject({
      pnr_number: result.ticket_details.pnr_number,
      status: 'tentative',
      payment_status: 'pending',
      base_amount: amounts.base,
      gst_amount: amounts.gst,
      total_amount: amounts.total,
    });
    // the seat map now shows them taken
    const schedule = await json<{ result: { seat_layout: { seats: { id: string; isBooked: boolean }[] } } }>(
      await fetch(`${api.url}/api/schedule/${bus.scheduleId}.json`),
    );
    for (const id of seats)
      expect(schedule.result.seat_layout.seats.find((seat) => seat.id === id)?.isBooked).toBe(true);
    // and the owner sees it in their list, newest first; nobody else does
    const mine = await json<{ result: BookingRecord[] }>(await get('/api/bookings'));
    expect(mine.result[0]?.pnr_number).toBe(booking.pnr_number);
    const theirs = await json<{ result: BookingRecord[] }>(await get('/api/bookings', other));
    expect(theirs.result.map((row) => row.pnr_number)).not.toContain(booking.pnr_number);
    expect((await get(`/api/bookings/${booking.pnr_number}`, other)).status).toBe(404);
  });

  it('50 travellers racing for one seat: exactly one holds it, the rest get a clear 409', async () => {
    const [seat] = nextSeats(1);
    const racers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => signInByOtp(api.url, `racer-${index}@example.com`)),
    );
    const answers = await Promise.all(racers.map((racer) => holdSeats(api.url, racer, bus, [seat!])));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = await json<{ error: { message: string } }>(answers.find((answer) => answer.status === 409)!);
    expect(refused.error.message).toContain(seat!);
    const rows = await api.database.db.select().from(bookings).where(eq(bookings.scheduleId, bus.scheduleId));
    expect(rows.filter((row) => row.seats.some((booked) => booked.seat_number === seat))).toHaveLength(1);
    const schedule = await json<{ result: { seat_layout: { seats: { id: string; isBooked: boolean }[] } } }>(
      await fetch(`${api.url}/api/schedule/${bus.scheduleId}.json`),
    );
    expect(schedule.result.seat_layout.seats.find((candidate) => candidate.id === seat)?.isBooked).toBe(true);
  }, 60_000);

  it('refuses a women-reserved seat without women mode, and a seat that is not on the bus', async () => {
    const women = bus.seats.find((seat) => seat.isWomenSeat && seat.available);
    if (women) {
      const refused = await holdSeats(api.url, traveller, bus, [women.id]);
      expect(refused.status).toBe(400);
      expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(
        inEnglish(BOOKING_MESSAGES.womenOnlySeat),
      );
    }
    const unknown = await holdSeats(api.url, traveller, bus, ['Z99']);
    expect(unknown.status).toBe(400);
  });

  it('20 status polls and a duplicated webhook for one paid order: one provider confirmation, one ticket', async () => {
    const { booking, orderId } = await paidOrder();
    expect((await settleAtGateway(orderId, 'COMPLETED')).status).toBe(200);
    const before = confirmCalls.length;
    const payload = { orderId: 'OMO-any', merchantOrderId: orderId, state: 'COMPLETED', amount: 100, expireAt: 0 };
    // PhonePe names the event twice, `event` and the older `type`; a body with `type` alone is read too
    const webhook = (names: object) =>
      fetch(`${api.url}/api/phonepe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: WEBHOOK_AUTH },
        body: JSON.stringify({ ...names, payload }),
      });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => orderStatus(orderId)),
      webhook({ event: 'checkout.order.completed', type: 'CHECKOUT_ORDER_COMPLETED' }).then((answer) => answer.status),
      webhook({ type: 'CHECKOUT_ORDER_COMPLETED' }).then((answer) => answer.status),
    ]);
    expect(answers.slice(20)).toEqual([200, 200]);
    for (const answer of answers.slice(0, 20) as OrderStatusResponse[]) expect(answer.data.state).toBe('COMPLETED');
    const settled = await orderStatus(orderId);
    expect(settled.data).toMatchObject({ state: 'COMPLETED', bookingStatus: 'confirmed', paymentStatus: 'completed' });
    expect(confirmCalls.length - before).toBe(1);
    const row = await stored(booking.pnr_number);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', paidOrderId: orderId });
    expect(row.ticketNumber).toBeTruthy();
    expect(await api.database.db.select().from(refunds).where(eq(refunds.bookingId, row.id))).toEqual([]);
  });

  it('a provider failure while the hold lasts is retried, and the booking is confirmed once it passes', async () => {
    const { booking, orderId } = await paidOrder();
    await gdsKnobs({
      forcedErrors: { confirm_booking: { kind: 'envelope', code: 500, message: 'Temporary failure' } },
    });
    await settleAtGateway(orderId, 'COMPLETED');
    // paid, still being ticketed: the page keeps polling
    expect((await orderStatus(orderId)).data).toMatchObject({ state: 'COMPLETED', bookingStatus: 'tentative' });
    await gdsKnobs({});
    expect((await orderStatus(orderId)).data).toMatchObject({ bookingStatus: 'confirmed', paymentStatus: 'completed' });
    expect(await api.database.db.select().from(refunds).where(eq(refunds.merchantOrderId, orderId))).toEqual([]);
    expect((await stored(booking.pnr_number)).confirmAttempts).toBe(2);
  });

  it('when the provider keeps refusing after the money was taken: booking failed, refund started, retried and completed', async () => {
    const { booking, orderId, amount } = await paidOrder();
    await gdsKnobs({
      forcedErrors: { confirm_booking: { kind: 'envelope', code: 500, message: 'Service unavailable' } },
    });
    // the gateway will fail the first refund
    await phonePeKnobs({ dropWebhooks: true, refundStepMs: 0, refundOutcome: 'FAILED' });
    await settleAtGateway(orderId, 'COMPLETED');
    const polls: OrderStatusResponse[] = [];
    for (let poll = 0; poll < MAX_CONFIRM_ATTEMPTS; poll++) polls.push(await orderStatus(orderId));
    expect(polls.slice(0, -1).map((answer) => answer.data.bookingStatus)).toEqual(['tentative', 'tentative']);
    expect(polls.at(-1)!.data).toMatchObject({
      state: 'COMPLETED',
      bookingStatus: 'failed',
      paymentStatus: 'refund_pending',
      failureReason: inEnglish(PAYMENT_MESSAGES.confirmFailed),
    });
    const row = await stored(booking.pnr_number);
    const [refund] = await api.database.db.select().from(refunds).where(eq(refunds.bookingId, row.id));
    expect(refund).toMatchObject({ merchantOrderId: orderId, amountPaise: amount, state: 'PENDING' });
    expect(refund!.refundId).toBeTruthy();
    // refunds made from now on succeed; the reconciler retries the failed one and follows it to its end
    await phonePeKnobs({ dropWebhooks: true, refundStepMs: 0 });
    for (let sweep = 0; sweep < 8 && (await stored(booking.pnr_number)).paymentStatus !== 'refunded'; sweep++) {
      await reconciler().runOnce();
    }
    expect((await stored(booking.pnr_number)).paymentStatus).toBe('refunded');
    const attempts = await api.database.db.select().from(refunds).where(eq(refunds.bookingId, row.id));
    expect(attempts.map((attempt) => attempt.state).sort()).toEqual(['COMPLETED', 'FAILED']);
  });

  it('refunds the gateway cannot answer about never keep a newer one waiting: the sweep goes round them all', async () => {
    // a traveller of its own: the others' holds of the hour are counted for the tests after this one
    const refunded = await signInByOtp(api.url, 'refunded@example.com');
    const booking = await bookSeats(api.url, refunded, bus, nextSeats(1));
    const { orderId } = await json<{ orderId: string }>(await createPayment(booking.pnr_number, refunded));
    await gdsKnobs({
      forcedErrors: { confirm_booking: { kind: 'envelope', code: 500, message: 'Service unavailable' } },
    });
    await phonePeKnobs({ dropWebhooks: true, refundStepMs: 0 });
    await settleAtGateway(orderId, 'COMPLETED');
    for (let poll = 0; poll < MAX_CONFIRM_ATTEMPTS; poll++) await get(`/api/phonepe/order-status/${orderId}`, refunded);
    expect(await stored(booking.pnr_number)).toMatchObject({ status: 'failed', paymentStatus: 'refund_pending' });
    // more than a sweep's batch of older refunds, of an order the gateway never saw: each ask about them fails
    const ghost = `${orderId}-GHOST`;
    await api.database.db.execute(sql`
      insert into payment_orders
      select (jsonb_populate_record(o, jsonb_build_object('merchant_order_id', ${ghost}::text))).*
      from payment_orders o where o.merchant_order_id = ${orderId}::text`);
    await api.database.db.execute(sql`
      insert into refunds
      select (jsonb_populate_record(r, jsonb_build_object(
        'merchant_refund_id', ${ghost}::text || '-R' || n,
        'merchant_order_id', ${ghost}::text,
        'state', 'PENDING',
        'created_at', r.created_at - interval '1 hour',
        'updated_at', r.updated_at - interval '1 hour'
      ))).*
      from refunds r, generate_series(1, ${RECONCILE_BATCH + 10}) as n
      where r.merchant_order_id = ${orderId}::text`);

    // the first pass asks about a batch of them and fails; the passes after it reach the real refund too
    await reconciler().runOnce();
    expect((await stored(booking.pnr_number)).paymentStatus).toBe('refund_pending');
    for (let sweep = 0; sweep < 6 && (await stored(booking.pnr_number)).paymentStatus !== 'refunded'; sweep++) {
      await reconciler().runOnce();
    }
    expect((await stored(booking.pnr_number)).paymentStatus).toBe('refunded');
    await gdsKnobs({ forcedErrors: {} });
  });

  it('a second paid order for a booking another order paid is refunded, even if no settler did it at the time', async () => {
    const booking = await bookSeats(api.url, traveller, bus, nextSeats(1));
    const first = await json<{ orderId: string }>(await createPayment(booking.pnr_number));
    const second = await json<{ orderId: string }>(await createPayment(booking.pnr_number));
    await settleAtGateway(first.orderId, 'COMPLETED');
    await settleAtGateway(second.orderId, 'COMPLETED');
    expect((await orderStatus(first.orderId)).data.bookingStatus).toBe('confirmed');
    // as left by a settler that gave way to the one confirming: paid, stored, nothing else done
    await api.database.db
      .update(paymentOrders)
      .set({ state: 'COMPLETED' })
      .where(eq(paymentOrders.merchantOrderId, second.orderId));
    await reconciler().runOnce();
    const [refund] = await api.database.db.select().from(refunds).where(eq(refunds.merchantOrderId, second.orderId));
    expect(refund).toMatchObject({ amountPaise: booking.total_amount * 100 });
    expect(await stored(booking.pnr_number)).toMatchObject({ status: 'confirmed', paidOrderId: first.orderId });
  });

  it('the sweep looks for such orders paid since its last pass only, so it never walks every order ever paid', async () => {
    const booking = await bookSeats(api.url, traveller, bus, nextSeats(1));
    const first = await json<{ orderId: string }>(await createPayment(booking.pnr_number));
    const second = await json<{ orderId: string }>(await createPayment(booking.pnr_number));
    await settleAtGateway(first.orderId, 'COMPLETED');
    await settleAtGateway(second.orderId, 'COMPLETED');
    expect((await orderStatus(first.orderId)).data.bookingStatus).toBe('confirmed');
    // as in the test before, but paid before the last pass looked (less its margin)
    await reconciler().runOnce();
    const beforeLastPass = new Date(Date.now() - STRAY_ORDER_MARGIN_MS - 60_000);
    await api.database.db
      .update(paymentOrders)
      .set({ state: 'COMPLETED', updatedAt: beforeLastPass })
      .where(eq(paymentOrders.merchantOrderId, second.orderId));
    await reconciler().runOnce();
    expect(await api.database.db.select().from(refunds).where(eq(refunds.merchantOrderId, second.orderId))).toEqual([]);
  });

  it('a payment the gateway never got fails when its window closes, and its booking then expires', async () => {
    const booking = await bookSeats(api.url, traveller, bus, nextSeats(1));
    await phonePeKnobs({ dropWebhooks: true, failureRate: 1 });
    expect((await createPayment(booking.pnr_number)).status).toBe(502);
    await phonePeKnobs({ dropWebhooks: true });
    const past = new Date(Date.now() - 60_000);
    await api.database.db
      .update(paymentOrders)
      .set({ expiresAt: past, updatedAt: past })
      .where(eq(paymentOrders.merchantOrderId, `${booking.pnr_number}-1`));
    await api.database.db.update(bookings).set({ holdExpiresAt: past }).where(eq(bookings.pnr, booking.pnr_number));
    await reconciler().runOnce();
    const [order] = await api.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.merchantOrderId, `${booking.pnr_number}-1`));
    expect(order!.state).toBe('FAILED');
    await reconciler().runOnce();
    expect(await stored(booking.pnr_number)).toMatchObject({ status: 'expired', paymentStatus: 'failed' });
  });

  it('a failed payment can be retried with a new order, which then succeeds', async () => {
    const { booking, orderId } = await paidOrder();
    await settleAtGateway(orderId, 'FAILED');
    expect((await orderStatus(orderId)).data).toMatchObject({ state: 'FAILED', bookingStatus: 'tentative' });
    const retry = await json<{ orderId: string }>(await createPayment(booking.pnr_number));
    expect(retry.orderId).not.toBe(orderId);
    await settleAtGateway(retry.orderId, 'COMPLETED');
    expect((await orderStatus(retry.orderId)).data).toMatchObject({ state: 'COMPLETED', bookingStatus: 'confirmed' });
    // paid: no third attempt
    expect((await createPayment(booking.pnr_number)).status).toBe(409);
  });

  it('computes the amount itself and refuses someone else’s PNR, tampered amounts and unsigned or forged webhooks', async () => {
    const booking = await bookSeats(api.url, traveller, bus, nextSeats(1));
    const tampered = await createPayment(booking.pnr_number, traveller, { amount: 100 });
    expect(tampered.status).toBe(201);
    const { orderId, amount } = await json<{ orderId: string; amount: number }>(tampered);
    expect(amount).toBe(booking.total_amount * 100);
    const [order] = await api.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.merchantOrderId, orderId));
    expect(order!.amountPaise).toBe(booking.total_amount * 100);

    expect((await createPayment(booking.pnr_number, other)).status).toBe(404);
    expect(
      (await postJson(`${api.url}/api/phonepe/create-payment`, { merchantOrderId: 5 }, traveller.accessToken)).status,
    ).toBe(400);
    expect((await get(`/api/phonepe/order-status/${orderId}`, other)).status).toBe(404);

    const forged = (authorization?: string) =>
      fetch(`${api.url}/api/phonepe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({
          event: 'checkout.order.completed',
          payload: {
            orderId: 'OMO1',
            merchantOrderId: orderId,
            state: 'COMPLETED',
            amount: order!.amountPaise,
            expireAt: 0,
          },
        }),
      });
    expect((await forged()).status).toBe(401);
    expect((await forged('0'.repeat(64))).status).toBe(401);
    // signed, but the gateway says the order is unpaid: the webhook's word changes nothing
    expect((await forged(WEBHOOK_AUTH)).status).toBe(200);
    expect(await stored(booking.pnr_number)).toMatchObject({ status: 'tentative', paymentStatus: 'pending' });
    const [after] = await api.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.merchantOrderId, orderId));
    expect(after!.state).toBe('PENDING');
    expect(confirmCalls.some((url) => url.includes(booking.pnr_number))).toBe(false);
  });

  it('a hold that lapses unpaid expires the booking, and it can no longer be paid', async () => {
    const booking = await bookSeats(api.url, traveller, bus, nextSeats(1));
    await api.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.pnr, booking.pnr_number));
    expect((await createPayment(booking.pnr_number)).status).toBe(409);
    await reconciler().runOnce();
    expect(await stored(booking.pnr_number)).toMatchObject({ status: 'expired', paymentStatus: 'failed' });
  });
});

describe('the API process dies between payment and confirmation', () => {
  it('after a restart, the reconciler confirms the paid booking', async () => {
    const store = await freshStore(`/tmp/jatra-restart-${Date.now()}`);
    let api = await startApiOn(store.options);
    try {
      await fetch(`${api.url}/sim/phonepe/knobs`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ dropWebhooks: true }),
      });
      const traveller = await signInByOtp(api.url, 'crash@example.com');
      const bus = await findBookableBus(api.url, 4, 3);
      const booking = await bookSeats(api.url, traveller, bus, [freeSeats(bus.seats)[0]!.id]);
      const created = await postJson(
        `${api.url}/api/phonepe/create-payment`,
        { merchantOrderId: booking.pnr_number },
        traveller.accessToken,
      );
      const { orderId } = (await created.json()) as { orderId: string };
      // the traveller pays; the webhook is lost and the process dies before anyone asks for the status
      await postJson(`${api.url}/sim/phonepe/orders/${orderId}/settle`, { state: 'COMPLETED' });
      await api.close();

      // a minute later a new process starts on the same data
      api = await startApiOn(store.options, { now: () => new Date(Date.now() + 60_000) });
      await api.services.reconciler.runOnce();
      const [row] = await api.database.db.select().from(bookings).where(eq(bookings.pnr, booking.pnr_number));
      expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', paidOrderId: orderId });
      expect(row!.ticketNumber).toBeTruthy();
    } finally {
      await api.close();
      await store.drop();
    }
  }, 120_000);
});
