import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { loadRuleLanguages, REFUND_TIMELINE, inEnglish } from '@jatra/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/fake-smtp-server';
import { freshStore, type TestStore } from '../../test/api-test-kit';
import { devMailboxMailSender } from '../auth';
import { createMailboxRepository } from '../auth';
import type { MailSender } from '../auth';
import { bookings, cancellations, type BookingRow } from '../commerce';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { authUsers, devMailbox, mailOutbox, sweepMarks, users, vendors } from '../db/schema';
import { mailSenderFromConfig } from './notifications-from-config';
import { sampleBooking, sampleCancellation } from '../../test/booking-rows';
import { createNotifications, MAX_MAIL_ATTEMPTS, retryDelayMs } from './notifications.service';

const APP = 'http://localhost:5173';
const CONTACT = 'asha.das@example.com';
const START = new Date('2026-11-20T06:00:00Z');

let store: TestStore;
let database: DatabaseHandle;
let clock: Date;
const now = () => clock;
let logs: { level: number; msg: string; waiting?: number }[];
const logger = () =>
  pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString()));
        done();
      },
    }),
  );

/** The dev mailbox, with a switch to make it refuse, as a mail server that is down. */
function switchableMailbox(options: { delayMs?: number } = {}) {
  const mailbox = devMailboxMailSender(createMailboxRepository(database.db), now);
  const state = { failing: false, attempts: 0 };
  const sender: MailSender = {
    name: 'test-mailbox',
    async send(message) {
      state.attempts += 1;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (state.failing) throw new Error('SMTP 421 service not available');
      await mailbox.send(message);
    },
  };
  return { sender, state };
}

const notificationsWith = (sender: MailSender | undefined) =>
  createNotifications({ db: database.db, sender, appUrl: APP, logger: logger(), now });

async function insertUser(userMetadata: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await database.db
    .insert(authUsers)
    .values({ id, email: `${id}@example.com`, userMetadata, createdAt: START, updatedAt: START });
  await database.db.insert(users).values({ id, email: `${id}@example.com`, createdAt: START });
  return id;
}

async function insertBooking(overrides: Partial<BookingRow> = {}): Promise<BookingRow> {
  const row = sampleBooking({
    userId: await insertUser(),
    confirmedAt: new Date(START.getTime() - 60_000),
    ...overrides,
  });
  await database.db.insert(bookings).values(row);
  return row;
}

const mailbox = () => database.db.select().from(devMailbox).orderBy(asc(devMailbox.createdAt));
const outbox = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
const bookingRow = async (id: string) => (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

beforeAll(async () => {
  store = await freshStore();
  database = await openDatabase(store.options);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await store?.drop();
});
// one database for the file (migrating one is slow); each test starts from empty tables, its clock back at START
// and so no sweep passed yet
beforeEach(async () => {
  clock = START;
  logs = [];
  await database.db.execute(
    sql`truncate ${mailOutbox}, ${devMailbox}, ${cancellations}, ${bookings}, ${vendors}, ${sweepMarks} cascade`,
  );
});

describe('the e-ticket on confirmation', () => {
  it('mails the ticket once to the contact address, however often it is reported or swept', async () => {
    const booking = await insertBooking();
    const { sender } = switchableMailbox();
    const notifications = notificationsWith(sender);

    await notifications.ticketConfirmed(booking.pnr);
    const [message, ...more] = await mailbox();
    expect(more).toEqual([]);
    expect(message).toMatchObject({ toAddress: CONTACT, code: null });
    expect(message!.subject).toBe(`Your Jatra e-ticket: Jorhat → Guwahati, 24 Nov 2026 (PNR ${booking.pnr})`);
    for (const part of [
      `PNR: ${booking.pnr}`,
      'Seat U1 (upper deck): Asha Das',
      'Seat L2: Bikash Gogoi',
      'Name: ASTC Bus Stand',
      'Address: AT Road, Jorhat',
      'Time: 9:15 PM',
      `${APP}/booking-details/${booking.pnr}`,
    ]) {
      expect(message!.body).toContain(part);
    }

    await notifications.ticketConfirmed(booking.pnr);
    clock = new Date(START.getTime() + 3_600_000);
    expect(await notifications.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });
    await notifications.ticketConfirmed(booking.pnr);
    expect(await mailbox()).toHaveLength(1);

    const [row, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      key: `ticket:${booking.pnr}`,
      toAddress: CONTACT,
      attempts: 1,
      sentAt: START,
      claimedUntil: null,
      lastError: null,
    });
    expect(row!.html).toContain(`href="${APP}/booking-details/${booking.pnr}"`);
  });

  it('mails nothing for a booking that is not confirmed', async () => {
    const held = await insertBooking({ status: 'tentative', confirmedAt: null, ticketNumber: null });
    const notifications = notificationsWith(switchableMailbox().sender);
    await notifications.ticketConfirmed(held.pnr);
    await notifications.ticketConfirmed('NO-SUCH-PNR');
    expect(await notifications.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(await outbox()).toEqual([]);
    expect(await mailbox()).toEqual([]);
  });

  it('sweeps up a confirmation no trigger reported, within a week of it', async () => {
    const missed = await insertBooking();
    const old = await insertBooking({ confirmedAt: new Date(START.getTime() - 8 * 24 * 3_600_000) });
    const notifications = notificationsWith(switchableMailbox().sender);
    expect(await notifications.sweep()).toEqual({ queued: 1, sent: 1, failed: 0 });
    expect((await outbox()).map((row) => row.key)).toEqual([`ticket:${missed.pnr}`]);
    expect((await mailbox()).map((m) => m.subject)).toEqual([expect.stringContaining(missed.pnr)]);
    expect((await mailbox()).some((m) => m.body.includes(old.pnr))).toBe(false);
  });
});

