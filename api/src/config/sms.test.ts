import { describe, expect, it } from 'vitest';
import { envSchema } from './env';
import { DEV_SMS, smsConfig } from './sms';

const PUBLIC = 'https://api.jatra.example';
const config = (env: Record<string, string>, production: boolean) =>
  smsConfig(envSchema.parse({ API_PORT: '8787', ...env }), PUBLIC, production);

describe('the SMS settings', () => {
  it('outside production, with no MSG91 authkey: the simulator on loopback, with the development secret', () => {
    expect(config({}, false)).toEqual({
      gateway: {
        baseUrl: 'http://127.0.0.1:8787/sim/sms',
        authKey: DEV_SMS.authKey,
        senderId: 'JATRAB',
        timeoutMs: 10_000,
      },
      simulated: true,
      webhookSecret: DEV_SMS.webhookSecret,
      webhookUrl: `${PUBLIC}/api/sms/delivery-report`,
      templateIds: {},
      production: false,
    });
  });

  it('in production without MSG91: no gateway, no simulator, no secret (SMS wait in the outbox, reports are refused)', () => {
    expect(config({}, true)).toMatchObject({ gateway: undefined, simulated: false, webhookSecret: undefined });
  });

  it('in production with MSG91: its base, header and key, and the report secret is required', () => {
    expect(() => config({ SMS_MSG91_AUTHKEY: 'key' }, true)).toThrow(/SMS_WEBHOOK_SECRET must be set/);
    const live = config(
      { SMS_MSG91_AUTHKEY: 'key', SMS_WEBHOOK_SECRET: 'a-secret-of-16-chars', SMS_SENDER_ID: 'JTRBUS' },
      true,
    );
    expect(live).toMatchObject({
      gateway: { baseUrl: 'https://control.msg91.com', authKey: 'key', senderId: 'JTRBUS' },
      simulated: false,
      webhookSecret: 'a-secret-of-16-chars',
    });
  });

  it('refuses a sender header that is not six capital letters', () => {
    expect(() => config({ SMS_SENDER_ID: 'JATRA1' }, false)).toThrow(/six capital letters/);
  });

  it("reads the account's template ids for MSG91 (the simulator keeps the repository's), and refuses what is no JSON", () => {
    const ids = { 'ticket.en': '65f0aa01b2c3d4e5f6a7b8c9' };
    const key = { SMS_MSG91_AUTHKEY: 'key', SMS_TEMPLATE_IDS: JSON.stringify(ids) };
    expect(config(key, false).templateIds).toEqual(ids);
    expect(config({ SMS_TEMPLATE_IDS: JSON.stringify(ids) }, false).templateIds).toEqual({});
    expect(() => config({ SMS_MSG91_AUTHKEY: 'key', SMS_TEMPLATE_IDS: '{ticket' }, false)).toThrow(/SMS_TEMPLATE_IDS/);
  });
});
