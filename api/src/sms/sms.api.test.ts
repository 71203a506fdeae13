import { createHmac, randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { adminBookingSmsResponseSchema, loadRuleLanguages } from '@jatra/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingRecordOf,
  bookSeats,
  eTicketOf,
  findBookableBus,
  freeSeats,
  payForBooking,
  signInByOtp,
} from '../../test/booking-journey-test-kit';
import { adminSession, freshStore, startTestApi, type TestApi, type TestStore } from '../../test/api-test-kit';
import { sampleBooking, sampleCancellation } from '../../test/booking-rows';
import { bookings, cancellations, type BookingRow } from '../commerce';
import { DEV_SMS } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { authUsers, sweepMarks, users } from '../db/schema';
import type { SmsSender, SmsToSend } from './msg91-sender';
import { smsOutbox } from './sms.schema';
import { createSms, MAX_SMS_ATTEMPTS, SMS_RETRY_DELAYS_MS } from './sms.service';
import { smsRegistrations } from './sms-templates';

const APP = 'https://jatra.example';
const START = new Date('2026-11-20T06:00:00Z');
const silent = pino({ level: 'silent' });

let store: TestStore;
let database: DatabaseHandle;
let clock: Date;
const now = () => clock;

/** A gateway that records what it was given, and refuses while `failing`. */
function fakeGateway(options: { delayMs?: number } = {}) {
  const state = { failing: false, sent: [] as SmsToSend[], attempts: 0 };
  const sender: SmsSender = {
    name: 'fake-msg91',
    async send(sms) {
      state.attempts += 1;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (state.failing) throw new Error('MSG91 refused the SMS (HTTP 503): Service unavailable');
      state.sent.push(sms);
      return `req${state.attempts.toString().padStart(21, '0')}`;
    },
  };
  return { sender, state };
}

const smsWith = (sender: SmsSender | undefined) =>
  createSms({ db: database.db, sender, appUrl: APP, logger: silent, now });

async function insertBooking(overrides: Partial<BookingRow> = {}): Promise<BookingRow> {
  const userId = randomUUID();
  await database.db
    .insert(authUsers)
    .values({ id: userId, email: `${userId}@example.com`, createdAt: START, updatedAt: START });
  await database.db.insert(users).values({ id: userId, email: `${userId}@example.com`, createdAt: START });
  const row = sampleBooking({ userId, confirmedAt: new Date(START.getTime() - 60_000), ...overrides });
  await database.db.insert(bookings).values(row);
  return row;
}
const outbox = () => database.db.select().from(smsOutbox).orderBy(asc(smsOutbox.createdAt));

beforeAll(async () => {
  await loadRuleLanguages();
  store = await freshStore();
  database = await openDatabase(store.options);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await store?.drop();
});
beforeEach(async () => {
  clock = START;
  await database.db.execute(sql`truncate ${smsOutbox}, ${cancellations}, ${bookings}, ${sweepMarks} cascade`);
});