describe('the SMS beside the mails', () => {
  it('tells the SMS outbox of each confirmation, cancellation and departure change, and sweeps it first', async () => {
    const booking = await insertBooking();
    const told: string[] = [];
    const notifications = createNotifications({
      db: database.db,
      sender: switchableMailbox().sender,
      appUrl: APP,
      logger: logger(),
      now,
      sms: {
        ticketConfirmed: async (pnr) => void told.push(`ticket ${pnr}`),
        cancellationCompleted: async (id) => void told.push(`cancellation ${id}`),
        departureChanged: async (pnr, departure) => void told.push(`departure ${pnr} ${departure}`),
        // a failing SMS sweep keeps no mail back
        sweep: async () => {
          told.push('sweep');
          throw new Error('database went away');
        },
      },
    });
    await notifications.ticketConfirmed(booking.pnr);
    await notifications.cancellationCompleted('c-1');
    await notifications.departureChanged(booking.pnr, '22:00');
    const missed = await insertBooking();
    expect(await notifications.sweep()).toEqual({ queued: 1, sent: 1, failed: 0 });
    expect(told).toEqual([`ticket ${booking.pnr}`, 'cancellation c-1', `departure ${booking.pnr} 22:00`, 'sweep']);
    expect((await mailbox()).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(booking.pnr),
      expect.stringContaining(missed.pnr),
    ]);
    expect(logs.some((line) => line.msg === 'SMS sweep failed; next pass tries again')).toBe(true);
  });
});

