/**
 * The PhonePe simulator's records in the API's database. Every change of state is a conditional update
 * (`where state = …`), so with several API instances an order settles and a refund moves exactly once,
 * and only the instance that made the change sends its webhook.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Attempt } from './sim-attempts';
import { simPhonePeOrders as orders, simPhonePeRefunds as refunds, simPhonePeTokens as tokens } from './sim-schema';
import type { PaymentDetail, RefundState } from './sim-wire';

/** Any drizzle PostgreSQL database whose migrations made the simulator's tables (the app passes its own). */
export type SimDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export type SimOrder = typeof orders.$inferSelect;
export type SimRefund = typeof refunds.$inferSelect;
export type FinalState = 'COMPLETED' | 'FAILED';

/** The failure codes the simulator gives (PhonePe's error-code page lists TXN_AUTO_FAILED, Z9). */
export const SIM_ERROR_CODES = {
  expired: { errorCode: 'TXN_NOT_COMPLETED', detailedErrorCode: 'TXN_AUTO_FAILED' },
  failed: { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'Z9' },
  cancelled: { errorCode: 'USER_CANCEL', detailedErrorCode: 'TXN_CANCELLED' },
  refundFailed: { errorCode: 'REFUND_FAILED', detailedErrorCode: 'REFUND_DECLINED' },
} as const;

/** PhonePe-looking ids: a prefix, the time to the second, random digits (`OMO2406121817536673671964`). */
export function phonePeId(prefix: 'OMO' | 'OM' | 'OMR', at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(2, 14);
  const random = Array.from({ length: 10 }, () => randomInt(10)).join('');
  return `${prefix}${stamp}${random}`;
}

export type NewOrder = Pick<
  SimOrder,
  'merchantOrderId' | 'merchantId' | 'amount' | 'expireAt' | 'redirectUrl' | 'message' | 'metaInfo' | 'pageModes'
> & { autoSettle?: { at: Date; state: FinalState } };

export type Settlement = {
  state: FinalState;
  errorCode?: string;
  detailedErrorCode?: string;
  /** the attempt made on the page; none when the traveller cancelled or the order lapsed */
  attempt?: Attempt;
};

export type RefundOutcome =
  | { ok: true; refund: SimRefund }
  | { ok: false; reason: 'duplicate' | 'order_not_found' | 'order_not_completed' | 'exceeds_amount'; left?: number };

const REFUND_STEPS: Record<FinalState, RefundState[]> = {
  COMPLETED: ['PENDING', 'CONFIRMED', 'COMPLETED'],
  // a refund the bank declines never gets accepted
  FAILED: ['PENDING', 'FAILED'],
};

