import { Router, type Request } from 'express';
import {
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  ruleMessage,
  orderStatusResponseSchema,
} from '@jatra/shared';
import { z } from 'zod';
import type { Access } from '../../auth';
import { AppError } from '../../http/app-error';
import { created, defineRoute, mountRoutes, ok } from '../../http/route';
import type { BookingsService } from '../bookings/bookings.service';
import { parseWebhookBody, phonePeWebhookSchema, verifyWebhookAuthorization } from './phonepe/phonepe-client';
import type { PaymentsService } from './payments.service';
import type { Settlement } from './settlement';

const orderIdParamsSchema = z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/) });
const webhookReceivedSchema = z.object({ received: z.literal(true) });

export interface PaymentsRoutesOptions {
  webhook: { username: string; password: string };
  /** Origins the browser may come from; the gateway sends the traveller back to the one they paid on. */
  corsOrigins: string[];
}

const area = 'Payments';

export function paymentsRoutes(
  deps: { payments: PaymentsService; bookings: BookingsService; settlement: Settlement },
  access: Access,
  options: PaymentsRoutesOptions,
): Router {
  const { payments, bookings, settlement } = deps;
  // PhonePe's server calls the webhook; the Authorization header (SHA-256 of the dashboard pair) is the only proof
  const signedByGateway = (req: Request) =>
    verifyWebhookAuthorization(req.headers.authorization, options.webhook.username, options.webhook.password);

  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'POST /phonepe/create-payment',
      area,
      summary: 'Starts paying for a held booking at PhonePe; the amount is computed by the server',
      // a malformed body is a 400 before anyone's ownership is looked at
      access: { level: 'owner', ownerOf: (_req, input) => bookings.ownerOf(input().body.merchantOrderId) },
      body: createPaymentRequestSchema,
      answer: created(createPaymentResponseSchema, 'Where to send the traveller to pay'),
      handler: async ({ body }, req, res) => {
        const origin = req.headers.origin;
        const back =
          typeof origin === 'string' && options.corsOrigins.includes(origin) ? origin : options.corsOrigins[0]!;
        res.status(201).json(await payments.createPayment(body.merchantOrderId, back));
      },
    }),
    defineRoute({
      route: 'GET /phonepe/order-status/:orderId',
      area,
      summary: 'Where a payment, and the booking it pays for, now stand',
      access: {
        level: 'owner',
        ownerOf: (req) => {
          const parsed = orderIdParamsSchema.safeParse(req.params);
          return parsed.success ? payments.ownerOfOrder(parsed.data.orderId) : undefined;
        },
      },
      params: orderIdParamsSchema,
      answer: ok(orderStatusResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.set('Cache-Control', 'no-store').json(await payments.orderStatus(params.orderId));
      },
    }),
    defineRoute({
      route: 'POST /phonepe/webhook',
      area,
      summary: "PhonePe's server telling an order or refund moved; its state is read back from PhonePe",
      access: { level: 'gateway', verify: signedByGateway },
      // an event we do not follow is received and ignored, not refused: the body is read by parseWebhookBody
      documentedBody: phonePeWebhookSchema,
      answer: ok(webhookReceivedSchema, 'Received'),
      handler: async (_input, req, res) => {
        const parsed = parseWebhookBody(req.body);
        if (!parsed.ok) {
          if (parsed.reason === 'unknown_event') return res.json({ received: true });
          throw new AppError(400, 'bad_request', ruleMessage('request.invalid'));
        }
        const { payload } = parsed.webhook;
        // the payload is a hint of which order moved; its state is read back from the gateway, never taken as said
        if ('merchantRefundId' in payload) {
          await settlement.refreshRefund(payload.merchantRefundId);
        } else {
          await settlement.settleKnown(payload.merchantOrderId);
        }
        res.json({ received: true });
      },
    }),
  ]);
}