describe('a mail that fails to send', () => {
  it('never fails the booking; it stays queued with its error and a later sweep sends it', async () => {
    const booking = await insertBooking();
    const before = await bookingRow(booking.id);
    const { sender, state } = switchableMailbox();
    state.failing = true;
    const notifications = notificationsWith(sender);

    await expect(notifications.ticketConfirmed(booking.pnr)).resolves.toBeUndefined();
    expect(await bookingRow(booking.id)).toEqual(before);
    expect(await mailbox()).toEqual([]);
    let [row] = await outbox();
    expect(row).toMatchObject({
      sentAt: null,
      attempts: 1,
      claimedUntil: null,
      lastError: 'SMTP 421 service not available',
      nextAttemptAt: new Date(START.getTime() + 60_000),
    });
    expect(logs.some((line) => line.msg === 'mail not sent; will retry')).toBe(true);

    // not due yet: the sweep leaves it alone, and so does another report of the same confirmation
    state.failing = false;
    expect(await notifications.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });
    await notifications.ticketConfirmed(booking.pnr);
    expect(state.attempts).toBe(1);

    clock = new Date(START.getTime() + 61_000);
    expect(await notifications.sweep()).toEqual({ queued: 0, sent: 1, failed: 0 });
    [row] = await outbox();
    expect(row).toMatchObject({ sentAt: clock, attempts: 2, lastError: null });
    expect((await mailbox()).map((m) => m.toAddress)).toEqual([CONTACT]);
    expect(await bookingRow(booking.id)).toEqual(before);
  });

  it('backs off 1 min, 5 min, 30 min … and gives up after the last attempt with an error', async () => {
    const booking = await insertBooking();
    const { sender, state } = switchableMailbox();
    state.failing = true;
    const notifications = notificationsWith(sender);
    await notifications.ticketConfirmed(booking.pnr);
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt += 1) {
      const [row] = await outbox();
      waits.push(row!.nextAttemptAt.getTime() - clock.getTime());
      clock = row!.nextAttemptAt;
      expect(await notifications.sweep()).toEqual({ queued: 0, sent: 0, failed: 1 });
    }
    expect(waits.slice(0, 3)).toEqual([60_000, 300_000, 1_800_000]);
    expect(waits).toEqual(Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)));
    const [spent] = await outbox();
    expect(spent).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null, lastError: expect.any(String) });
    expect(logs.filter((line) => line.msg === 'mail given up after every attempt failed')).toHaveLength(1);

    clock = new Date(clock.getTime() + 30 * 24 * 3_600_000);
    state.failing = false;
    expect(await notifications.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(state.attempts).toBe(MAX_MAIL_ATTEMPTS);
  });

  it('waits in the outbox when nothing can send it (production without SMTP), with an error each sweep', async () => {
    const booking = await insertBooking();
    const sender = mailSenderFromConfig({ smtp: undefined, production: true, db: database.db, now });
    expect(sender).toBeUndefined();
    const notifications = notificationsWith(sender);
    await notifications.ticketConfirmed(booking.pnr);
    expect(await notifications.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(await outbox()).toMatchObject([{ attempts: 0, sentAt: null, key: `ticket:${booking.pnr}` }]);
    expect(await mailbox()).toEqual([]);
    const errors = logs.filter((line) => line.level >= 50);
    expect(errors).toMatchObject([{ waiting: 1, msg: expect.stringContaining('SMTP_URL') }]);

    // SMTP configured later: the same queue is sent
    const later = notificationsWith(switchableMailbox().sender);
    expect(await later.sweep()).toEqual({ queued: 0, sent: 1, failed: 0 });
  });
});

describe('several API instances at once', () => {
  it('two concurrent sweeps and repeated reports send one mail', async () => {
    const booking = await insertBooking();
    const first = switchableMailbox({ delayMs: 30 });
    const second = switchableMailbox({ delayMs: 30 });
    const a = notificationsWith(first.sender);
    const b = notificationsWith(second.sender);
    const results = await Promise.all([a.sweep(), b.sweep(), a.ticketConfirmed(booking.pnr), b.sweep()]);
    const sweeps = [results[0], results[1], results[3]] as { queued: number; sent: number }[];
    expect(sweeps.reduce((sum, r) => sum + r.queued, 0)).toBeLessThanOrEqual(1);
    expect(first.state.attempts + second.state.attempts).toBe(1);
    expect(await mailbox()).toHaveLength(1);
    expect(await outbox()).toMatchObject([{ attempts: 1, sentAt: expect.any(Date) }]);
  });

  it('four instances sweeping and reporting six confirmations at once: each ticket is mailed once', async () => {
    const sold = [];
    for (let i = 0; i < 6; i += 1) sold.push(await insertBooking({ pnr: `JTRACE${i}` }));
    const instances = Array.from({ length: 4 }, () => switchableMailbox({ delayMs: 10 }));
    const services = instances.map(({ sender }) => notificationsWith(sender));
    await Promise.all([
      ...services.map((service) => service.sweep()),
      ...sold.map((booking, i) => services[i % services.length]!.ticketConfirmed(booking.pnr)),
      ...services.map((service) => service.sweep()),
    ]);
    expect(instances.reduce((sum, { state }) => sum + state.attempts, 0)).toBe(6);
    const subjects = (await mailbox()).map((m) => /PNR (\w+)/.exec(m.subject)?.[1]);
    expect(subjects.sort()).toEqual(sold.map((booking) => booking.pnr).sort());
    expect((await outbox()).every((row) => row.attempts === 1 && row.sentAt)).toBe(true);
  });

  it('a sender that died holding a mail: its claim lapses and another instance sends it', async () => {
    const booking = await insertBooking();
    const hanging: MailSender = { name: 'hangs', send: () => new Promise(() => undefined) };
    void notificationsWith(hanging).ticketConfirmed(booking.pnr);
    await expect.poll(async () => (await outbox())[0]?.claimedUntil, { timeout: 10_000 }).toBeInstanceOf(Date);
    const other = notificationsWith(switchableMailbox().sender);
    expect(await other.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });
    clock = new Date(START.getTime() + 2 * 60_000 + 1);
    expect(await other.sweep()).toEqual({ queued: 0, sent: 1, failed: 0 });
    expect(await mailbox()).toHaveLength(1);
  });
});

