/**
 * Stand-in for PhonePe Standard Checkout v2 at `/sim/phonepe` (docs/phonepe-wire.md): OAuth token,
 * pay, SDK order, order and transaction status, refund, refund status, a hosted checkout page, and webhooks
 * to the merchant. Mounted only when no PHONEPE_CLIENT_ID is set and never in production. It stands apart
 * from the app: what it needs of it (database, clock, credentials) comes in through its options.
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { defaultPhonePeKnobs, type PhonePeKnobs } from './sim-knobs';
import { fail } from './sim-answers';
import { gatewayRoutes } from './sim-gateway-routes';
import { createOrderLife } from './sim-order-life';
import { hostedPageRoutes } from './sim-page-routes';
import { createSimStore, type SimDatabase } from './sim-store';
import { testControlRoutes } from './sim-test-controls';
import { createWebhookSender, type WebhookTarget } from './sim-webhooks';

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

export function createPhonePeSimulator(options: PhonePeSimulatorOptions): Router {
  const router = express.Router();
  const now = options.now ?? (() => new Date());
  const store = createSimStore(options.db, now);
  const onError = options.onError ?? (() => undefined);
  const testControls: RequestHandler = options.testControls ?? ((_req, _res, next) => next());
  let knobs: PhonePeKnobs = defaultPhonePeKnobs();
  const currentKnobs = () => knobs;
  const webhooks = createWebhookSender({
    target: options.webhook,
    settings: currentKnobs,
    retryDelaysMs: options.webhookRetryDelaysMs,
    onError: (error) => onError(error, 'webhook delivery'),
  });
  const life = createOrderLife({
    store,
    webhooks,
    knobs: currentKnobs,
    merchantId: options.client.clientId,
    now,
    onError,
  });

  const errors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return fail(res, status, 'BAD_REQUEST', 'Bad request');
    onError(error, 'PhonePe simulator request');
    fail(res, 500, 'INTERNAL_SERVER_ERROR', 'PhonePe simulator failed');
  };

  router.use(
    testControlRoutes({
      store,
      life,
      webhooks,
      webhookTarget: options.webhook,
      knobs: { get: currentKnobs, set: (next) => (knobs = next) },
      testControls,
    }),
  );
  router.use(hostedPageRoutes({ store, life, knobs: currentKnobs, merchantName: options.merchantName }));
  router.use(
    gatewayRoutes({
      store,
      life,
      knobs: currentKnobs,
      client: options.client,
      publicBase: options.publicBaseUrl.replace(/\/+$/, ''),
    }),
  );
  router.use((_req, res) => fail(res, 404, 'NOT_FOUND', 'Unknown PhonePe endpoint'));
  router.use(errors);
  return router;
}
