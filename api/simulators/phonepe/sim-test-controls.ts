/**
 * The simulator's test controls: its knobs, the webhooks it sent, revoking tokens, settling an order as a test
 * decides. The product lets only its own machine reach them (`testControls`).
 */
import express, { type RequestHandler, type Router } from 'express';
import { defaultAttempt } from './hosted-page';
import { phonePeKnobsSchema, settleRequestSchema, type PhonePeKnobs } from './sim-knobs';
import { orderStatusOf } from './sim-status';
import { SIM_ERROR_CODES, type createSimStore, type Settlement } from './sim-store';
import type { OrderLife } from './sim-order-life';
import type { createWebhookSender, WebhookTarget } from './sim-webhooks';
import { merchantIdSchema } from './sim-wire';
import { fail } from './sim-answers';

export interface TestControlsDeps {
  store: ReturnType<typeof createSimStore>;
  life: OrderLife;
  webhooks: ReturnType<typeof createWebhookSender>;
  webhookTarget: WebhookTarget;
  knobs: { get: () => PhonePeKnobs; set: (knobs: PhonePeKnobs) => void };
  testControls: RequestHandler;
}

export function testControlRoutes({
  store,
  life,
  webhooks,
  webhookTarget,
  knobs,
  testControls,
}: TestControlsDeps): Router {
  const router = express.Router();
  const { current, announceOrder } = life;
  router.get('/knobs', testControls, (_req, res) => {
    res.json(knobs.get());
  });
  router.put('/knobs', testControls, express.json({ limit: '8kb' }), (req, res) => {
    const parsed = phonePeKnobsSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      fail(res, 400, 'BAD_REQUEST', issue ? `${issue.path.join('.') || 'knobs'}: ${issue.message}` : 'Invalid knobs');
      return;
    }
    knobs.set(parsed.data);
    res.json(knobs.get());
  });
  router.get('/webhooks', testControls, (_req, res) => {
    res.json({ target: webhookTarget.url, deliveries: webhooks.deliveries() });
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
      webhook: webhook && { event: webhook.event, url: webhookTarget.url, status: webhook.status },
    });
  });

  return router;
}
