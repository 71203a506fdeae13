import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@jatra/shared/i18n';

/** Where an SMS stands: queued or sent by us, then as the gateway's delivery report says (docs/sms-wire.md). */
export type SmsDeliveryState = 'queued' | 'submitted' | 'delivered' | 'failed' | 'dnd' | 'rejected';

/**
 * SMS to travellers, one row per event (its `key`), written before it is sent: the mail outbox's guarantees for
 * SMS (queued once, one sender at a time, retried with back-off), and the gateway's delivery report on the row.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** the booking it tells of, for the admin's view of one booking */
    pnr: text('pnr').notNull(),
    kind: text('kind').notNull(),
    /** the 10-digit mobile (India's +91 is the gateway's prefix) */
    toMobile: text('to_mobile').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** the gateway's template id and the values of its `{#var#}`, in order */
    templateId: text('template_id').notNull(),
    vars: jsonb('vars').$type<string[]>().notNull(),
    /** the text the traveller reads, as the registered template makes it */
    text: text('text').notNull(),
    segments: integer('segments').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** the gateway's request id, which its delivery report names */
    requestId: text('request_id').unique(),
    state: text('state').$type<SmsDeliveryState>().notNull().default('queued'),
    /** the report's own words (`DELIVERED`, `NDNC`, a failure reason) */
    stateDetail: text('state_detail'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sms_outbox_due_idx').on(table.sentAt, table.nextAttemptAt),
    index('sms_outbox_pnr_idx').on(table.pnr, table.createdAt),
  ],
);

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