export function createSimStore(db: SimDatabase, now: () => Date) {
  async function issueToken(clientId: string, ttlSeconds: number) {
    const issuedAt = new Date(Math.floor(now().getTime() / 1000) * 1000);
    const expiresAt = new Date(issuedAt.getTime() + ttlSeconds * 1000);
    const accessToken = randomBytes(32).toString('base64url');
    // old tokens are no use to anyone; a day's grace keeps this cheap and lets tests read them
    await db.delete(tokens).where(lt(tokens.expiresAt, new Date(issuedAt.getTime() - 86_400_000)));
    await db.insert(tokens).values({ accessToken, clientId, issuedAt, expiresAt });
    return { accessToken, issuedAt, expiresAt };
  }

  async function tokenIsValid(accessToken: string): Promise<boolean> {
    const [row] = await db
      .select({ clientId: tokens.clientId })
      .from(tokens)
      .where(and(eq(tokens.accessToken, accessToken), gt(tokens.expiresAt, now())));
    return Boolean(row);
  }

  async function revokeTokens(): Promise<number> {
    return (await db.delete(tokens).returning({ accessToken: tokens.accessToken })).length;
  }

  /** undefined: the merchantOrderId is taken */
  async function createOrder(order: NewOrder): Promise<SimOrder | undefined> {
    const createdAt = now();
    const [row] = await db
      .insert(orders)
      .values({
        merchantOrderId: order.merchantOrderId,
        orderId: phonePeId('OMO', createdAt),
        pageToken: randomBytes(24).toString('base64url'),
        merchantId: order.merchantId,
        amount: order.amount,
        state: 'PENDING',
        expireAt: order.expireAt,
        redirectUrl: order.redirectUrl,
        message: order.message,
        metaInfo: order.metaInfo,
        pageModes: order.pageModes,
        paymentDetails: [],
        autoSettleAt: order.autoSettle?.at ?? null,
        autoSettleState: order.autoSettle?.state ?? null,
        createdAt,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async function findOrder(merchantOrderId: string): Promise<SimOrder | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.merchantOrderId, merchantOrderId));
    return row;
  }

  async function findOrderByPage(pageToken: string): Promise<SimOrder | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.pageToken, pageToken));
    return row;
  }

  /** The order one of whose attempts has this PhonePe transaction id. */
  async function findOrderByTransaction(transactionId: string): Promise<SimOrder | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(sql`${orders.paymentDetails} @> ${JSON.stringify([{ transactionId }])}::jsonb`);
    return row;
  }

  /** Settle a pending, unexpired order; undefined when it was not pending any more (or lapsed). */
  async function settleOrder(merchantOrderId: string, settlement: Settlement): Promise<SimOrder | undefined> {
    const at = now();
    const current = await findOrder(merchantOrderId);
    if (!current) return undefined;
    const details: PaymentDetail[] = settlement.attempt
      ? [
          {
            ...settlement.attempt,
            transactionId: phonePeId('OM', at),
            timestamp: at.getTime(),
            amount: current.amount,
            state: settlement.state,
            ...(settlement.state === 'FAILED'
              ? { errorCode: settlement.errorCode, detailedErrorCode: settlement.detailedErrorCode }
              : {}),
          },
        ]
      : [];
    const [row] = await db
      .update(orders)
      .set({
        state: settlement.state,
        errorCode: settlement.errorCode ?? null,
        detailedErrorCode: settlement.detailedErrorCode ?? null,
        paymentDetails: [...current.paymentDetails, ...details],
        settledAt: at,
      })
      .where(and(eq(orders.merchantOrderId, merchantOrderId), eq(orders.state, 'PENDING'), gt(orders.expireAt, at)))
      .returning();
    return row;
  }

  /** A pending order past `expireAt` fails (A11); answers the order if this call made it fail. */
  async function expireIfDue(merchantOrderId: string): Promise<SimOrder | undefined> {
    const at = now();
    const [row] = await db
      .update(orders)
      .set({ state: 'FAILED', ...SIM_ERROR_CODES.expired, settledAt: at })
      .where(and(eq(orders.merchantOrderId, merchantOrderId), eq(orders.state, 'PENDING'), lte(orders.expireAt, at)))
      .returning();
    return row;
  }

  async function createRefund(
    input: { merchantRefundId: string; originalMerchantOrderId: string; amount: number },
    finalState: FinalState,
  ): Promise<RefundOutcome> {
    return db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: refunds.merchantRefundId })
        .from(refunds)
        .where(eq(refunds.merchantRefundId, input.merchantRefundId));
      if (existing) return { ok: false, reason: 'duplicate' };
      // the order row lock serialises refunds of one order, so two cannot both fit the same remainder
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.merchantOrderId, input.originalMerchantOrderId))
        .for('update');
      if (!order) return { ok: false, reason: 'order_not_found' };
      if (order.state !== 'COMPLETED') return { ok: false, reason: 'order_not_completed' };
      const [{ refunded }] = (await tx
        .select({ refunded: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.originalMerchantOrderId, order.merchantOrderId), ne(refunds.state, 'FAILED')))) as [
        { refunded: string },
      ];
      const left = order.amount - Number(refunded);
      if (input.amount > left) return { ok: false, reason: 'exceeds_amount', left };
      const at = now();
      const [refund] = await tx
        .insert(refunds)
        .values({
          merchantRefundId: input.merchantRefundId,
          refundId: phonePeId('OMR', at),
          originalMerchantOrderId: order.merchantOrderId,
          amount: input.amount,
          state: 'PENDING',
          finalState,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      return refund ? { ok: true, refund } : { ok: false, reason: 'duplicate' };
    });
  }

  async function findRefund(merchantRefundId: string): Promise<SimRefund | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.merchantRefundId, merchantRefundId));
    return row;
  }

  /**
   * Move a refund along its steps: to where the time since it was made says (one step per `stepMs`),
   * and one step further when `read` (a status read). Answers the refund and the states it passed.
   */
  async function advanceRefund(
    merchantRefundId: string,
    options: { stepMs: number; read: boolean },
  ): Promise<{ refund: SimRefund; passed: RefundState[] } | undefined> {
    const refund = await findRefund(merchantRefundId);
    if (!refund) return undefined;
    const steps = REFUND_STEPS[refund.finalState];
    const index = steps.indexOf(refund.state);
    const byTime = options.stepMs > 0 ? Math.floor((now().getTime() - refund.createdAt.getTime()) / options.stepMs) : 0;
    const target = Math.min(steps.length - 1, Math.max(index, byTime, options.read ? index + 1 : index));
    if (index < 0 || target <= index) return { refund, passed: [] };
    const state = steps[target] as RefundState;
    const [updated] = await db
      .update(refunds)
      .set({
        state,
        updatedAt: now(),
        ...(state === 'FAILED' ? SIM_ERROR_CODES.refundFailed : {}),
      })
      .where(and(eq(refunds.merchantRefundId, merchantRefundId), eq(refunds.state, refund.state)))
      .returning();
    // another instance (or timer) moved it first: answer what is there now, its webhooks are theirs
    if (!updated) return { refund: (await findRefund(merchantRefundId)) ?? refund, passed: [] };
    return { refund: updated, passed: steps.slice(index + 1, target + 1) };
  }

  return {
    issueToken,
    tokenIsValid,
    revokeTokens,
    createOrder,
    findOrder,
    findOrderByPage,
    findOrderByTransaction,
    settleOrder,
    expireIfDue,
    createRefund,
    findRefund,
    advanceRefund,
  };
}
