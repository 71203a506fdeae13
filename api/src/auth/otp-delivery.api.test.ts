import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { AUTH_MESSAGES } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionlessClient } from '../../test/supabase-test-client';
import { startSmtpServer } from '../../test/fake-smtp-server';
import { freshStore, startFakeProvider, startTestApi, type TestApi } from '../../test/api-test-kit';
import { openApi } from '../composition';
import { loadConfig } from '../config';
import { authOtps } from '../db/schema';

/** The SMS gateway: records each POST; `status` is what it answers, `hang` never answers. */
async function startSmsGateway() {
  const received: { authorization?: string; contentType?: string; body: { to: string; message: string } }[] = [];
  const knobs = { status: 200, hang: false };
  const gateway = await startFakeProvider((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(body) as { to: string; message: string },
      });
      if (knobs.hang) return;
      res.writeHead(knobs.status, { 'content-type': 'application/json' }).end('{"id":"sms-1"}');
    });
  });
  return { ...gateway, received, knobs };
}

const post = (api: { url: string }, path: string, body: unknown) =>
  fetch(`${api.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });

describe('OTP delivery over SMTP and an SMS gateway', () => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sms: Awaited<ReturnType<typeof startSmsGateway>>;
  const GATEWAY_TOKEN = 'sms-gateway-test-token';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sms = await startSmsGateway();
    api = await startTestApi({
      env: {
        AUTH_JWT_SECRET: 'otp-delivery-test-secret-0123456789abcdef',
        SMTP_URL: smtp.url,
        SMTP_FROM: 'Jatra <no-reply@jatra.test>',
        SMS_GATEWAY_URL: `${sms.baseUrl}/v1/messages`,
        SMS_GATEWAY_TOKEN: GATEWAY_TOKEN,
        SMS_GATEWAY_TIMEOUT_MS: '1000',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await sms?.close();
  });

  const codeIn = (text: string) => /code is (\d{6})/.exec(text)?.[1];

  it('sends the e-mail code over SMTP (not to the dev mailbox), and that code signs in', async () => {
    const sent = await post(api, '/otp', { email: 'Mail.User@Example.com' });
    expect(sent.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.from).toContain('<no-reply@jatra.test>');
    expect(message!.to).toEqual(['RCPT TO:<mail.user@example.com>']);
    expect(message!.data).toContain('Subject: Your Jatra sign-in code');
    const code = codeIn(message!.data);
    expect(code).toMatch(/^\d{6}$/);

    const mailbox = await (await fetch(`${api.url}/sim/mailbox?to=mail.user@example.com`)).json();
    expect(mailbox.messages).toEqual([]);

    const verified = await post(api, '/verify', { type: 'email', email: 'mail.user@example.com', token: code });
    expect(verified.status).toBe(200);
    expect((await verified.json()).user.email).toBe('mail.user@example.com');
  });

  it('answers a refused e-mail with a clear error, withdraws the code, and allows a resend at once', async () => {
    smtp.knobs.rejectRecipients = true;
    const failed = await post(api, '/otp', { email: 'bounce@example.com' });
    smtp.knobs.rejectRecipients = false;
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ code: 'unexpected_failure', message: AUTH_MESSAGES.emailSendFailed });
    const rows = await api.database.db.select().from(authOtps).where(eq(authOtps.address, 'bounce@example.com'));
    expect(rows).toEqual([]);

    // what the shell sees through supabase-js: every 5xx is a retryable fetch error without GoTrue's text
    smtp.knobs.rejectRecipients = true;
    const supabase = sessionlessClient(api.url);
    const viaClient = await supabase.auth.signInWithOtp({ email: 'bounce@example.com' });
    smtp.knobs.rejectRecipients = false;
    expect(viaClient.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500 });

    const again = await post(api, '/otp', { email: 'bounce@example.com' });
    expect(again.status).toBe(200);
    expect(codeIn(smtp.messages.at(-1)!.data)).toMatch(/^\d{6}$/);
    // a delivered code does count for the 60 s wait
    expect((await post(api, '/otp', { email: 'bounce@example.com' })).status).toBe(429);
  });

  it('sends the SMS code to the gateway as JSON with the bearer token, and that code signs in', async () => {
    const sent = await post(api, '/otp', { phone: '+91 98765 43210' });
    expect(sent.status).toBe(200);
    expect((await sent.json()).message_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sms.requests.at(-1)).toBe('/v1/messages');
    const last = sms.received.at(-1)!;
    expect(last.authorization).toBe(`Bearer ${GATEWAY_TOKEN}`);
    expect(last.contentType).toBe('application/json');
    expect(last.body.to).toBe('+919876543210');
    const code = codeIn(last.body.message);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(api, '/verify', { type: 'sms', phone: '+919876543210', token: code });
    expect(verified.status).toBe(200);
    expect((await verified.json()).user.phone).toBe('+919876543210');
    const settings = await (await fetch(`${api.url}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({ sms_provider: 'sms-gateway', external: { email: true, phone: true } });
  });

  it('answers a failing or silent gateway with a clear error and allows a resend at once', async () => {
    sms.knobs.status = 503;
    const failed = await post(api, '/otp', { phone: '+919812345678' });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ code: 'unexpected_failure', message: AUTH_MESSAGES.smsSendFailed });
    expect(await api.database.db.select().from(authOtps).where(eq(authOtps.address, '+919812345678'))).toEqual([]);

    sms.knobs.status = 200;
    sms.knobs.hang = true;
    const timedOut = await post(api, '/otp', { phone: '+919812345678' });
    sms.knobs.hang = false;
    expect(timedOut.status).toBe(500);
    expect((await timedOut.json()).message).toBe(AUTH_MESSAGES.smsSendFailed);

    const again = await post(api, '/otp', { phone: '+919812345678' });
    expect(again.status).toBe(200);
    const code = codeIn(sms.received.at(-1)!.body.message)!;
    const verified = await post(api, '/verify', { type: 'sms', phone: '+919812345678', token: code });
    expect(verified.status).toBe(200);
  });
});

