import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings, cancellations } from '../bookings/bookings.schema';

/** One row per payment attempt at the gateway; a booking may have several (Retry Payment). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    merchantOrderId: text('merchant_order_id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /** The gateway's view: PENDING until it says COMPLETED or FAILED. */
    state: text('state').$type<'PENDING' | 'COMPLETED' | 'FAILED'>().notNull(),
    gatewayOrderId: text('gateway_order_id'),
    transactionId: text('transaction_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('payment_orders_state_check', sql`${table.state} in ('PENDING', 'COMPLETED', 'FAILED')`),
    index('payment_orders_booking_idx').on(table.bookingId),
    // orders by state in the order they last changed: pending ones to ask again, paid ones to account for
    index('payment_orders_state_updated_idx').on(table.state, table.updatedAt),
    // the admin's payments list, newest first, and its search for a PNR or an order id by its start
    index('payment_orders_created_idx').on(table.createdAt, table.merchantOrderId),
    index('payment_orders_id_prefix_idx').using('btree', sql`${table.merchantOrderId} text_pattern_ops`),
  ],
);

/** Money going back: one refund per paid order that did not become a ticket (or a later cancellation). */
export const refunds = pgTable(
  'refunds',
  {
    merchantRefundId: text('merchant_refund_id').primaryKey(),
    merchantOrderId: text('merchant_order_id')
      .notNull()
      .references(() => paymentOrders.merchantOrderId, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The cancellation this refund pays back; null for a paid order that never became a ticket. */
    cancellationId: uuid('cancellation_id').references(() => cancellations.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /** NEW until the gateway accepted it; then its states up to COMPLETED or FAILED. */
    state: text('state').$type<'NEW' | 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED'>().notNull(),
    refundId: text('refund_id'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('refunds_state_check', sql`${table.state} in ('NEW', 'PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED')`),
    // open refunds by state (the reconciler), and the latest completed ones (Recent Activities, the overview)
    index('refunds_state_updated_idx').on(table.state, table.updatedAt),
    index('refunds_cancellation_idx').on(table.cancellationId),
    // a booking's refunds, read beside it on the bookings list and the ticket
    index('refunds_booking_idx').on(table.bookingId),
    // the refunds the gateway still works on, the least recently asked about first (the reconciler's round)
    index('refunds_waiting_idx')
      .on(table.updatedAt)
      .where(sql`${table.state} in ('PENDING', 'CONFIRMED')`),
    // an order's refunds (settlement, cancellation, the reconciler's stray paid orders)
    index('refunds_order_idx').on(table.merchantOrderId),
    // the admin's refunds list, newest first, and its search for a PNR or a refund id by its start
    index('refunds_created_idx').on(table.createdAt, table.merchantRefundId),
    index('refunds_id_prefix_idx').using('btree', sql`${table.merchantRefundId} text_pattern_ops`),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