describe('the m-ticket SMS outbox', () => {
  it('texts the m-ticket once to the primary passenger, however often it is reported or swept', async () => {
    const booking = await insertBooking();
    const { sender, state } = fakeGateway();
    const sms = smsWith(sender);
    await sms.ticketConfirmed(booking.pnr);
    await sms.ticketConfirmed(booking.pnr);
    clock = new Date(START.getTime() + 3_600_000);
    expect(await sms.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(state.sent).toHaveLength(1);
    const [sent] = state.sent;
    const registered = smsRegistrations(APP).find((each) => each.kind === 'ticket' && each.locale === 'en')!;
    expect(sent).toEqual({
      toMobile: '9876543210',
      templateId: registered.templateId,
      vars: [
        booking.pnr,
        'Assam Deluxe Travels',
        'AC Sleeper (2+1)',
        '24 Nov 2026',
        '9:30 PM',
        'ASTC Bus Stand',
        '9:15 PM',
        'U1,L2',
        booking.pnr,
      ],
    });
    const [row, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      key: `sms:ticket:${booking.pnr}`,
      attempts: 1,
      sentAt: START,
      state: 'submitted',
      segments: 2,
    });
    expect(row!.text).toBe(
      `Jatra m-ticket PNR ${booking.pnr}: Assam Deluxe Travels, AC Sleeper (2+1). 24 Nov 2026, departs 9:30 PM. ` +
        `Board at ASTC Bus Stand, 9:15 PM. Seats U1,L2. Ticket: ${APP}/t/${booking.pnr}`,
    );
    expect(await sms.mTicketSentTo(booking.pnr)).toBe('9876543210');
  });

  it('is written in the booking’s language, as its registered template, and counted as Unicode', async () => {
    const booking = await insertBooking({ locale: 'as' });
    const sms = smsWith(fakeGateway().sender);
    await sms.ticketConfirmed(booking.pnr);
    const [row] = await outbox();
    const registered = smsRegistrations(APP).find((each) => each.kind === 'ticket' && each.locale === 'as')!;
    expect(row!.templateId).toBe(registered.templateId);
    expect(row!.text).toContain(`Jatra এম-টিকট PNR ${booking.pnr}`);
    expect(row!.text).toContain('বৰ্ডিং পইণ্ট ASTC Bus Stand');
    // Unicode: 67 characters a part once longer than 70
    expect(row!.segments).toBe(Math.ceil(row!.text.length / 67));
  });

  it('is sent once when two instances are told of the same confirmation at once', async () => {
    const booking = await insertBooking();
    const first = fakeGateway({ delayMs: 30 });
    const second = fakeGateway({ delayMs: 30 });
    const [a, b] = [smsWith(first.sender), smsWith(second.sender)];
    await Promise.all([a.ticketConfirmed(booking.pnr), b.ticketConfirmed(booking.pnr), a.sweep(), b.sweep()]);
    expect(first.state.sent.length + second.state.sent.length).toBe(1);
    expect(await outbox()).toMatchObject([{ attempts: 1, state: 'submitted' }]);
  });

  it('never fails the booking when the gateway is down; retried with back-off, then given up with an error', async () => {
    const booking = await insertBooking();
    const { sender, state } = fakeGateway();
    state.failing = true;
    const sms = smsWith(sender);
    const before = (await database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0];
    await expect(sms.ticketConfirmed(booking.pnr)).resolves.toBeUndefined();
    expect((await database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]).toEqual(before);
    let [row] = await outbox();
    expect(row).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: 'MSG91 refused the SMS (HTTP 503): Service unavailable',
      nextAttemptAt: new Date(START.getTime() + SMS_RETRY_DELAYS_MS[0]!),
    });
    expect((await sms.sweep()).sent).toBe(0);
    expect(state.attempts).toBe(1);
    // each wait in turn; the last one repeats until the attempts are spent
    for (let attempt = 1; attempt < MAX_SMS_ATTEMPTS; attempt += 1) {
      clock = new Date(row!.nextAttemptAt.getTime() + 1);
      expect(await sms.sweep()).toEqual({ queued: 0, sent: 0, failed: 1 });
      [row] = await outbox();
    }
    expect(row!.attempts).toBe(MAX_SMS_ATTEMPTS);
    clock = new Date(clock.getTime() + 7 * 24 * 3_600_000);
    state.failing = false;
    expect(await sms.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });

    // a second booking: down once, then the gateway is back and the retry sends it
    const later = await insertBooking();
    state.failing = true;
    await sms.ticketConfirmed(later.pnr);
    state.failing = false;
    clock = new Date(clock.getTime() + SMS_RETRY_DELAYS_MS[0]! + 1);
    expect(await sms.sweep()).toEqual({ queued: 0, sent: 1, failed: 0 });
    expect(await sms.mTicketSentTo(later.pnr)).toBe('9876543210');
  });

  it('sweeps up a confirmation and a cancellation no trigger reported; the refund is in the cancellation SMS', async () => {
    const booking = await insertBooking();
    const cancellation = sampleCancellation(booking, { completedAt: new Date(START.getTime() - 30_000) });
    await database.db.insert(cancellations).values(cancellation);
    const { sender, state } = fakeGateway();
    expect(await smsWith(sender).sweep()).toEqual({ queued: 2, sent: 2, failed: 0 });
    const texts = (await outbox()).map((row) => row.text);
    expect(texts).toContainEqual(
      `Jatra: seats L2 of PNR ${booking.pnr} are cancelled. Refund Rs 662 goes back to how you paid. Details: ${APP}/t/${booking.pnr}`,
    );
    expect(state.sent).toHaveLength(2);
  });

  it('records the delivery report on the SMS it names', async () => {
    const booking = await insertBooking();
    const sms = smsWith(fakeGateway().sender);
    await sms.ticketConfirmed(booking.pnr);
    const [row] = await outbox();
    expect(await sms.deliveryReport({ requestId: row!.requestId!, status: '9', desc: 'NDNC' })).toBe(true);
    expect((await outbox())[0]).toMatchObject({ state: 'dnd', stateDetail: 'NDNC', reportedAt: START });
    expect(await sms.deliveryReport({ requestId: 'unknown', status: '1', desc: 'DELIVERED' })).toBe(false);
  });
});

