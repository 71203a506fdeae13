import { Router, type Request } from 'express';
import { createPaymentRequestSchema, MESSAGES } from '@jatra/shared';
import { z } from 'zod';
import type { Access } from '../../auth';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/parse-input';
import type { BookingsService } from '../bookings/bookings.service';
import { parseWebhookBody, verifyWebhookAuthorization } from './phonepe/phonepe-client';
import type { PaymentsService } from './payments.service';
import type { Settlement } from './settlement';

export const orderIdParamsSchema = z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/) });

export interface PaymentsRoutesOptions {
  webhook: { username: string; password: string };
  /** Origins the browser may come from; the gateway sends the traveller back to the one they paid on. */
  corsOrigins: string[];
}

export function paymentsRoutes(
  deps: { payments: PaymentsService; bookings: BookingsService; settlement: Settlement },
  access: Access,
  options: PaymentsRoutesOptions,
): Router {
  const { payments, bookings, settlement } = deps;
  const router = Router();
  // a malformed body is a 400 before anyone's ownership is looked at
  const pnrOf = (req: Request) => parseInput(createPaymentRequestSchema, req.body ?? {}).merchantOrderId;

  router.post(
    '/phonepe/create-payment',
    access('owner', {
      ownerOf: (req) => bookings.ownerOf(pnrOf(req)),
    }),
    async (req, res) => {
      const { merchantOrderId: pnr } = parseInput(createPaymentRequestSchema, req.body ?? {});
      const origin = req.headers.origin;
      const back =
        typeof origin === 'string' && options.corsOrigins.includes(origin) ? origin : options.corsOrigins[0]!;
      res.status(201).json(await payments.createPayment(pnr, back));
    },
  );

  router.get(
    '/phonepe/order-status/:orderId',
    access('owner', {
      ownerOf: (req) => {
        const parsed = orderIdParamsSchema.safeParse(req.params);
        return parsed.success ? payments.ownerOfOrder(parsed.data.orderId) : undefined;
      },
    }),
    async (req, res) => {
      const { orderId } = parseInput(orderIdParamsSchema, req.params);
      res.set('Cache-Control', 'no-store').json(await payments.orderStatus(orderId));
    },
  );

  // PhonePe's server calls this; the Authorization header (SHA-256 of the dashboard pair) is the only proof
  const signedByGateway = (req: Request) =>
    verifyWebhookAuthorization(req.headers.authorization, options.webhook.username, options.webhook.password);
  router.post('/phonepe/webhook', access('gateway', { verify: signedByGateway }), async (req, res) => {
    const parsed = parseWebhookBody(req.body);
    if (!parsed.ok) {
      if (parsed.reason === 'unknown_event') return res.json({ received: true });
      throw new AppError(400, 'bad_request', MESSAGES.invalidRequest);
    }
    const { payload } = parsed.webhook;
    // the payload is a hint of which order moved; its state is read back from the gateway, never taken as said
    if ('merchantRefundId' in payload) {
      await settlement.refreshRefund(payload.merchantRefundId);
    } else {
      await settlement.settleKnown(payload.merchantOrderId);
    }
    res.json({ received: true });
  });

  return router;
}
