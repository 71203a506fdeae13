import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentDetail } from './sim-wire';

/**
 * The PhonePe simulator's state: access tokens, orders and refunds live in the API's database, so a
 * restart (or another API instance) sees the same payments, and settling an order happens exactly once.
 */
export const simPhonePeTokens = pgTable(
  'sim_phonepe_tokens',
  {
    accessToken: text('access_token').primaryKey(),
    clientId: text('client_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sim_phonepe_tokens_expires_at_idx').on(table.expiresAt)],
);

export const simPhonePeOrders = pgTable(
  'sim_phonepe_orders',
  {
    merchantOrderId: text('merchant_order_id').primaryKey(),
    /** PhonePe's id, `OMO…` */
    orderId: text('order_id').notNull().unique(),
    /** the secret in the hosted page's URL */
    pageToken: text('page_token').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    amount: integer('amount').notNull(),
    state: text('state', { enum: ['PENDING', 'COMPLETED', 'FAILED'] }).notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    /** the merchant's `merchantUrls.redirectUrl` */
    redirectUrl: text('redirect_url').notNull(),
    message: text('message'),
    metaInfo: jsonb('meta_info').$type<Record<string, string>>(),
    /** the tabs the hosted page offers: UPI, CARD, NET_BANKING, WALLET */
    pageModes: jsonb('page_modes').$type<string[]>().notNull(),
    errorCode: text('error_code'),
    detailedErrorCode: text('detailed_error_code'),
    paymentDetails: jsonb('payment_details').$type<PaymentDetail[]>().notNull().default([]),
    /** the `autoComplete` knob: settle to `auto_settle_state` at this instant without the page */
    autoSettleAt: timestamp('auto_settle_at', { withTimezone: true }),
    autoSettleState: text('auto_settle_state', { enum: ['COMPLETED', 'FAILED'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('sim_phonepe_orders_state_idx').on(table.state),
    check('sim_phonepe_orders_state_check', sql`${table.state} in ('PENDING', 'COMPLETED', 'FAILED')`),
    check('sim_phonepe_orders_amount_check', sql`${table.amount} >= 100`),
  ],
);

export const simPhonePeRefunds = pgTable(
  'sim_phonepe_refunds',
  {
    merchantRefundId: text('merchant_refund_id').primaryKey(),
    /** PhonePe's id, `OMR…` */
    refundId: text('refund_id').notNull().unique(),
    originalMerchantOrderId: text('original_merchant_order_id')
      .notNull()
      .references(() => simPhonePeOrders.merchantOrderId),
    amount: integer('amount').notNull(),
    state: text('state', { enum: ['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'] }).notNull(),
    /** where the refund ends (the `refundOutcome` knob when it was made) */
    finalState: text('final_state', { enum: ['COMPLETED', 'FAILED'] }).notNull(),
    errorCode: text('error_code'),
    detailedErrorCode: text('detailed_error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sim_phonepe_refunds_order_idx').on(table.originalMerchantOrderId),
    check('sim_phonepe_refunds_state_check', sql`${table.state} in ('PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED')`),
    check('sim_phonepe_refunds_amount_check', sql`${table.amount} >= 1`),
  ],
);
