/** The gateway's API as PhonePe answers it (docs/phonepe-wire.md): OAuth token, pay, SDK order, statuses, refunds. */
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { z } from 'zod';
import type { PhonePeKnobs } from './sim-knobs';
import { latestAttempt, orderStatusOf } from './sim-status';
import type { createSimStore } from './sim-store';
import type { OrderLife } from './sim-order-life';
import {
  merchantIdSchema,
  payRequestSchema,
  refundRequestSchema,
  sdkOrderRequestSchema,
  tokenFormSchema,
} from './sim-wire';
import { fail, sleep } from './sim-answers';

export interface GatewayDeps {
  store: ReturnType<typeof createSimStore>;
  life: OrderLife;
  knobs: () => PhonePeKnobs;
  client: { clientId: string; clientSecret: string; clientVersion: number };
  publicBase: string;
}

export function gatewayRoutes({ store, life, knobs, client, publicBase }: GatewayDeps): Router {
  const { current, openOrder, advanceRefund, refundStatus, later } = life;
  const gateway = express.Router();
  gateway.use(async (_req: Request, res: Response, next: NextFunction) => {
    if (knobs().latencyMs) await sleep(knobs().latencyMs);
    if (knobs().failureRate > 0 && Math.random() < knobs().failureRate) {
      return fail(res, 500, 'INTERNAL_SERVER_ERROR', 'Simulated PhonePe failure');
    }
    next();
  });

  gateway.post('/v1/oauth/token', express.urlencoded({ extended: false, limit: '8kb' }), async (req, res) => {
    const form = tokenFormSchema.safeParse(req.body ?? {});
    if (!form.success)
      return fail(
        res,
        400,
        'BAD_REQUEST',
        'client_id, client_secret, client_version and grant_type=client_credentials are required',
      );
    if (
      form.data.client_id !== client.clientId ||
      form.data.client_secret !== client.clientSecret ||
      form.data.client_version !== String(client.clientVersion)
    ) {
      return fail(res, 401, 'INVALID_CLIENT', 'Client authentication failed');
    }
    const token = await store.issueToken(client.clientId, knobs().tokenTtlSeconds);
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    res.set('Cache-Control', 'no-store').json({
      access_token: token.accessToken,
      encrypted_access_token: token.accessToken,
      expires_in: null,
      issued_at: seconds(token.issuedAt),
      expires_at: seconds(token.expiresAt),
      session_expires_at: seconds(token.expiresAt),
      token_type: 'O-Bearer',
    });
  });

  /** Every other gateway call needs `Authorization: O-Bearer <live token>` (A2). */
  const authorized: RequestHandler = async (req, res, next) => {
    const match = /^O-Bearer (\S+)$/.exec(req.get('authorization') ?? '');
    if (!match?.[1] || !(await store.tokenIsValid(match[1]))) {
      return fail(res, 401, 'AUTHORIZATION_FAILED', 'Unauthorized');
    }
    next();
  };

  /** The first problem of a refused request, as `path: message`. */
  const badRequest = (res: Response, error: z.ZodError) => {
    const issue = error.issues[0];
    fail(res, 400, 'BAD_REQUEST', issue ? `${issue.path.join('.')}: ${issue.message}` : 'Bad request');
  };
  const duplicateOrder = (res: Response) =>
    fail(res, 409, 'DUPLICATE_ORDER', 'An order with this merchantOrderId already exists');

  gateway.post('/checkout/v2/pay', authorized, express.json({ limit: '32kb' }), async (req, res) => {
    const parsed = payRequestSchema.safeParse(req.body);
    if (!parsed.success) return badRequest(res, parsed.error);
    const order = await openOrder(parsed.data, parsed.data.paymentFlow.merchantUrls.redirectUrl);
    if (!order) return duplicateOrder(res);
    res.json({
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt.getTime(),
      redirectUrl: `${publicBase}/transact?token=${encodeURIComponent(order.pageToken)}`,
    });
  });

  // the mobile SDK opens the checkout with `token`: here, the hosted page's own token
  gateway.post('/checkout/v2/sdk/order', authorized, express.json({ limit: '32kb' }), async (req, res) => {
    const parsed = sdkOrderRequestSchema.safeParse(req.body);
    if (!parsed.success) return badRequest(res, parsed.error);
    const order = await openOrder(parsed.data, parsed.data.paymentFlow.merchantUrls?.redirectUrl ?? '');
    if (!order) return duplicateOrder(res);
    res.json({
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt.getTime(),
      token: order.pageToken,
    });
  });

  gateway.get('/checkout/v2/order/:merchantOrderId/status', authorized, async (req, res) => {
    const id = merchantIdSchema.safeParse(req.params.merchantOrderId);
    const found = id.success ? await store.findOrder(id.data) : undefined;
    if (!found) return fail(res, 404, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId');
    const order = await current(found);
    // PhonePe's SDK repeats the parameter (`details=true&details=true`), which Express reads as a list
    const details = [req.query.details].flat().includes('true');
    res.json(orderStatusOf(order, details ? order.paymentDetails : latestAttempt(order)));
  });

  gateway.get('/checkout/v2/transaction/:transactionId/status', authorized, async (req, res) => {
    const transactionId = String(req.params.transactionId);
    const found = /^OM\d{1,40}$/.test(transactionId) ? await store.findOrderByTransaction(transactionId) : undefined;
    if (!found) return fail(res, 404, 'TRANSACTION_NOT_FOUND', 'No transaction with this transactionId');
    const order = await current(found);
    res.json(
      orderStatusOf(
        order,
        order.paymentDetails.filter((attempt) => attempt.transactionId === transactionId),
      ),
    );
  });

  gateway.post('/payments/v2/refund', authorized, express.json({ limit: '8kb' }), async (req, res) => {
    const parsed = refundRequestSchema.safeParse(req.body);
    if (!parsed.success) return badRequest(res, parsed.error);
    // an order that lapsed or auto-settled meanwhile must count as such
    const order = await store.findOrder(parsed.data.originalMerchantOrderId);
    if (order) await current(order);
    const outcome = await store.createRefund(parsed.data, knobs().refundOutcome);
    if (!outcome.ok) {
      const answers = {
        duplicate: [400, 'DUPLICATE_REFUND', 'A refund with this merchantRefundId already exists'],
        order_not_found: [404, 'ORDER_NOT_FOUND', 'No order with this originalMerchantOrderId'],
        order_not_completed: [400, 'ORDER_NOT_COMPLETED', 'Only a completed order can be refunded'],
        exceeds_amount: [400, 'REFUND_AMOUNT_EXCEEDED', `At most ${outcome.left ?? 0} paise can still be refunded`],
      } as const;
      const [status, code, message] = answers[outcome.reason];
      return fail(res, status, code, message);
    }
    const { refund } = outcome;
    if (knobs().refundStepMs > 0) {
      for (const step of [1, 2])
        later(knobs().refundStepMs * step + 10, () => advanceRefund(refund.merchantRefundId, false), 'refund step');
    }
    res.json({ refundId: refund.refundId, amount: refund.amount, state: refund.state });
  });

  gateway.get('/payments/v2/refund/:merchantRefundId/status', authorized, async (req, res) => {
    const id = merchantIdSchema.safeParse(req.params.merchantRefundId);
    const refund = id.success ? await advanceRefund(id.data, true) : undefined;
    const status = refund && (await refundStatus(refund));
    if (!status) return fail(res, 404, 'REFUND_NOT_FOUND', 'No refund with this merchantRefundId');
    res.json(status);
  });

  return gateway;
}
