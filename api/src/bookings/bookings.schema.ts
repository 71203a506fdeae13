import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BookingRecord, BookingStatus, PaymentStatus } from '@jatra/shared';
import { users } from '../db/schema';

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
    /** The provider's PNR; also the spec's merchant_transaction_id. */
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
    departureTime: text('departure_time').notNull(),
    arrivalTime: text('arrival_time').notNull(),
    busName: text('bus_name').notNull(),
    busType: text('bus_type').notNull(),
    seats: jsonb('seats').$type<BookingRecord['seats']>().notNull(),
    passengers: jsonb('passenger_details').$type<BookingRecord['passenger_details']>().notNull(),
    boardingPoint: jsonb('boarding_point').$type<BookingRecord['boarding_point']>().notNull(),
    droppingPoint: jsonb('dropping_point').$type<BookingRecord['dropping_point']>().notNull(),
    baseAmount: integer('base_amount').notNull(),
    gstAmount: integer('gst_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** The provider's confirm answer, kept whole: the ticket page reads it. */
    ticket: jsonb('ticket').$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    confirmAttempts: integer('confirm_attempts').notNull().default(0),
    /** The payment order that paid for the ticket (the spec's transaction_id is that order's transaction). */
    paidOrderId: text('paid_order_id'),
    /** One settler at a time asks the provider to confirm; a crashed one's claim lapses at this instant. */
    confirmClaimedUntil: timestamp('confirm_claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'bookings_status_check',
      sql`${table.status} in ('tentative', 'confirmed', 'cancelled', 'failed', 'expired')`,
    ),
    check(
      'bookings_payment_status_check',
      sql`${table.paymentStatus} in ('pending', 'completed', 'failed', 'refund_pending', 'refunded')`,
    ),
    // a confirmed booking always has its ticket: the row can't claim success without it
    check('bookings_confirmed_has_ticket', sql`${table.status} <> 'confirmed' or ${table.ticketNumber} is not null`),
    index('bookings_user_idx').on(table.userId, table.createdAt),
    index('bookings_status_idx').on(table.status, table.holdExpiresAt),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
