/**
 * Stand-in for PhonePe Standard Checkout v2 at `/sim/phonepe` (docs/phonepe-wire.md): OAuth token,
 * pay, SDK order, order and transaction status, refund, refund status, a hosted checkout page, and webhooks
 * to the merchant. Mounted only when no PHONEPE_CLIENT_ID is set and never in production. It stands apart
 * from the app: what it needs of it (database, clock, credentials) comes in through its options.
 */
import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import type { z } from 'zod';
import {
  checkoutPage,
  closedPage,
  defaultAttempt,
  notFoundPage,
  PAGE_MODES,
  pageCsp,
  pageFormSchema,
  validatePayment,
  type PageMode,
} from './hosted-page';
import { defaultPhonePeKnobs, phonePeKnobsSchema, settleRequestSchema, type PhonePeKnobs } from './sim-knobs';
import {
  createSimStore,
  latestAttempt,
  orderStatusOf,
  refundStatusOf,
  SIM_ERROR_CODES,
  type FinalState,
  type Settlement,
  type SimDatabase,
  type SimOrder,
  type SimRefund,
} from './sim-store';
import { createWebhookSender, type WebhookTarget } from './sim-webhooks';
import {
  merchantIdSchema,
  payRequestSchema,
  refundRequestSchema,
  sdkOrderRequestSchema,
  tokenFormSchema,
  type PaymentModeConfig,
  type RefundState,
  type WebhookEvent,
} from './sim-wire';

export interface PhonePeSimulatorOptions {
  db: SimDatabase;
  /** the merchant's credentials the token endpoint accepts */
  client: { clientId: string; clientSecret: string; clientVersion: number };
  /** this simulator as the browser reaches it, e.g. `http://localhost:8787/sim/phonepe` */
  publicBaseUrl: string;
  /** where order and refund webhooks go, with the Dashboard's username and password */
  webhook: WebhookTarget;
  /** the name the hosted page shows the traveller */
  merchantName: string;
  now?: () => Date;
  webhookRetryDelaysMs?: readonly number[];
  onError?: (error: unknown, what: string) => void;
  /** runs before each test control (knobs, webhooks, tokens, settle): the product lets only its own machine in */
  testControls?: RequestHandler;
}

/** Used when a pay request gives no `expireAfter` (PhonePe's default is 20 minutes). */
const DEFAULT_EXPIRE_AFTER_SECONDS = 1200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PhonePe's error bodies: `{success:false, code, message}` (A9). */
function fail(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ success: false, code, message, data: {} });
}

/** The hosted page's tabs for a `paymentModeConfig` (A4); unknown types are ignored. */
function pageModesFor(config: PaymentModeConfig): PageMode[] {
  const tabOf = (type: string): PageMode | undefined => {
    const upper = type.toUpperCase();
    if (upper.startsWith('UPI')) return 'UPI';
    if (upper === 'CARD' || upper.endsWith('_CARD')) return 'CARD';
    if (upper === 'NET_BANKING') return 'NET_BANKING';
    if (upper === 'WALLET') return 'WALLET';
    return undefined;
  };
  const named = (entries: { type: string }[] | undefined) =>
    new Set((entries ?? []).map((entry) => tabOf(entry.type)).filter((mode) => mode !== undefined));
  if (config?.enabledPaymentModes) {
    const enabled = named(config.enabledPaymentModes);
    const modes = PAGE_MODES.filter((mode) => enabled.has(mode));
    if (modes.length > 0) return modes;
  }
  const disabled = named(config?.disabledPaymentModes);
  const modes = PAGE_MODES.filter((mode) => !disabled.has(mode));
  return modes.length > 0 ? modes : [...PAGE_MODES];
}

const ORDER_EVENT: Record<FinalState, WebhookEvent> = {
  COMPLETED: 'checkout.order.completed',
  FAILED: 'checkout.order.failed',
};
const REFUND_EVENT: Partial<Record<RefundState, WebhookEvent>> = {
  CONFIRMED: 'pg.refund.accepted',
  COMPLETED: 'pg.refund.completed',
  FAILED: 'pg.refund.failed',
};

