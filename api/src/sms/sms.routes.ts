import { createHmac, timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { adminBookingSmsResponseSchema, type AdminBookingSms } from '@jatra/shared';
import type { Access } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { Sms } from './sms.service';
import type { SmsOutboxRow } from './sms.schema';

/** MSG91's JSON delivery report (docs/sms-wire.md, webhook v3): one per number. */
const deliveryReportSchema = z.object({
  requestId: z.string().min(1).max(100),
  number: z.string().max(20),
  status: z.string().max(10),
  desc: z.string().max(200).default(''),
  date: z.string().max(40),
  failedReason: z.string().max(200).optional(),
});
const reportAnswerSchema = z.object({ received: z.literal(true), recorded: z.boolean() });
const pnrParamsSchema = z.object({ pnr: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/) });

/** The header and HMAC of a delivery report (docs/sms-wire.md: MSG91 signs nothing; this is ours). */
const SIGNATURE_HEADER = 'x-sms-signature';

/** HMAC-SHA256 (hex) of `requestId|number|status|date` under the shared secret, compared in constant time. */
function signedReport(req: Request, secret: string | undefined): boolean {
  const signature = req.get(SIGNATURE_HEADER);
  const parsed = deliveryReportSchema.safeParse(req.body);
  if (!secret || !signature || !parsed.success) return false;
  const { requestId, number, status, date } = parsed.data;
  const expected = Buffer.from(
    createHmac('sha256', secret).update([requestId, number, status, date].join('|')).digest('hex'),
  );
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const adminView = (row: SmsOutboxRow): AdminBookingSms => ({
  kind: row.kind as AdminBookingSms['kind'],
  to_mobile: row.toMobile,
  locale: row.locale,
  template_id: row.templateId,
  text: row.text,
  segments: row.segments,
  state: row.state,
  state_detail: row.stateDetail,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: iso(row.sentAt),
  reported_at: iso(row.reportedAt),
});

export function smsRoutes(sms: Sms, access: Access, options: { webhookSecret: string | undefined }): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'POST /sms/delivery-report',
      area: 'Bookings',
      summary: "The SMS gateway's delivery report of an SMS it took (delivered, failed, DND, rejected)",
      access: { level: 'gateway', verify: (req) => signedReport(req, options.webhookSecret) },
      body: deliveryReportSchema,
      answer: ok(reportAnswerSchema, 'Received'),
      handler: async ({ body }, _req, res) => {
        // a report for an SMS not (yet) known is answered 404 so the gateway sends it again
        const recorded = await sms.deliveryReport(body);
        res.status(recorded ? 200 : 404).json({ received: true, recorded });
      },
    }),
    defineRoute({
      route: 'GET /admin/bookings/:pnr/sms',
      area: 'Admin',
      summary: 'The SMS sent for a booking (m-ticket, cancellation, departure change) and their delivery, newest first',
      access: 'admin',
      params: pnrParamsSchema,
      answer: ok(adminBookingSmsResponseSchema),
      handler: async ({ params }, _req, res) => {
        const pnr = params.pnr.toUpperCase();
        const rows = await sms.forPnr(pnr);
        res.set('Cache-Control', 'no-store').json({ result: { pnr, messages: rows.map(adminView) } });
      },
    }),
  ]);
}