describe('the m-ticket through the API and the MSG91 simulator', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const report = (body: Record<string, string>, signature: string) =>
    fetch(`${api.url}/api/sms/delivery-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sms-signature': signature },
      body: JSON.stringify(body),
    });
  const sign = (body: Record<string, string>, secret: string) =>
    createHmac('sha256', secret).update([body.requestId, body.number, body.status, body.date].join('|')).digest('hex');

  it('book and pay: the m-ticket reaches the simulator, its signed report is recorded, the ticket and the admin say so', async () => {
    const traveller = await signInByOtp(api.url, 'm-ticket@example.com');
    const bus = await findBookableBus(api.url, 2);
    const booking = await bookSeats(api.url, traveller, bus, [freeSeats(bus.seats)[0]!.id]);
    const pnr = booking.pnr_number;
    const { status } = await payForBooking(api.url, traveller, pnr);
    expect(status.data.state).toBe('COMPLETED');
    // the gateway's webhook may be confirming it as the status is asked: the ticket follows within moments
    await expect.poll(async () => (await bookingRecordOf(api.url, traveller, pnr)).status).toBe('confirmed');

    const inbox = async () =>
      (
        (await (await fetch(`${api.url}/sim/sms/messages?to=9876543210`)).json()) as {
          messages: { text: string; templateId: string; state: string }[];
        }
      ).messages.filter((sms) => sms.text.includes(pnr));
    await expect.poll(async () => (await inbox()).length).toBe(1);
    const [received] = await inbox();
    const registered = smsRegistrations(api.config.appUrl).find((each) => each.templateId === received!.templateId)!;
    expect(registered.kind).toBe('ticket');
    expect(received!.text).toContain(`${api.config.appUrl}/t/${pnr}`);

    // the simulator reports a moment later, signed: the row then says delivered
    await expect
      .poll(async () => (await api.database.db.select().from(smsOutbox).where(eq(smsOutbox.pnr, pnr)))[0]?.state, {
        timeout: 10_000,
      })
      .toBe('delivered');

    expect((await eTicketOf(api.url, traveller, pnr)).m_ticket_sent_to).toBe('98xxxxxx10');

    const admin = await adminSession(api.url);
    const listed = await fetch(`${api.url}/api/admin/bookings/${pnr}/sms`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(listed.status).toBe(200);
    const { result } = adminBookingSmsResponseSchema.parse(await listed.json());
    expect(result.messages).toMatchObject([{ kind: 'ticket', to_mobile: '9876543210', state: 'delivered' }]);
    const asTraveller = await fetch(`${api.url}/api/admin/bookings/${pnr}/sms`, {
      headers: { authorization: `Bearer ${traveller.accessToken}` },
    });
    expect(asTraveller.status).toBe(403);
    expect(
      (
        await fetch(`${api.url}/api/admin/bookings/no%20pnr/sms`, {
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a delivery report whose signature is wrong or missing, and records nothing', async () => {
    const [row] = await api.database.db.select().from(smsOutbox).limit(1);
    const body = {
      requestId: row!.requestId!,
      number: '919876543210',
      status: '2',
      desc: 'FAILED',
      date: '2026-11-20 06:00:00',
    };
    expect((await report(body, sign(body, 'not the secret'))).status).toBe(401);
    expect((await report(body, '')).status).toBe(401);
    expect((await report({ ...body, status: '1' }, sign(body, DEV_SMS.webhookSecret))).status).toBe(401);
    expect((await api.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, row!.id)))[0]!.state).toBe(
      'delivered',
    );
    // signed right: recorded
    expect((await report(body, sign(body, DEV_SMS.webhookSecret))).status).toBe(200);
    expect((await api.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, row!.id)))[0]!.state).toBe('failed');
  });
});
