import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@jatra/shared/i18n';
import type { BookingRecord, BookingStatus, CancellationPolicy, PaymentStatus, RescheduleQuote } from '@jatra/shared';
import { users } from '../../db/schema';

/**
 * Our record of every booking: created tentative when the provider holds the seats, confirmed once paid
 * and ticketed. Amounts are whole rupees computed here from the provider's fares, never from the client.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The provider's PNR; also the booking's merchant_transaction_id. */
    pnr: text('pnr').notNull().unique(),
    operatorPnr: text('operator_pnr'),
    ticketNumber: text('ticket_number'),
    status: text('status').$type<BookingStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    scheduleId: text('schedule_id').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    originId: integer('origin_id').notNull(),
    destinationId: integer('destination_id').notNull(),
    travelDate: text('travel_date').notNull(),
    /** `HH:MM` in India: as sold, or as the operator moved it since (then `departureChangedFrom` keeps the sold one) */
    departureTime: text('departure_time').notNull(),
    departureChangedFrom: text('departure_changed_from'),
    arrivalTime: text('arrival_time').notNull(),
    busName: text('bus_name').notNull(),
    busType: text('bus_type').notNull(),
    /** The provider's operator (travel id) running the bus: the vendor dashboard reads sales by it. */
    travelId: integer('travel_id'),
    /** Fixed when the booking is made, so a later change of the operator's policy does not touch a sold ticket. */
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>(),
    seats: jsonb('seats').$type<BookingRecord['seats']>().notNull(),
    passengers: jsonb('passenger_details').$type<BookingRecord['passenger_details']>().notNull(),
    /** where the ticket and notices go: the first passenger's e-mail at booking, kept when seats are cancelled */
    contactEmail: text('contact_email'),
    boardingPoint: jsonb('boarding_point').$type<BookingRecord['boarding_point']>().notNull(),
    droppingPoint: jsonb('dropping_point').$type<BookingRecord['dropping_point']>().notNull(),
    baseAmount: integer('base_amount').notNull(),
    gstAmount: integer('gst_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** Who asked for the hold, as the caps on held seats count it (an IPv6 address by its /56); null before it was kept. */
    clientIp: text('client_ip'),
    /** The provider's confirm answer, kept whole: the ticket page reads it. */
    ticket: jsonb('ticket').$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    confirmAttempts: integer('confirm_attempts').notNull().default(0),
    /** The payment order that paid for the ticket (the booking's transaction_id is that order's transaction). */
    paidOrderId: text('paid_order_id'),
    /** One settler at a time asks the provider to confirm; a crashed one's claim lapses at this instant. */
    confirmClaimedUntil: timestamp('confirm_claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** who cancelled the whole booking: the traveller, or the operator by cancelling the trip */
    cancelledBy: text('cancelled_by').$type<'traveller' | 'operator'>(),
    /** a date change's new booking: the PNR it replaces, and the quote it was sold under (docs/reschedule.md) */
    rescheduledFrom: text('rescheduled_from'),
    rescheduleQuote: jsonb('reschedule_quote').$type<RescheduleQuote>(),
    /** the old booking: the PNR of the date change under way (status confirmed) or done (status rescheduled) */
    rescheduledTo: text('rescheduled_to'),
    /** the language the booking was made in (its hold request's): its e-mails are written in it (docs/languages.md) */
    locale: text('locale').$type<Locale>().notNull().default('en'),
  },
  (table) => [
    check(
      'bookings_status_check',
      sql`${table.status} in ('tentative', 'confirmed', 'cancelled', 'failed', 'expired', 'rescheduled')`,
    ),
    check(
      'bookings_payment_status_check',
      sql`${table.paymentStatus} in ('pending', 'completed', 'failed', 'refund_pending', 'refunded')`,
    ),
    // a confirmed booking always has its ticket: the row can't claim success without it
    check(
      'bookings_cancelled_by_check',
      sql`${table.cancelledBy} is null or ${table.cancelledBy} in ('traveller', 'operator')`,
    ),
    check('bookings_locale_check', sql`${table.locale} in ('en', 'as', 'bn', 'hi')`),
    check('bookings_confirmed_has_ticket', sql`${table.status} <> 'confirmed' or ${table.ticketNumber} is not null`),
    index('bookings_user_idx').on(table.userId, table.createdAt),
    // the booking page asks which of the traveller's bookings are on the bus it shows
    index('bookings_user_schedule_idx').on(table.userId, table.scheduleId),
    index('bookings_status_idx').on(table.status, table.holdExpiresAt),
    // the tickets on one trip, when the operator cancels or moves it (docs/trip-changes.md)
    index('bookings_schedule_idx').on(table.scheduleId, table.status),
    // an operator's departures, upcoming soonest first and past newest first, grouped as the index is walked; a trip
    // the operator cancelled stays listed, as cancelled
    index('bookings_travel_departures_idx')
      .on(table.travelId, table.travelDate, table.departureTime, table.scheduleId)
      .where(sql`${table.status} = 'confirmed' or ${table.cancelledBy} = 'operator'`),
    // an operator's sales newest first, and the departure a manifest names
    index('bookings_travel_sales_idx')
      .on(table.travelId, table.createdAt)
      .where(sql`${table.status} in ('confirmed', 'cancelled')`),
    index('bookings_travel_schedule_idx')
      .on(table.travelId, table.scheduleId, table.travelDate)
      .where(sql`${table.status} in ('confirmed', 'cancelled')`),
    // the latest confirmations (Recent Activities) and the overview's days that changed
    index('bookings_confirmed_idx').on(table.confirmedAt),
    index('bookings_client_ip_idx').on(table.clientIp, table.createdAt),
    // the date changes under way, for the reconciler to finish: only those, however many were ever made
    index('bookings_rescheduling_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'confirmed' and ${table.rescheduledTo} is not null`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;

export const CANCELLATION_STATUSES = ['requested', 'completed', 'abandoned'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/**
 * Each cancellation of seats of a booking. A row is
 * `requested` before the provider is asked, so a crash between the provider's cancel and our write is found
 * and completed; then `completed` (or `abandoned` when the provider did not cancel). Only one may be in
 * flight per booking: two clicks cancel once.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    pnr: text('pnr').notNull(),
    seatNumbers: jsonb('seat_numbers').$type<string[]>().notNull(),
    status: text('status').$type<CancellationStatus>().notNull(),
    cancelPercent: doublePrecision('cancel_percent').notNull(),
    chargePaise: integer('charge_paise').notNull(),
    refundPaise: integer('refund_paise').notNull(),
    /** the traveller (or an admin for them) asked; or the operator cancelled the trip: a full refund, no charge */
    cancelledBy: text('cancelled_by').$type<'traveller' | 'operator'>().notNull().default('traveller'),
    /** our quote under the stored policy, per seat */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    /** the provider's cancel answer, kept whole (a cancellation's api_response) */
    providerAnswer: jsonb('provider_answer').$type<Record<string, unknown>>(),
    /** one requester at a time asks the provider; a crashed one's claim lapses at this instant */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('cancellations_status_check', sql`${table.status} in ('requested', 'completed', 'abandoned')`),
    check('cancellations_cancelled_by_check', sql`${table.cancelledBy} in ('traveller', 'operator')`),
    uniqueIndex('cancellations_one_in_flight')
      .on(table.bookingId)
      .where(sql`${table.status} = 'requested'`),
    index('cancellations_booking_idx').on(table.bookingId, table.createdAt),
    index('cancellations_status_idx').on(table.status, table.claimedUntil),
    // the latest completed cancellations (Recent Activities); only a completed one has the time
    index('cancellations_completed_idx').on(table.completedAt),
  ],
);
export type CancellationRow = typeof cancellations.$inferSelect;