describe('the cancellation notice', () => {
  it('mails the refund amount and the seats left, once, by trigger or by sweep', async () => {
    const sold = sampleBooking({ userId: 'unused' });
    // as the bookings module leaves it after L2 was cancelled: only U1 still booked
    const booking = await insertBooking({
      seats: sold.seats.filter((seat) => seat.seat_number === 'U1'),
      passengers: sold.passengers.filter((person) => person.seat_number === 'U1'),
    });
    const cancellation = sampleCancellation(booking, { completedAt: START });
    await database.db.insert(cancellations).values(cancellation);
    const swept = sampleCancellation(booking, {
      seatNumbers: ['U1'],
      chargePaise: 0,
      refundPaise: 84000,
      completedAt: new Date(START.getTime() + 1000),
    });
    const requested = sampleCancellation(booking, { status: 'requested', completedAt: null, seatNumbers: ['U1'] });
    await database.db.insert(cancellations).values([swept, requested]);
    const notifications = notificationsWith(switchableMailbox().sender);

    await notifications.cancellationCompleted(cancellation.id);
    await notifications.cancellationCompleted(cancellation.id);
    await notifications.cancellationCompleted(requested.id);
    let messages = await mailbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.toAddress).toBe(CONTACT);
    expect(messages[0]!.body).toContain('Refund amount: ₹661.50');
    expect(messages[0]!.body).toContain(inEnglish(REFUND_TIMELINE));
    expect(messages[0]!.body).toContain('Still booked on this ticket\n- Seat U1');

    // the second cancellation (the last seat) was never reported: the sweep finds it; a ticket cancelled whole
    // before its e-ticket went out gets no e-ticket any more
    await database.db
      .update(bookings)
      .set({ seats: [], passengers: [], status: 'cancelled' })
      .where(eq(bookings.id, booking.id));
    clock = new Date(START.getTime() + 60_000);
    expect(await notifications.sweep()).toEqual({ queued: 1, sent: 1, failed: 0 });
    messages = await mailbox();
    const notice = messages.find((m) => m.body.includes('Seat U1 of your ticket'));
    expect(notice!.body).toContain('Refund amount: ₹840');
    expect(notice!.body).toContain('No seats remain booked on this ticket.');
    expect((await outbox()).map((row) => row.key).sort()).toEqual(
      [`cancellation:${cancellation.id}`, `cancellation:${swept.id}`].sort(),
    );
    expect(await notifications.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(await mailbox()).toHaveLength(2);
  });
});

