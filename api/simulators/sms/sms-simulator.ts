/**
 * Stand-in for MSG91's Flow API and the DLT scrubbing behind it, at `/sim/sms` (docs/sms-wire.md): it takes
 * `POST /api/v5/flow/`, refuses what the gateway refuses (a wrong authkey, an unknown template, a sender header not
 * registered, a text that does not match its registered template), counts segments and their cost, and posts a
 * signed delivery report to the callback a moment later. `GET /messages?to=` shows what a number received. Mounted
 * only outside production when no SMS gateway is configured; it imports nothing of the product's: the templates it
 * accepts are the registration list it is given, as the DLT portal holds it.
 */
import { randomBytes } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import {
  REPORT_STATUS,
  SENDER_PATTERN,
  SIGNATURE_HEADER,
  countSegments,
  fillTemplate,
  flowError,
  flowRequestSchema,
  flowSuccess,
  matchesTemplate,
  outcomeFor,
  signReport,
  type DeliveryReport,
  type Outcome,
  type RegisteredTemplate,
  type Segments,
} from './sim-wire';

export interface SmsSimulatorOptions {
  /** the `authkey` header the gateway accepts */
  authKey: string;
  /** the sender headers registered on DLT; the first is used when a request names none */
  senders: readonly string[];
  templates: readonly RegisteredTemplate[];
  /** where delivery reports go, and the secret they are signed with */
  callback: { url: string; secret: string };
  /** what one segment costs, in paise (a guess at a transactional rate: docs/sms-wire.md) */
  paisePerSegment?: number;
  /** how long after the send its report goes out */
  reportDelayMs?: number;
  now?: () => Date;
  onError?: (error: unknown, what: string) => void;
  /** runs before the inspection route: the product lets only its own machine in */
  testControls?: RequestHandler;
}

export interface SimulatedSms extends Segments {
  requestId: string;
  /** the 10-digit mobile */
  to: string;
  sender: string;
  templateId: string;
  dltTemplateId: string;
  text: string;
  costPaise: number;
  state: 'submitted' | Outcome;
  submittedAt: string;
  reportedAt: string | null;
  /** the callback's last answer, when a report was sent */
  reportHttpStatus: number | null;
}

const KEPT = 500;
const REPORT_RETRIES_MS = [500, 2000];
const messagesQuerySchema = z.object({ to: z.string().regex(/^\d{10}$/) });

const reportDate = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

export function createSmsSimulator(options: SmsSimulatorOptions): Router {
  const router = express.Router();
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? (() => undefined);
  const testControls: RequestHandler = options.testControls ?? ((_req, _res, next) => next());
  const paisePerSegment = options.paisePerSegment ?? 20;
  const reportDelayMs = options.reportDelayMs ?? 1000;
  const templates = new Map(options.templates.map((template) => [template.templateId, template]));
  const senders = new Set(options.senders.filter((sender) => SENDER_PATTERN.test(sender)));
  const defaultSender = options.senders[0] ?? '';
  const messages: SimulatedSms[] = [];

  async function report(sms: SimulatedSms) {
    const outcome = outcomeFor(sms.to);
    const reported = now();
    const status = REPORT_STATUS[outcome];
    const body: DeliveryReport = {
      requestId: sms.requestId,
      number: `91${sms.to}`,
      senderId: sms.sender,
      date: reportDate(reported),
      status: status.status,
      desc: status.desc,
      credit: String(sms.segments),
      ...('failedReason' in status ? { failedReason: status.failedReason } : {}),
    };
    sms.state = outcome;
    sms.reportedAt = reported.toISOString();
    for (let attempt = 0; attempt <= REPORT_RETRIES_MS.length; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, REPORT_RETRIES_MS[attempt - 1]).unref());
      try {
        const answer = await fetch(options.callback.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signReport(body, options.callback.secret),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5000),
        });
        sms.reportHttpStatus = answer.status;
        await answer.body?.cancel();
        if (answer.ok) return;
      } catch (error) {
        onError(error, 'SMS delivery report');
      }
    }
  }

  router.post(['/api/v5/flow', '/api/v5/flow/'], express.json({ limit: '64kb' }), (req, res) => {
    if (req.get('authkey') !== options.authKey) return res.status(401).json(flowError('Authentication failure'));
    const parsed = flowRequestSchema.safeParse(req.body);
    if (!parsed.success) return res.status(400).json(flowError('Invalid request: recipients are required'));
    const request = parsed.data;
    const template = templates.get(request.template_id ?? request.flow_id ?? '');
    if (!template) return res.status(400).json(flowError('Template ID missing or invalid'));
    const sender = request.sender ?? defaultSender;
    if (!senders.has(sender)) return res.status(400).json(flowError('Sender ID not registered'));
    const accepted: { to: string; text: string }[] = [];
    for (const recipient of request.recipients) {
      const to = /^91(\d{10})$/.exec(recipient.mobiles)?.[1];
      if (!to) return res.status(400).json(flowError(`Invalid mobile number: ${recipient.mobiles}`));
      const values: string[] = [];
      for (let index = 1; `var${index}` in recipient; index += 1) values.push(String(recipient[`var${index}`]));
      const text = fillTemplate(template, values);
      // the operators refuse a text its template does not match (DLT scrubbing)
      if (text === undefined || !matchesTemplate(template, text)) {
        return res.status(400).json(flowError('Message content does not match the DLT template'));
      }
      accepted.push({ to, text });
    }
    const requestId = randomBytes(12).toString('hex');
    const submittedAt = now().toISOString();
    for (const { to, text } of accepted) {
      const segments = countSegments(text);
      const sms: SimulatedSms = {
        requestId,
        to,
        sender,
        templateId: template.templateId,
        dltTemplateId: template.dltTemplateId,
        text,
        ...segments,
        costPaise: segments.segments * paisePerSegment,
        state: 'submitted',
        submittedAt,
        reportedAt: null,
        reportHttpStatus: null,
      };
      messages.push(sms);
      if (messages.length > KEPT) messages.shift();
      setTimeout(() => void report(sms).catch((error) => onError(error, 'SMS delivery report')), reportDelayMs).unref();
    }
    res.json(flowSuccess(requestId));
  });

  router.get('/messages', testControls, (req, res) => {
    const parsed = messagesQuerySchema.safeParse(req.query);
    if (!parsed.success) return res.status(400).json(flowError('to: a 10-digit mobile number'));
    res.set('Cache-Control', 'no-store').json({
      messages: messages.filter((sms) => sms.to === parsed.data.to).reverse(),
    });
  });

  const errors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return res.status(400).json(flowError('Bad request'));
    onError(error, 'SMS simulator request');
    res.status(500).json(flowError('SMS simulator failed'));
  };
  router.use((_req, res) => res.status(404).json(flowError('Unknown endpoint')));
  router.use(errors);
  return router;
}