export function createPhonePeSimulator(options: PhonePeSimulatorOptions): Router {
  const router = express.Router();
  const now = options.now ?? (() => new Date());
  const store = createSimStore(options.db, now);
  const { merchantName } = options;
  const merchantId = options.client.clientId;
  const publicBase = options.publicBaseUrl.replace(/\/+$/, '');
  const onError = options.onError ?? (() => undefined);
  const testControls: RequestHandler = options.testControls ?? ((_req, _res, next) => next());
  let knobs: PhonePeKnobs = defaultPhonePeKnobs();
  const webhooks = createWebhookSender({
    target: options.webhook,
    settings: () => knobs,
    retryDelaysMs: options.webhookRetryDelaysMs,
    onError: (error) => onError(error, 'webhook delivery'),
  });

  /** Run later, off the request; a timer must not keep the process alive nor crash it. */
  function later(ms: number, task: () => Promise<unknown>, what: string) {
    setTimeout(() => {
      task().catch((error: unknown) => onError(error, what));
    }, ms).unref();
  }

  function announceOrder(order: SimOrder) {
    if (order.state === 'PENDING') return undefined;
    return webhooks.send(ORDER_EVENT[order.state], orderStatusOf(order), order.merchantOrderId);
  }

  /** Settle and announce; undefined when the order was no longer pending. */
  async function settle(merchantOrderId: string, settlement: Settlement): Promise<SimOrder | undefined> {
    const settled = await store.settleOrder(merchantOrderId, settlement);
    if (settled) announceOrder(settled);
    return settled;
  }

  /** What a button (or the settle endpoint) does, after the `forceOutcome` knob had its say. */
  function settlementFor(
    pressed: FinalState,
    attempt: ReturnType<typeof defaultAttempt>,
    cancelled: boolean,
  ): Settlement {
    const state = knobs.forceOutcome ?? pressed;
    if (state === 'COMPLETED') return { state, attempt };
    if (cancelled && pressed === 'FAILED') return { state, ...SIM_ERROR_CODES.cancelled };
    return { state, ...SIM_ERROR_CODES.failed, attempt };
  }

  /**
   * Apply what time has done to an order: the `autoComplete` settlement when due, else expiry. Lazy, on
   * every read, so that it also happens after a restart lost the timer.
   */
  async function current(order: SimOrder): Promise<SimOrder> {
    if (order.state !== 'PENDING') return order;
    const at = now().getTime();
    let changed: SimOrder | undefined;
    if (order.autoSettleAt && order.autoSettleState && order.autoSettleAt.getTime() <= at) {
      changed = await settle(order.merchantOrderId, {
        state: order.autoSettleState,
        attempt: defaultAttempt('UPI'),
        ...(order.autoSettleState === 'FAILED' ? SIM_ERROR_CODES.failed : {}),
      });
    } else if (order.expireAt.getTime() <= at) {
      changed = await store.expireIfDue(order.merchantOrderId);
      if (changed) announceOrder(changed);
    } else {
      return order;
    }
    // undefined: another request (or instance) changed it first
    return changed ?? (await store.findOrder(order.merchantOrderId)) ?? order;
  }

  /** A refund's status as PhonePe answers it; undefined when the refund (or its order) is unknown. */
  async function refundStatus(refund: SimRefund) {
    const order = await store.findOrder(refund.originalMerchantOrderId);
    return order && refundStatusOf(refund, order);
  }

  async function advanceRefund(merchantRefundId: string, read: boolean) {
    const moved = await store.advanceRefund(merchantRefundId, { stepMs: knobs.refundStepMs, read });
    if (!moved) return undefined;
    const status = moved.passed.length > 0 ? await refundStatus(moved.refund) : undefined;
    for (const state of moved.passed) {
      const event = REFUND_EVENT[state];
      if (event && status) webhooks.send(event, { ...status, state }, merchantRefundId);
    }
    return moved.refund;
  }

  // ---- test controls ----------------------------------------------------------------------------

  router.get('/knobs', testControls, (_req, res) => {
    res.json(knobs);
  });
  router.put('/knobs', testControls, express.json({ limit: '8kb' }), (req, res) => {
    const parsed = phonePeKnobsSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      fail(res, 400, 'BAD_REQUEST', issue ? `${issue.path.join('.') || 'knobs'}: ${issue.message}` : 'Invalid knobs');
      return;
    }
    knobs = parsed.data;
    res.json(knobs);
  });
  router.get('/webhooks', testControls, (_req, res) => {
    res.json({ target: options.webhook.url, deliveries: webhooks.deliveries() });
  });
  router.delete('/webhooks', testControls, (_req, res) => {
    webhooks.clear();
    res.status(204).end();
  });
  /** Revoke every access token: the next gateway call answers 401, as after PhonePe rotated them. */
  router.delete('/tokens', testControls, async (_req, res) => {
    res.json({ revoked: await store.revokeTokens() });
  });
  router.post('/orders/:merchantOrderId/settle', testControls, express.json({ limit: '8kb' }), async (req, res) => {
    const id = merchantIdSchema.safeParse(req.params.merchantOrderId);
    const body = settleRequestSchema.safeParse(req.body ?? {});
    if (!id.success || !body.success) {
      fail(res, 400, 'BAD_REQUEST', body.error?.issues[0]?.message ?? 'Invalid merchantOrderId');
      return;
    }
    const found = await store.findOrder(id.data);
    if (!found) return fail(res, 404, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId');
    const order = await current(found);
    if (order.state !== 'PENDING') return fail(res, 409, 'ORDER_NOT_PENDING', `The order is already ${order.state}`);
    const { state, paymentMode, cancelled } = body.data;
    // an explicit test request wins over the forceOutcome knob, which is about the page's buttons
    const settlement: Settlement =
      state === 'COMPLETED'
        ? { state, attempt: defaultAttempt(paymentMode) }
        : cancelled
          ? { state, ...SIM_ERROR_CODES.cancelled }
          : { state, ...SIM_ERROR_CODES.failed, attempt: defaultAttempt(paymentMode) };
    const settled = await store.settleOrder(order.merchantOrderId, settlement);
    if (!settled) return fail(res, 409, 'ORDER_NOT_PENDING', 'The order is no longer pending');
    const webhook = announceOrder(settled);
    res.json({
      order: orderStatusOf(settled),
      redirectUrl: settled.redirectUrl,
      webhook: webhook && { event: webhook.event, url: options.webhook.url, status: webhook.status },
    });
  });

  // ---- the gateway ------------------------------------------------------------------------------

  const gateway = express.Router();
  gateway.use(async (_req: Request, res: Response, next: NextFunction) => {
    if (knobs.latencyMs) await sleep(knobs.latencyMs);
    if (knobs.failureRate > 0 && Math.random() < knobs.failureRate) {
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
    const { client } = options;
    if (
      form.data.client_id !== client.clientId ||
      form.data.client_secret !== client.clientSecret ||
      form.data.client_version !== String(client.clientVersion)
    ) {
      return fail(res, 401, 'INVALID_CLIENT', 'Client authentication failed');
    }
    const token = await store.issueToken(client.clientId, knobs.tokenTtlSeconds);
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

  /** A new order for a pay or SDK order request; `redirectUrl` is '' for an SDK order without a way back. */
  async function openOrder(request: z.infer<typeof sdkOrderRequestSchema>, redirectUrl: string) {
    const at = now().getTime();
    const auto = knobs.autoComplete
      ? { at: new Date(at + knobs.autoCompleteDelayMs), state: knobs.forceOutcome ?? ('COMPLETED' as const) }
      : undefined;
    const order = await store.createOrder({
      merchantOrderId: request.merchantOrderId,
      merchantId,
      amount: request.amount,
      expireAt: new Date(at + (request.expireAfter ?? DEFAULT_EXPIRE_AFTER_SECONDS) * 1000),
      redirectUrl,
      message: request.paymentFlow.message ?? null,
      metaInfo: (request.metaInfo as Record<string, string> | undefined) ?? null,
      pageModes: pageModesFor(request.paymentFlow.paymentModeConfig),
      autoSettle: auto,
    });
    if (order && auto) later(knobs.autoCompleteDelayMs, () => current(order), 'auto settle');
    return order;
  }

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
    const outcome = await store.createRefund(parsed.data, knobs.refundOutcome);
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
    if (knobs.refundStepMs > 0) {
      for (const step of [1, 2])
        later(knobs.refundStepMs * step + 10, () => advanceRefund(refund.merchantRefundId, false), 'refund step');
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

  // ---- the hosted checkout page -------------------------------------------------------------------

  const page = express.Router();
  // The page lives in the merchant's popup; the merchant's page watches it through the handle `window.open` gave
  // (is it closed?) and closes it when the outcome is known. helmet's COOP `same-origin` would cut that tie: the
  // handle would read `closed` at once. So the page and its redirect back are `unsafe-none`.
  page.use('/transact', (_req, res, next) => {
    res.set('Cross-Origin-Opener-Policy', 'unsafe-none');
    next();
  });
  const html = (res: Response, status: number, body: string, merchantUrl?: string) =>
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .set('Content-Security-Policy', pageCsp(merchantUrl))
      .type('html')
      .send(body);

  page.get('/transact', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const found = token ? await store.findOrderByPage(token) : undefined;
    if (!found) return html(res, 404, notFoundPage());
    const order = await current(found);
    if (order.state !== 'PENDING') return html(res, 200, closedPage(order, merchantName), order.redirectUrl);
    html(res, 200, checkoutPage(order, { merchantName, forcedOutcome: knobs.forceOutcome }), order.redirectUrl);
  });

  page.post('/transact', express.urlencoded({ extended: false, limit: '8kb' }), async (req, res) => {
    const form = pageFormSchema.safeParse(req.body ?? {});
    const found = form.success ? await store.findOrderByPage(form.data.token) : undefined;
    if (!form.success || !found) return html(res, 404, notFoundPage());
    const order = await current(found);
    if (order.state !== 'PENDING') return html(res, 409, closedPage(order, merchantName), order.redirectUrl);
    const { action, paymentMode } = form.data;
    const checked = validatePayment(form.data);
    // only Pay needs good details, and not even that when a forced outcome decides anyway
    if (action === 'pay' && !checked.ok && !knobs.forceOutcome) {
      const body = checkoutPage(order, { merchantName, error: checked.message, form: { ...form.data, cardCvv: '' } });
      return html(res, 400, body, order.redirectUrl);
    }
    const attempt = checked.ok ? checked.attempt : defaultAttempt(paymentMode);
    const settled = await settle(
      order.merchantOrderId,
      settlementFor(action === 'pay' ? 'COMPLETED' : 'FAILED', attempt, action === 'cancel'),
    );
    if (!settled) {
      const latest = (await store.findOrder(order.merchantOrderId)) ?? order;
      return html(res, 409, closedPage(latest, merchantName), order.redirectUrl);
    }
    // an SDK order has no way back: its app learns the outcome from PhonePe's SDK
    if (!settled.redirectUrl) return html(res, 200, closedPage(settled, merchantName));
    // A8: the browser goes back to the merchant on success and failure alike, with nothing in the URL
    res.redirect(303, settled.redirectUrl);
  });

  const errors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return fail(res, status, 'BAD_REQUEST', 'Bad request');
    onError(error, 'PhonePe simulator request');
    fail(res, 500, 'INTERNAL_SERVER_ERROR', 'PhonePe simulator failed');
  };

  router.use(page);
  router.use(gateway);
  router.use((_req, res) => fail(res, 404, 'NOT_FOUND', 'Unknown PhonePe endpoint'));
  router.use(errors);
  return router;
}
