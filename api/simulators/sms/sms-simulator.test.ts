import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSimulator, type SimulatedSms } from './sms-simulator';
import {
  countSegments,
  matchesTemplate,
  reportSignatureValid,
  SIGNATURE_HEADER,
  type DeliveryReport,
} from './sim-wire';

const AUTH_KEY = 'test-authkey';
const SECRET = 'test-report-secret';
// templates as a DLT portal would hold them (docs/sms-wire.md's samples)
const ENGLISH = {
  templateId: '6750a1c2d6fc0521a41e7f01',
  dltTemplateId: '1707173280000000101',
  text: 'Jatra m-ticket PNR {#var#}: seats {#var#}. Ticket: https://jatra.example/t/{#var#}',
};
const ASSAMESE = {
  templateId: '6750a1c2d6fc0521a41e7f02',
  dltTemplateId: '1707173280000000102',
  text: 'Jatra এম-টিকট PNR {#var#}: ছিট {#var#}।',
};

const listen = (app: express.Express) =>
  new Promise<http.Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('SMS simulator (MSG91 Flow API with DLT scrubbing)', () => {
  let gateway: http.Server;
  let receiver: http.Server;
  const reports: { body: DeliveryReport; signature: string | undefined }[] = [];

  beforeAll(async () => {
    const callback = express();
    callback.post('/reports', express.json(), (req, res) => {
      reports.push({ body: req.body as DeliveryReport, signature: req.get(SIGNATURE_HEADER) });
      res.json({ received: true });
    });
    receiver = await listen(callback);
    const app = express();
    app.use(
      '/sim/sms',
      createSmsSimulator({
        authKey: AUTH_KEY,
        senders: ['JATRAB'],
        templates: [ENGLISH, ASSAMESE],
        callback: { url: `${urlOf(receiver)}/reports`, secret: SECRET },
        reportDelayMs: 20,
      }),
    );
    gateway = await listen(app);
  });
  afterAll(() => {
    gateway.close();
    receiver.close();
  });

  const send = (body: unknown, authKey = AUTH_KEY) =>
    fetch(`${urlOf(gateway)}/sim/sms/api/v5/flow/`, {
      method: 'POST',
      headers: { authkey: authKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const inbox = async (to: string) =>
    ((await (await fetch(`${urlOf(gateway)}/sim/sms/messages?to=${to}`)).json()) as { messages: SimulatedSms[] })
      .messages;
  const reportFor = async (requestId: string) => {
    await expect.poll(() => reports.some((each) => each.body.requestId === requestId)).toBe(true);
    return reports.find((each) => each.body.requestId === requestId)!;
  };

  it('takes a message that matches its registered template and answers its request id', async () => {
    const answer = await send({
      template_id: ENGLISH.templateId,
      short_url: '0',
      recipients: [{ mobiles: '919812345678', var1: 'JT7Q2K', var2: '12,L4', var3: 'JT7Q2K' }],
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { type: string; message: string };
    expect(body.type).toBe('success');
    expect(body.message).toMatch(/^[0-9a-f]{24}$/);
    const [sms] = await inbox('9812345678');
    expect(sms).toMatchObject({
      requestId: body.message,
      sender: 'JATRAB',
      templateId: ENGLISH.templateId,
      dltTemplateId: ENGLISH.dltTemplateId,
      text: 'Jatra m-ticket PNR JT7Q2K: seats 12,L4. Ticket: https://jatra.example/t/JT7Q2K',
      encoding: 'GSM-7',
      segments: 1,
      costPaise: 20,
    });
  });

  it.each([
    ['a value longer than 30 characters', { var1: 'JT7Q2K', var2: 'x'.repeat(31), var3: 'JT7Q2K' }],
    ['a value that breaks the line', { var1: 'JT7Q2K', var2: '12\nFree rides today', var3: 'JT7Q2K' }],
    ['a missing value', { var1: 'JT7Q2K', var2: '12' }],
    ['a value too many', { var1: 'JT7Q2K', var2: '12', var3: 'JT7Q2K', var4: 'extra' }],
  ])('refuses a message its template does not match: %s', async (_case, values) => {
    const answer = await send({
      template_id: ENGLISH.templateId,
      recipients: [{ mobiles: '919812345601', ...values }],
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      type: 'error',
      message: 'Message content does not match the DLT template',
    });
    expect(await inbox('9812345601')).toEqual([]);
  });

  it("refuses an unknown template, a sender header that isn't registered, a bad number and a wrong authkey", async () => {
    const recipients = [{ mobiles: '919812345602', var1: 'A', var2: 'B', var3: 'C' }];
    const unknown = await send({ template_id: '000000000000000000000000', recipients });
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { type: 'error', message: 'Template ID missing or invalid' },
    ]);
    const sender = await send({ template_id: ENGLISH.templateId, sender: 'OTHERS', recipients });
    expect([sender.status, await sender.json()]).toEqual([400, { type: 'error', message: 'Sender ID not registered' }]);
    const number = await send({
      template_id: ENGLISH.templateId,
      recipients: [{ ...recipients[0], mobiles: '9812345602' }],
    });
    expect(number.status).toBe(400);
    const key = await send({ template_id: ENGLISH.templateId, recipients }, 'wrong');
    expect([key.status, await key.json()]).toEqual([401, { type: 'error', message: 'Authentication failure' }]);
    expect(await inbox('9812345602')).toEqual([]);
  });

  it('counts Assamese as Unicode: 70 characters in one part, then 67 a part, each part charged', async () => {
    // 'Jatra এম-টিকট PNR ' … '।' with the values makes 71 UTF-16 units: two parts
    const answer = await send({
      flow_id: ASSAMESE.templateId,
      recipients: [{ mobiles: '919812345603', var1: 'JT7Q2K', var2: '1,2,3,4,5,6,7,8,9,10,11,12,13,1' }],
    });
    expect(answer.status).toBe(400); // 31 characters: over the DLT limit
    const ok = await send({
      flow_id: ASSAMESE.templateId,
      recipients: [{ mobiles: '919812345603', var1: 'JT7Q2K', var2: '1,2,3,4,5,6,7,8,9,10,11,12,13' }],
    });
    expect(ok.status).toBe(200);
    const [sms] = await inbox('9812345603');
    expect(sms!.encoding).toBe('Unicode');
    expect(sms!.length).toBe(sms!.text.length);
    expect(sms!.segments).toBe(sms!.length <= 70 ? 1 : Math.ceil(sms!.length / 67));
    expect(sms!.costPaise).toBe(sms!.segments * 20);
  });

  it('segments by GSM 03.38: 160 / 153 septets, extension characters count twice, one other character makes it Unicode', () => {
    expect(countSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1 });
    expect(countSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, segments: 2 });
    expect(countSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSegments('a'.repeat(307)).segments).toBe(3);
    expect(countSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1 });
    expect(countSegments('€'.repeat(81)).segments).toBe(2);
    expect(countSegments('a'.repeat(69) + '₹')).toEqual({ encoding: 'Unicode', length: 70, segments: 1 });
    expect(countSegments('অ'.repeat(71)).segments).toBe(2);
    expect(countSegments('অ'.repeat(134)).segments).toBe(2);
    expect(countSegments('অ'.repeat(135)).segments).toBe(3);
  });

  it('matches a text word for word: a changed fixed part is refused', () => {
    expect(matchesTemplate(ENGLISH, 'Jatra m-ticket PNR X: seats 1. Ticket: https://jatra.example/t/X')).toBe(true);
    expect(matchesTemplate(ENGLISH, 'Jatra m-ticket PNR X: seats 1, Ticket: https://jatra.example/t/X')).toBe(false);
    expect(matchesTemplate(ENGLISH, 'Jatra ticket PNR X: seats 1. Ticket: https://jatra.example/t/X')).toBe(false);
  });

  it.each([
    ['9812345678', { status: '1', desc: 'DELIVERED' }, 'delivered'],
    ['9812345600', { status: '2', desc: 'FAILED' }, 'failed'],
    ['9812345699', { status: '9', desc: 'NDNC' }, 'dnd'],
    ['5812345678', { status: '2', desc: 'FAILED', failedReason: 'Invalid Number' }, 'invalid'],
  ])('reports %s later to the callback, signed: %j', async (mobile, expected, state) => {
    const answer = await send({
      template_id: ENGLISH.templateId,
      recipients: [{ mobiles: `91${mobile}`, var1: 'JT1', var2: '1', var3: 'JT1' }],
    });
    const { message: requestId } = (await answer.json()) as { message: string };
    const { body, signature } = await reportFor(requestId);
    expect(body).toMatchObject({ requestId, number: `91${mobile}`, senderId: 'JATRAB', credit: '1', ...expected });
    expect(body.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(reportSignatureValid(body, signature, SECRET)).toBe(true);
    expect(reportSignatureValid(body, signature, 'another secret')).toBe(false);
    expect(reportSignatureValid({ ...body, status: '1' }, signature, SECRET)).toBe(expected.status === '1');
    const [sms] = await inbox(mobile);
    expect(sms).toMatchObject({ requestId, state, reportHttpStatus: 200 });
  });

  it('lists a number’s messages newest first, and only that number’s', async () => {
    for (const pnr of ['JTA', 'JTB']) {
      await send({
        template_id: ENGLISH.templateId,
        recipients: [{ mobiles: '919812345604', var1: pnr, var2: '1', var3: pnr }],
      });
    }
    const texts = (await inbox('9812345604')).map((sms) => sms.text.slice(19, 22));
    expect(texts).toEqual(['JTB', 'JTA']);
    expect((await fetch(`${urlOf(gateway)}/sim/sms/messages?to=98123`)).status).toBe(400);
  });
});
