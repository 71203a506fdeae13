import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { bookings, cancellations, type BookingRow, type CancellationRow } from '../commerce';
import type { Database } from '../db/database';
import { smsOutbox, type SmsDeliveryState, type SmsOutboxRow } from './sms.schema';

const TICKET_KEY = 'sms:ticket:';
const CANCELLATION_KEY = 'sms:cancellation:';
/** Each event's SMS has one key, so it is queued (and sent) once however many triggers report the event. */
export const smsKeys = {
  ticket: (pnr: string) => `${TICKET_KEY}${pnr}`,
  cancellation: (cancellationId: string) => `${CANCELLATION_KEY}${cancellationId}`,
  // a departure moved twice is told twice, once for each new time
  departureChanged: (pnr: string, departure: string) => `sms:departure:${pnr}:${departure}`,
};

/** A rendered SMS on its way into the outbox. */
export type OutgoingSms = Pick<
  SmsOutboxRow,
  'key' | 'pnr' | 'kind' | 'toMobile' | 'locale' | 'templateId' | 'vars' | 'text' | 'segments'
>;

/**
 * The only writer of `sms_outbox`, and read-only queries of bookings and cancellations (the bookings module's) to
 * find the events that still need their SMS. Every outbox change is one atomic statement, so any number of API
 * instances may work the queue at once.
 */
export function createSmsRepository(db: Database, options: { maxAttempts: number }) {
  const due = (now: Date) =>
    and(
      isNull(smsOutbox.sentAt),
      lte(smsOutbox.nextAttemptAt, now),
      or(isNull(smsOutbox.claimedUntil), lt(smsOutbox.claimedUntil, now)),
      lt(smsOutbox.attempts, options.maxAttempts),
    );
  const notQueued = (key: ReturnType<typeof sql>) =>
    sql`not exists (select 1 from ${smsOutbox} where ${smsOutbox.key} = ${key})`;

  return {
    /** Queues an SMS, due at once; one with the same key (queued or sent before) wins. True when queued now. */
    async enqueue(sms: OutgoingSms, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(smsOutbox)
        .values({ id: randomUUID(), ...sms, attempts: 0, nextAttemptAt: now, createdAt: now })
        .onConflictDoNothing({ target: smsOutbox.key })
        .returning({ id: smsOutbox.id });
      return inserted.length > 0;
    },

    /** Takes up to `limit` due SMS (only `key`'s, when given) for `leaseMs`, counting the attempt; locked rows are skipped. */
    async claimDue(now: Date, leaseMs: number, limit: number, key?: string): Promise<SmsOutboxRow[]> {
      const condition = and(due(now), key === undefined ? undefined : eq(smsOutbox.key, key));
      const candidates = db
        .select({ id: smsOutbox.id })
        .from(smsOutbox)
        .where(condition)
        .orderBy(asc(smsOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(smsOutbox)
        .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${smsOutbox.attempts} + 1` })
        .where(and(inArray(smsOutbox.id, candidates), condition))
        .returning();
    },

    /** The gateway took it: its request id, and `submitted` unless a report came first. */
    async markSent(id: string, requestId: string, now: Date): Promise<void> {
      await db
        .update(smsOutbox)
        .set({
          sentAt: now,
          requestId,
          claimedUntil: null,
          lastError: null,
          state: sql`case when ${smsOutbox.state} = 'queued' then 'submitted' else ${smsOutbox.state} end`,
        })
        .where(and(eq(smsOutbox.id, id), isNull(smsOutbox.sentAt)));
    },

    /** A failed attempt of the sender holding `lease`: the error, and when to try again (undefined: given up). */
    async markFailed(id: string, lease: Date, error: string, retryAt: Date | undefined): Promise<void> {
      await db
        .update(smsOutbox)
        .set({ lastError: error, claimedUntil: null, ...(retryAt ? { nextAttemptAt: retryAt } : {}) })
        .where(and(eq(smsOutbox.id, id), eq(smsOutbox.claimedUntil, lease), isNull(smsOutbox.sentAt)));
    },

    /** The gateway's delivery report; undefined when no SMS has that request id. */
    async recordReport(
      requestId: string,
      report: { state: SmsDeliveryState; detail: string; at: Date },
    ): Promise<SmsOutboxRow | undefined> {
      const [row] = await db
        .update(smsOutbox)
        .set({ state: report.state, stateDetail: report.detail, reportedAt: report.at })
        .where(eq(smsOutbox.requestId, requestId))
        .returning();
      return row;
    },

    async countDue(now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(smsOutbox)
        .where(due(now));
      return Number(row?.count ?? 0);
    },

    async byKey(key: string): Promise<SmsOutboxRow | undefined> {
      const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.key, key)).limit(1);
      return row;
    },

    /** A booking's SMS, newest first. */
    async forPnr(pnr: string): Promise<SmsOutboxRow[]> {
      return db.select().from(smsOutbox).where(eq(smsOutbox.pnr, pnr)).orderBy(desc(smsOutbox.createdAt));
    },

    // ---- read-only: bookings and cancellations belong to the bookings module ----

    async booking(pnr: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.pnr, pnr)).limit(1);
      return row;
    },

    async cancellation(id: string): Promise<{ cancellation: CancellationRow; booking: BookingRow } | undefined> {
      const [row] = await db
        .select({ cancellation: cancellations, booking: bookings })
        .from(cancellations)
        .innerJoin(bookings, eq(bookings.id, cancellations.bookingId))
        .where(eq(cancellations.id, id))
        .limit(1);
      return row;
    },

    /** PNRs of bookings confirmed since `since` whose m-ticket was never queued. */
    async confirmedWithoutTicket(since: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ pnr: bookings.pnr })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            isNotNull(bookings.confirmedAt),
            gte(bookings.confirmedAt, since),
            notQueued(sql`${TICKET_KEY}::text || ${bookings.pnr}`),
          ),
        )
        .orderBy(asc(bookings.confirmedAt))
        .limit(limit);
      return rows.map((row) => row.pnr);
    },

    /** Ids of cancellations completed since `since` whose SMS was never queued. */
    async completedWithoutSms(since: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: cancellations.id })
        .from(cancellations)
        .where(
          and(
            eq(cancellations.status, 'completed'),
            or(
              gte(cancellations.completedAt, since),
              and(isNull(cancellations.completedAt), gte(cancellations.updatedAt, since)),
            ),
            notQueued(sql`${CANCELLATION_KEY}::text || ${cancellations.id}::text`),
          ),
        )
        .orderBy(asc(cancellations.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