describe("the answer to a vendor's application", () => {
  async function insertVendor(status: 'pending' | 'approved' | 'rejected', decidedAt = START, saved = {}) {
    const id = randomUUID();
    await database.db.insert(vendors).values({
      id,
      userId: await insertUser(saved),
      companyName: `Kaziranga Roadways ${id.slice(0, 4)}`,
      registrationNumber: 'AS-REG-7731',
      contactName: 'Ranjit Saikia',
      contactEmail: `ops.${id}@kaziranga.example`,
      contactPhone: '+919812300042',
      status,
      createdAt: new Date(decidedAt.getTime() - 86_400_000),
      updatedAt: decidedAt,
    });
    return id;
  }

  it('mails an approval by trigger or by sweep, once; nothing for a pending one or one decided long ago', async () => {
    const notifications = notificationsWith(switchableMailbox().sender);
    const approved = await insertVendor('approved');
    await notifications.vendorDecided(approved);
    await notifications.vendorDecided(approved);
    const missed = await insertVendor('rejected');
    const pending = await insertVendor('pending');
    await notifications.vendorDecided(pending);
    await insertVendor('approved', new Date(START.getTime() - 8 * 24 * 3_600_000));
    expect(await notifications.sweep()).toEqual({ queued: 1, sent: 1, failed: 0 });
    expect(await notifications.sweep()).toEqual({ queued: 0, sent: 0, failed: 0 });

    expect((await outbox()).map((row) => row.key).sort()).toEqual(
      [`vendor-decision:${approved}`, `vendor-decision:${missed}`].sort(),
    );
    const sent = await mailbox();
    expect(sent.map((mail) => mail.toAddress).sort()).toEqual(
      [`ops.${approved}@kaziranga.example`, `ops.${missed}@kaziranga.example`].sort(),
    );
    const welcome = sent.find((mail) => mail.toAddress.includes(approved))!;
    expect(welcome.subject).toMatch(/^Your Jatra partner application is approved: Kaziranga Roadways/);
    expect(welcome.body).toContain(`Open your dashboard: ${APP}/vendor`);
    const refusal = sent.find((mail) => mail.toAddress.includes(missed))!;
    expect(refusal.body).toContain('was not approved');
  });

  it('answers in the language the applicant saved in their profile', async () => {
    await loadRuleLanguages();
    const notifications = notificationsWith(switchableMailbox().sender);
    const approved = await insertVendor('approved', START, { locale: 'as' });
    const refused = await insertVendor('rejected', START, { locale: 'as' });
    await notifications.vendorDecided(approved);
    await notifications.vendorDecided(refused);
    const sent = await mailbox();
    const welcome = sent.find((mail) => mail.toAddress.includes(approved))!;
    expect(welcome.subject).toMatch(/^Jatra-ৰ অংশীদাৰ হোৱাৰ আপোনাৰ আবেদন অনুমোদিত হ'ল: Kaziranga Roadways/);
    expect(welcome.body).toContain('প্ৰিয় Ranjit Saikia,');
    expect(welcome.body).toContain(`আপোনাৰ ডেছব'ৰ্ড খোলক: ${APP}/vendor`);
    expect(welcome.body).toContain('পঞ্জীয়ন নম্বৰ: AS-REG-7731');
    const refusal = sent.find((mail) => mail.toAddress.includes(refused))!;
    expect(refusal.subject).toMatch(/^Jatra-ৰ অংশীদাৰ হোৱাৰ আপোনাৰ আবেদন: Kaziranga Roadways/);
    expect(refusal.body).toContain("আপোনাৰ আবেদন অনুমোদিত নহ'ল");
  });
});

describe('over SMTP', () => {
  it('sends the ticket as text and HTML when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    try {
      const booking = await insertBooking();
      const sender = mailSenderFromConfig({
        smtp: { url: smtp.url, from: 'Jatra <tickets@jatra.test>' },
        production: true,
        db: database.db,
        now,
      });
      await notificationsWith(sender).ticketConfirmed(booking.pnr);
      expect(smtp.messages).toHaveLength(1);
      const [message] = smtp.messages;
      expect(message!.from).toContain('<tickets@jatra.test>');
      expect(message!.to).toEqual([`RCPT TO:<${CONTACT}>`]);
      expect(message!.data).toMatch(/Content-Type: text\/plain/i);
      expect(message!.data).toMatch(/Content-Type: text\/html/i);
      expect(message!.data).toContain(booking.pnr);
      expect(await mailbox()).toEqual([]);
      expect(await outbox()).toMatchObject([{ sentAt: START, attempts: 1 }]);

      // a refused recipient keeps the mail queued with the server's answer
      smtp.knobs.rejectRecipients = true;
      const other = await insertBooking({ pnr: 'JTREFUSED' });
      await notificationsWith(sender).ticketConfirmed(other.pnr);
      const refused = (await outbox()).find((row) => row.key === 'ticket:JTREFUSED');
      expect(refused).toMatchObject({ sentAt: null, attempts: 1, lastError: expect.stringMatching(/550|mailbox/) });
    } finally {
      await smtp.close();
    }
  });
});
