import { z } from 'zod';
import type { Env } from './env';

/** The SMS simulator's authkey and the delivery reports' secret outside production. */
export const DEV_SMS = { authKey: 'jatra-dev-msg91-authkey', webhookSecret: 'jatra-dev-sms-webhook-secret' } as const;

export interface SmsConfig {
  /** MSG91, or the simulator; undefined in production without SMS_MSG91_AUTHKEY (SMS wait in the outbox) */
  gateway: { baseUrl: string; authKey: string; senderId: string; timeoutMs: number } | undefined;
  /**
   * SMS_TEMPLATE_IDS: MSG91's ids of the account's registrations by `<kind>.<language>` (the SMS area checks the
   * names, and that production with MSG91 names every template); empty: the ids of the repository's list
   */
  templateIds: Record<string, string>;
  production: boolean;
  /** the simulator at /sim/sms when no SMS_MSG91_AUTHKEY is set (never in production) */
  simulated: boolean;
  /** signs the delivery reports (docs/sms-wire.md); undefined: every report is refused */
  webhookSecret: string | undefined;
  /** where the reports go: the simulator posts here; for MSG91 it is set on its panel */
  webhookUrl: string;
}

function templateIdsOf(json: string | undefined): Record<string, string> {
  if (!json) return {};
  try {
    return z.record(z.string(), z.string().min(1)).parse(JSON.parse(json));
  } catch {
    throw new Error('SMS_TEMPLATE_IDS: a JSON object of "<kind>.<language>": "<MSG91 template id>"');
  }
}

export function smsConfig(parsed: Env, publicUrl: string, production: boolean): SmsConfig {
  const authKey = parsed.SMS_MSG91_AUTHKEY;
  if (production && authKey && !parsed.SMS_WEBHOOK_SECRET) {
    throw new Error('SMS_WEBHOOK_SECRET must be set with SMS_MSG91_AUTHKEY when NODE_ENV=production');
  }
  const simulated = !authKey && !production;
  const gateway = authKey
    ? { baseUrl: parsed.SMS_MSG91_BASE_URL, authKey, senderId: parsed.SMS_SENDER_ID, timeoutMs: parsed.SMS_TIMEOUT_MS }
    : simulated
      ? {
          // the API calls its own simulator over loopback, as it does the GDS and PhonePe ones
          baseUrl: `http://127.0.0.1:${parsed.API_PORT}/sim/sms`,
          authKey: DEV_SMS.authKey,
          senderId: parsed.SMS_SENDER_ID,
          timeoutMs: parsed.SMS_TIMEOUT_MS,
        }
      : undefined;
  return {
    gateway,
    simulated,
    webhookSecret: parsed.SMS_WEBHOOK_SECRET ?? (production ? undefined : DEV_SMS.webhookSecret),
    webhookUrl: `${publicUrl.replace(/\/$/, '')}/api/sms/delivery-report`,
    // the simulator holds the repository's registrations: the account's ids are for MSG91 only
    templateIds: authKey ? templateIdsOf(parsed.SMS_TEMPLATE_IDS) : {},
    production,
  };
}
