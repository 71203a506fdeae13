import { eq, sql } from 'drizzle-orm';
import type { OrderStatusResponse } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceEnv } from '../../scripts/launcher/api-cluster';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  holdSeats,
  postJson,
  signInByOtp,
  type BookableBus,
  type Traveller,
} from '../test/booking-journey-test-kit';
import { chatRequest, openChatStream } from '../test/support-chat-test-kit';
import { freshStore, startApiOn, type TestApi, type TestStore } from '../test/api-test-kit';
import { bookings, cancellations, paymentOrders, refunds } from './commerce';
import { operators } from './catalog';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_PHONEPE } from './config';
import { mailOutbox } from './db/schema';
import { smsOutbox } from './sms';
import { webhookAuthorization } from './commerce';

const WEBHOOK_AUTH = webhookAuthorization(DEV_PHONEPE.webhookUsername, DEV_PHONEPE.webhookPassword);

/**
 * Two API instances on one PostgreSQL database, as `API_INSTANCES=2 npm start` runs them: `a` hosts the
 * simulators and `b` reaches them by URL. The same hold, webhook, reconciler sweep and provider sync are
 * raced between them, and each must take effect once.
 */
describe.skipIf(!process.env.DATABASE_URL)('two API instances on one PostgreSQL database', () => {
  let store: TestStore;
  let a: TestApi;
  let b: TestApi;
  let traveller: Traveller;
  let bus: BookableBus;
  let seatCursor = 0;
  /** how far both instances' clocks run ahead, for the reconciler to see a payment as left alone */
  let aheadMs = 0;
  const now = () => new Date(Date.now() + aheadMs);
  /** the provider confirmations the simulator (on `a`) received: the one call that sells seats */
  const confirmCalls: string[] = [];

  const nextSeat = () => freeSeats(bus.seats)[seatCursor++]!.id;
  const put = (url: string, body: unknown) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const stored = async (pnr: string) => (await a.database.db.select().from(bookings).where(eq(bookings.pnr, pnr)))[0]!;

  async function paidOrder() {
    const booking = await bookSeats(a.url, traveller, bus, [nextSeat()]);
    const created = await postJson(
      `${b.url}/api/phonepe/create-payment`,
      { merchantOrderId: booking.pnr_number },
      traveller.accessToken,
    );
    const { orderId } = (await created.json()) as { orderId: string };
    expect((await postJson(`${a.url}/sim/phonepe/orders/${orderId}/settle`, { state: 'COMPLETED' })).status).toBe(200);
    return { pnr: booking.pnr_number, orderId };
  }

  beforeAll(async () => {
    store = await freshStore();
    a = await startApiOn(store.options, { now });
    const { API_PORT: _own, ...toSimulators } = instanceEnv(1, [Number(new URL(a.url).port), 0], {});
    // as behind the launcher's proxy, both announce one public URL: the issuer of the sessions they sign
    b = await startApiOn(store.options, {
      now,
      env: { ...(toSimulators as Record<string, string>), API_PUBLIC_URL: a.url },
    });
    a.onRequest((path) => {
      if (path.includes('/gds/api/confirm_booking/')) confirmCalls.push(path);
    });
    // the tests send the webhooks themselves, to both instances at once
    await put(`${a.url}/sim/phonepe/knobs`, { dropWebhooks: true });
    traveller = await signInByOtp(a.url, 'two-instances@example.com');
    bus = await findBookableBus(b.url, 10);
  }, 120_000);
  afterAll(async () => {
    await store.drop();
  });

  it('b reaches the simulators a hosts, and a session signed in on one is valid on the other', async () => {
    expect(b.config.gds).toMatchObject({ simulated: false, baseUrl: `${a.url}/sim` });
    expect(b.config.payments.phonepe).toMatchObject({ simulated: false, pgBaseUrl: `${a.url}/sim/phonepe` });
    const bookingsOnB = await fetch(`${b.url}/api/bookings`, {
      headers: { authorization: `Bearer ${traveller.accessToken}` },
    });
    expect(bookingsOnB.status).toBe(200);
  });

  it('20 travellers racing for one seat through both instances: exactly one holds it', async () => {
    const seat = nextSeat();
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signInByOtp(index % 2 ? b.url : a.url, `racer-${index}@example.com`)),
    );
    const answers = await Promise.all(
      racers.map((racer, index) => holdSeats(index % 2 ? b.url : a.url, racer, bus, [seat])),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('one paid order, polled and its webhook delivered on both instances at once: one confirmation, one ticket, one e-mail, one SMS', async () => {
    const { pnr, orderId } = await paidOrder();
    const before = confirmCalls.length;
    const webhook = (api: TestApi) =>
      fetch(`${api.url}/api/phonepe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: WEBHOOK_AUTH },
        body: JSON.stringify({
          event: 'checkout.order.completed',
          payload: { orderId: 'OMO-any', merchantOrderId: orderId, state: 'COMPLETED', amount: 100, expireAt: 0 },
        }),
      });
    const poll = (api: TestApi) =>
      fetch(`${api.url}/api/phonepe/order-status/${orderId}`, {
        headers: { authorization: `Bearer ${traveller.accessToken}` },
      });
    const answers = await Promise.all([
      ...[a, b, a, b, a, b].map((api) => webhook(api)),
      ...[a, b, a, b, a, b].map((api) => poll(api)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const settled = (await (await poll(b)).json()) as OrderStatusResponse;
    expect(settled.data).toMatchObject({ state: 'COMPLETED', bookingStatus: 'confirmed' });
    expect(confirmCalls.length - before).toBe(1);
    const row = await stored(pnr);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', paidOrderId: orderId });
    const mails = await a.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.key} like ${`%${pnr}%`}`);
    expect(mails).toHaveLength(1);
    // the m-ticket: queued once, sent once, to the one simulator both instances reach
    const texts = await a.database.db.select().from(smsOutbox).where(eq(smsOutbox.pnr, pnr));
    expect(texts).toMatchObject([{ kind: 'ticket', attempts: 1, state: expect.stringMatching(/submitted|delivered/) }]);
    expect(texts[0]!.sentAt).not.toBeNull();
    const mobile = texts[0]!.toMobile;
    const inbox = (await (await fetch(`${a.url}/sim/sms/messages?to=${mobile}`)).json()) as {
      messages: { text: string }[];
    };
    expect(inbox.messages.filter((sms) => sms.text.includes(pnr))).toHaveLength(1);
  });

  it('a paid order nobody reported, swept by both reconcilers at once: one sweeps, one confirmation', async () => {
    const { pnr, orderId } = await paidOrder();
    const before = confirmCalls.length;
    // a minute on: the payment is past the grace the reconciler leaves the traveller's own polling
    aheadMs = 60_000;
    try {
      const swept = await Promise.all([a.services.reconciler.runOnce(), b.services.reconciler.runOnce()]);
      expect(swept.filter(Boolean)).toHaveLength(1);
      expect(confirmCalls.length - before).toBe(1);
      expect(await stored(pnr)).toMatchObject({ status: 'confirmed', paidOrderId: orderId });
      // the lease was given back: the next sweep runs, and finds nothing left to confirm
      expect(await b.services.reconciler.runOnce()).toBe(true);
      expect(confirmCalls.length - before).toBe(1);
    } finally {
      aheadMs = 0;
    }
  });

  it('a trip the operator cancelled, carried by both instances at once: each booking refunded in full once', async () => {
    const { pnr, orderId } = await paidOrder();
    await fetch(`${b.url}/api/phonepe/order-status/${orderId}`, {
      headers: { authorization: `Bearer ${traveller.accessToken}` },
    });
    expect(await stored(pnr)).toMatchObject({ status: 'confirmed' });
    await put(`${a.url}/sim/gds/knobs`, {
      tripChanges: [{ schedule_id: bus.scheduleId, travel_date: bus.travelDate, cancelled: true }],
    });
    // past the next look an earlier sweep, run with the clocks a minute ahead, set for this trip
    aheadMs = 120_000;
    try {
      await Promise.all([a.services.trips.watchSold(), b.services.trips.watchSold()]);
      await Promise.all([a.services.trips.checkDue(), b.services.trips.checkDue()]);
      const [onA, onB] = await Promise.all([a.services.trips.pending(), b.services.trips.pending()]);
      expect([...onA, ...onB].map((trip) => trip.scheduleId)).toEqual([bus.scheduleId, bus.scheduleId]);
      await Promise.all([
        ...onA.map((trip) => a.services.trips.apply(trip)),
        ...onB.map((trip) => b.services.trips.apply(trip)),
      ]);
      await Promise.all([a.services.reconciler.runOnce(), b.services.reconciler.runOnce()]);
      const booking = await stored(pnr);
      expect(booking).toMatchObject({ status: 'cancelled', cancelledBy: 'operator' });
      const refunded = await a.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
      expect(refunded).toHaveLength(1);
      const [paid] = await a.database.db.select().from(paymentOrders).where(eq(paymentOrders.merchantOrderId, orderId));
      expect(refunded[0]!.amountPaise).toBe(paid!.amountPaise);
      const operatorCancellations = await a.database.db
        .select()
        .from(cancellations)
        .where(eq(cancellations.bookingId, booking.id));
      expect(operatorCancellations).toHaveLength(1);
    } finally {
      aheadMs = 0;
      await put(`${a.url}/sim/gds/knobs`, {});
    }
  });

  it('the same provider sync asked of both instances at once: one consistent copy, every operator once', async () => {
    const signIn = await postJson(`${a.url}/auth/v1/token?grant_type=password`, {
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const sync = (api: TestApi) =>
      fetch(`${api.url}/api/admin/sync/operators`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const answers = await Promise.all([sync(a), sync(b), sync(a), sync(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const counts = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { result: { count: number } }).result.count),
    );
    const ids = (await a.database.db.select({ id: operators.id }).from(operators)).map((row) => row.id);
    expect(ids).toHaveLength(counts[0]!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(counts).size).toBe(1);
  });

  it('a chat message stored on one instance reaches the stream held on the other (LISTEN/NOTIFY)', async () => {
    const signIn = await postJson(`${b.url}/auth/v1/token?grant_type=password`, {
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    const { access_token: adminToken } = (await signIn.json()) as { access_token: string };
    const started = await chatRequest(`${a.url}/api/support/conversations`, {
      body: { body: 'Is the night bus running?' },
      token: traveller.accessToken,
    });
    const { id } = ((await started.json()) as { result: { conversation: { id: string } } }).result.conversation;
    const ticketOn = async (api: TestApi, path: string, token: string) =>
      ((await (await chatRequest(`${api.url}${path}`, { body: {}, token })).json()) as { result: { ticket: string } })
        .result.ticket;
    // the traveller's stream on b, the staff inbox's on a
    const travellerStream = await openChatStream(
      b.url,
      await ticketOn(a, `/api/support/conversations/${id}/stream-ticket`, traveller.accessToken),
    );
    const inbox = await openChatStream(a.url, await ticketOn(b, '/api/admin/support/stream-ticket', adminToken));
    try {
      const written = await chatRequest(`${b.url}/api/support/conversations/${id}/messages`, {
        body: { body: 'It is for tonight' },
        token: traveller.accessToken,
      });
      expect(written.status).toBe(201);
      expect((await inbox.next((event) => event.message.body === 'It is for tonight')).conversation_id).toBe(id);
      const replied = await chatRequest(`${a.url}/api/admin/support/conversations/${id}/messages`, {
        body: { body: 'Yes, it runs.' },
        token: adminToken,
      });
      expect(replied.status).toBe(201);
      const heard = await travellerStream.next((event) => event.message.author === 'staff');
      expect(heard.message).toMatchObject({ conversation_id: id, body: 'Yes, it runs.' });
    } finally {
      travellerStream.close();
      inbox.close();
    }
  });

  it('the test clock moved on one instance is the time on the other', async () => {
    const other = await startApiOn(store.options, { env: { TEST_CLOCK: 'true' } });
    const first = await startApiOn(store.options, { env: { TEST_CLOCK: 'true' } });
    try {
      expect((await put(`${first.url}/sim/clock`, { offsetMs: 3_600_000 })).status).toBe(200);
      const seen = (await (await fetch(`${other.url}/sim/clock`)).json()) as { offsetMs: number; now: string };
      expect(seen.offsetMs).toBe(3_600_000);
      expect(Date.parse(seen.now) - Date.now()).toBeGreaterThan(3_590_000);
      await put(`${other.url}/sim/clock`, { offsetMs: 0 });
      expect(((await (await fetch(`${first.url}/sim/clock`)).json()) as { offsetMs: number }).offsetMs).toBe(0);
    } finally {
      await Promise.all([other.close(), first.close()]);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a rate limit across two API instances', () => {
  it('counts a client’s requests on both: the limit holds for the pair, not for each', async () => {
    const store = await freshStore();
    try {
      const env = { AUTH_RATE_LIMIT_PER_MINUTE: '6' };
      const pair = [await startApiOn(store.options, { env }), await startApiOn(store.options, { env })];
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await postJson(`${pair[attempt % 2]!.url}/auth/v1/token?grant_type=password`, {
          email: DEV_ADMIN_EMAIL,
          password: 'not the password at all',
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429, 429, 429]);
    } finally {
      await store.drop();
    }
  });
});
