import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg91Sender } from './msg91-sender';
import { accountTemplateIds, smsRegistrations } from './sms-templates';

const APP = 'https://jatra.example';
const ours = (name: string) => {
  const [kind, locale] = name.split('.');
  return smsRegistrations(APP).find((each) => each.kind === kind && each.locale === locale)!.templateId;
};

describe("the account's MSG91 template ids (SMS_TEMPLATE_IDS)", () => {
  it("stand in for the repository's ids of the templates they name", () => {
    const ids = accountTemplateIds(APP, { 'ticket.as': 'acct-ticket-as' }, { everyOne: false });
    expect(ids.get(ours('ticket.as'))).toBe('acct-ticket-as');
    expect(ids.has(ours('ticket.en'))).toBe(false);
  });

  it('refuse a name that is no template, and in production with MSG91 a template left out', () => {
    expect(() => accountTemplateIds(APP, { 'ticket.fr': 'x' }, { everyOne: false })).toThrow(/ticket\.fr/);
    expect(() => accountTemplateIds(APP, { 'ticket.en': 'x' }, { everyOne: true })).toThrow(/cancellation\.en/);
    const every = Object.fromEntries(
      smsRegistrations(APP).map((each) => [`${each.kind}.${each.locale}`, `acct-${each.kind}-${each.locale}`]),
    );
    expect(accountTemplateIds(APP, every, { everyOne: true }).size).toBe(16);
  });

  it('are what the sender asks MSG91 for', async () => {
    const fetch = vi.fn(async () => Response.json({ type: 'success', message: 'req-1' }));
    vi.stubGlobal('fetch', fetch);
    const sender = msg91Sender({
      baseUrl: 'https://control.msg91.example',
      authKey: 'key',
      senderId: 'JATRAB',
      timeoutMs: 1000,
      templateIds: accountTemplateIds(APP, { 'ticket.en': 'acct-ticket-en' }, { everyOne: false }),
    });
    expect(await sender.send({ toMobile: '9812345678', templateId: ours('ticket.en'), vars: ['PNR1'] })).toBe('req-1');
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as object;
    expect(body).toMatchObject({
      template_id: 'acct-ticket-en',
      recipients: [{ mobiles: '919812345678', var1: 'PNR1' }],
    });
  });
});

afterEach(() => vi.unstubAllGlobals());