describe('OTP delivery in production without SMTP or an SMS gateway', () => {
  let server: http.Server;
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const store = await freshStore();
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    // production as loadConfig would build it, minus the settings of unrelated parts
    const config = {
      ...loadConfig({ NODE_ENV: 'test', API_PORT: String(port), DATA_DIR: 'memory://' }),
      production: true,
    };
    config.auth = { ...config.auth, google: { ...config.auth.google, simulated: false } };
    const { app, services } = await openApi({ config, logger: pino({ level: 'silent' }), store: store.options });
    server.on('request', app);
    url = `http://127.0.0.1:${port}`;
    close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.database.close();
      await store.drop();
    };
  }, 120_000);
  afterAll(() => close?.());

  it('refuses to send either channel with a clear error instead of pretending', async () => {
    const email = await post({ url }, '/otp', { email: 'someone@example.com' });
    expect(email.status).toBe(500);
    expect(await email.json()).toEqual({
      code: 'email_provider_disabled',
      message: AUTH_MESSAGES.emailDeliveryMissing,
    });
    const phone = await post({ url }, '/otp', { phone: '+919876500000' });
    expect(phone.status).toBe(500);
    expect((await phone.json()).code).toBe('phone_provider_disabled');
    const settings = await (await fetch(`${url}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({ sms_provider: '', external: { email: false, phone: false, google: false } });
    expect((await fetch(`${url}/sim/mailbox?to=someone@example.com`)).status).toBe(404);
  });
});

describe('delivery and Google settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' };
  it('reads SMTP, the SMS gateway and the Google issuer, and refuses incomplete pairs', () => {
    const config = loadConfig({
      ...base,
      API_PUBLIC_URL: 'https://api.jatra.example',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_TOKEN: 'token',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_OIDC_ISSUER: 'https://issuer.example/',
    });
    expect(config.auth.delivery).toEqual({
      smtp: { url: 'smtps://user:pass@mail.example:465', from: 'Jatra <no-reply@api.jatra.example>' },
      smsGateway: { url: 'https://sms.example/send', token: 'token', timeoutMs: 10_000 },
    });
    expect(config.auth.google).toMatchObject({ simulated: false, issuer: 'https://issuer.example' });
    expect(loadConfig(base).auth.delivery).toEqual({});
    expect(() => loadConfig({ ...base, SMTP_URL: 'https://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, SMS_GATEWAY_URL: 'https://sms.example' })).toThrow(/SMS_GATEWAY_TOKEN/);
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});
