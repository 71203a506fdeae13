/**
 * MSG91's Flow API and India's DLT rules as docs/sms-wire.md records them: the send request and its answers, how a
 * registered `{#var#}` template is filled and scrubbed, how a text is cut into segments and charged, and the
 * delivery report with its signature. Nothing here is the product's: the simulator keeps its own reading.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** A content template as the DLT portal holds it, with the id MSG91 sends it under (W3). */
export interface RegisteredTemplate {
  /** MSG91's `template_id` (the flow), mapped to the DLT template on MSG91's panel */
  templateId: string;
  /** the DLT content template id (19 digits on the operators' portals) */
  dltTemplateId: string;
  /** the registered text; each `{#var#}` is one variable, filled from var1, var2 … in order */
  text: string;
}

/** One variable's value: at most 30 characters, whatever the script (W4). */
export const DLT_VARIABLE_MAX = 30;
/** DLT headers of service and transactional messages: six letters (W5). */
export const SENDER_PATTERN = /^[A-Za-z]{6}$/;
const PLACEHOLDER = '{#var#}';

/** `POST /api/v5/flow/` (W1): one template, one or more recipients with their variables. */
export const flowRequestSchema = z.object({
  template_id: z.string().min(1).optional(),
  // the older name of the same id, still read by MSG91 (W1)
  flow_id: z.string().min(1).optional(),
  sender: z.string().optional(),
  short_url: z.enum(['0', '1']).optional(),
  recipients: z.array(z.object({ mobiles: z.string() }).catchall(z.union([z.string(), z.number()]))).min(1),
});

/** The answers of the Flow API (W2): the request id on success, a message on error. */
export const flowSuccess = (requestId: string) => ({ type: 'success' as const, message: requestId });
export const flowError = (message: string) => ({ type: 'error' as const, message });

/** Fills a template's `{#var#}` in order with the recipient's var1, var2 …; undefined when the count differs. */
export function fillTemplate(template: RegisteredTemplate, values: readonly string[]): string | undefined {
  const parts = template.text.split(PLACEHOLDER);
  if (values.length !== parts.length - 1) return undefined;
  return parts.reduce((text, part, index) => text + (index === 0 ? '' : values[index - 1]) + part, '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The operators' scrubbing (W4): the whole text must be the registered one, each `{#var#}` standing for at most
 * 30 characters on one line; anything else (a changed word, a missing full stop, a longer value) is refused.
 */
export function matchesTemplate(template: RegisteredTemplate, text: string): boolean {
  const pattern = template.text.split(PLACEHOLDER).map(escape).join(`[^\\n]{0,${DLT_VARIABLE_MAX}}`);
  return new RegExp(`^${pattern}$`, 'u').test(text);
}

// GSM 03.38: the basic table (one septet each) and the extension table (an escape and a septet: two) (W6)
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface Segments {
  encoding: 'GSM-7' | 'Unicode';
  /** characters as the encoding counts them (septets, or UTF-16 code units) */
  length: number;
  segments: number;
}

/** GSM-7 160 / 153 per part; any other character makes the whole text UCS-2, 70 / 67 per part (W6). */
export function countSegments(text: string): Segments {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      const length = text.length;
      return { encoding: 'Unicode', length, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
    }
  }
  return { encoding: 'GSM-7', length: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/** MSG91's report statuses (W7) and the simulator's outcomes. */
export const REPORT_STATUS = {
  delivered: { status: '1', desc: 'DELIVERED' },
  failed: { status: '2', desc: 'FAILED' },
  dnd: { status: '9', desc: 'NDNC' },
  invalid: { status: '2', desc: 'FAILED', failedReason: 'Invalid Number' },
} as const;
export type Outcome = keyof typeof REPORT_STATUS;

/**
 * The outcome a number gets, so tests can choose it (docs/sms-wire.md, the simulator): a 10-digit number not
 * starting 6–9 is no Indian mobile, one ending 00 fails, one ending 99 is on the do-not-disturb list.
 */
export function outcomeFor(mobile10: string): Outcome {
  if (!/^[6-9]\d{9}$/.test(mobile10)) return 'invalid';
  if (mobile10.endsWith('00')) return 'failed';
  if (mobile10.endsWith('99')) return 'dnd';
  return 'delivered';
}

/** The delivery report as MSG91's JSON webhook (v3) sends it (W7), one per number. */
export interface DeliveryReport {
  requestId: string;
  number: string;
  senderId: string;
  date: string;
  status: string;
  desc: string;
  credit: string;
  failedReason?: string;
}

/** The header the signature travels in; MSG91 documents none, so this is Jatra's choice (W8). */
export const SIGNATURE_HEADER = 'x-sms-signature';

/** HMAC-SHA256 (hex) of `requestId|number|status|date` under the shared secret (W8). */
export function signReport(report: Pick<DeliveryReport, 'requestId' | 'number' | 'status' | 'date'>, secret: string) {
  const signed = [report.requestId, report.number, report.status, report.date].join('|');
  return createHmac('sha256', secret).update(signed).digest('hex');
}

export function reportSignatureValid(report: DeliveryReport, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signReport(report, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
