import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { bookings, cancellations, type BookingRow, type CancellationRow } from '../commerce';
import type { Database } from '../db/database';
import { mailOutbox, vendors } from '../db/schema';
import type { VendorRow } from '../vendors';

export type OutboxRow = typeof mailOutbox.$inferSelect;

const TICKET_KEY = 'ticket:';
const CANCELLATION_KEY = 'cancellation:';
const VENDOR_DECISION_KEY = 'vendor-decision:';
/** Each event's mail has one key, so it is queued (and sent) once however many triggers report the event. */
export const mailKeys = {
  ticket: (pnr: string) => `${TICKET_KEY}${pnr}`,
  cancellation: (cancellationId: string) => `${CANCELLATION_KEY}${cancellationId}`,
  // a departure moved twice is told twice, once for each new time
  departureChanged: (pnr: string, departure: string) => `departure:${pnr}:${departure}`,
  // a date change is done once, under its new PNR
  reschedule: (newPnr: string) => `reschedule:${newPnr}`,
  // an application is decided once (pending → approved or rejected), so one key per application
  vendorDecision: (vendorId: string) => `${VENDOR_DECISION_KEY}${vendorId}`,
};

/** A rendered mail on its way into the outbox; `key` names the event it tells of, so it is queued once. */
export interface OutgoingMail {
  key: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * The only writer of `mail_outbox`, and read-only queries of bookings and cancellations (owned by the bookings
 * module) and of vendor applications (the vendors module) to find the events that still need a mail. Every
 * outbox change is one atomic statement, so any number of API instances may work the queue at once.
 */
export function createNotificationsRepository(db: Database, options: { maxAttempts: number }) {
  const { maxAttempts } = options;

  /** Due, unsent, unclaimed (or its claim lapsed), and not given up on. */
  const due = (now: Date) =>
    and(
      isNull(mailOutbox.sentAt),
      lte(mailOutbox.nextAttemptAt, now),
      or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      lt(mailOutbox.attempts, maxAttempts),
    );

  /** `key` has no outbox row. */
  const notQueued = (key: ReturnType<typeof sql>) =>
    sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.key} = ${key})`;

  return {
    /** Queues a mail, due at once; a mail with the same key (queued or sent before) wins. True when queued now. */
    async enqueue(mail: OutgoingMail, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(mailOutbox)
        .values({ id: randomUUID(), ...mail, attempts: 0, nextAttemptAt: now, createdAt: now })
        .onConflictDoNothing({ target: mailOutbox.key })
        .returning({ id: mailOutbox.id });
      return inserted.length > 0;
    },

    /**
     * Takes up to `limit` due mails (only the one keyed `key`, when given) for `leaseMs`, counting the attempt.
     * Rows another sender has locked are skipped and a claimed row is not due, so two senders never hold the
     * same mail; a crashed sender's claim lapses and the mail becomes due again.
     */
    async claimDue(now: Date, leaseMs: number, limit: number, key?: string): Promise<OutboxRow[]> {
      const condition = and(due(now), key === undefined ? undefined : eq(mailOutbox.key, key));
      const candidates = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(condition)
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(and(inArray(mailOutbox.id, candidates), condition))
        .returning();
    },

    async markSent(id: string, now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: now, claimedUntil: null, lastError: null })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
    },

    /**
     * Records a failed attempt of the sender holding `lease`: the error, and when to try again (undefined when
     * given up: the attempts are spent and the mail is no longer due).
     */
    async markFailed(id: string, lease: Date, error: string, retryAt: Date | undefined): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ lastError: error, claimedUntil: null, ...(retryAt ? { nextAttemptAt: retryAt } : {}) })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimedUntil, lease), isNull(mailOutbox.sentAt)));
    },

    /** How many mails are waiting to go out now (for the warning when nothing can send them). */
    async countDue(now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(due(now));
      return Number(row?.count ?? 0);
    },

    async mail(key: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.key, key)).limit(1);
      return row;
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

    async vendor(id: string): Promise<VendorRow | undefined> {
      const [row] = await db.select().from(vendors).where(eq(vendors.id, id)).limit(1);
      return row;
    },

    /** Ids of applications decided since `since` whose answer (`vendor-decision:<id>`) was never queued. */
    async decidedWithoutNotice(since: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(
          and(
            inArray(vendors.status, ['approved', 'rejected']),
            gte(vendors.updatedAt, since),
            notQueued(sql`${VENDOR_DECISION_KEY}::text || ${vendors.id}::text`),
          ),
        )
        .orderBy(asc(vendors.updatedAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** PNRs of bookings confirmed since `since` whose ticket mail (`ticket:<pnr>`) was never queued. */
    async confirmedWithoutTicketMail(since: Date, limit: number): Promise<string[]> {
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

    /** Ids of cancellations completed since `since` whose notice (`cancellation:<id>`) was never queued. */
    async completedWithoutNotice(since: Date, limit: number): Promise<string[]> {
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
