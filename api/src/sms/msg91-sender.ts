import { z } from 'zod';

export interface Msg91Settings {
  /** `https://control.msg91.com`, or the simulator at `/sim/sms` */
  baseUrl: string;
  authKey: string;
  /** the DLT sender header (six letters) */
  senderId: string;
  timeoutMs: number;
  /** the repository's template id → the account's (SMS_TEMPLATE_IDS); one not named is sent as it is */
  templateIds?: ReadonlyMap<string, string>;
}

/** One SMS for the gateway: a registered template and its values, to a 10-digit Indian mobile. */
export interface SmsToSend {
  toMobile: string;
  templateId: string;
  vars: readonly string[];
}

export interface SmsSender {
  name: string;
  /** Resolves with the gateway's request id (its delivery report names it); rejects when it did not take the SMS. */
  send(sms: SmsToSend): Promise<string>;
}

// MSG91's answers (docs/sms-wire.md): `{type:'success', message:<request id>}` or `{type:'error', message}`
const flowAnswerSchema = z.object({ type: z.string(), message: z.string() });

/**
 * SMS through MSG91's Flow API (docs/sms-wire.md): `POST {base}/api/v5/flow/` with the `authkey` header, the
 * template id and one recipient `91XXXXXXXXXX` with var1 … varN. A non-2xx answer, an error body, no answer within
 * the timeout or a network error is a failed send; the outbox tries again later.
 */
export function msg91Sender(settings: Msg91Settings): SmsSender {
  return {
    name: 'msg91',
    async send(sms) {
      const recipient: Record<string, string> = { mobiles: `91${sms.toMobile}` };
      sms.vars.forEach((value, index) => (recipient[`var${index + 1}`] = value));
      const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/api/v5/flow/`, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        // the link is our own short one (`/t/<PNR>`): MSG91's shortener (short_url) stays off
        body: JSON.stringify({
          template_id: settings.templateIds?.get(sms.templateId) ?? sms.templateId,
          sender: settings.senderId,
          short_url: '0',
          recipients: [recipient],
        }),
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const text = await response.text();
      let answer: z.infer<typeof flowAnswerSchema> | undefined;
      try {
        answer = flowAnswerSchema.parse(JSON.parse(text));
      } catch {
        answer = undefined;
      }
      if (!response.ok || answer?.type !== 'success') {
        throw new Error(`MSG91 refused the SMS (HTTP ${response.status}): ${(answer?.message ?? text).slice(0, 200)}`);
      }
      return answer.message;
    },
  };
}
