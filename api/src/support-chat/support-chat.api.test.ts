import { eq, sql } from 'drizzle-orm';
import {
  INDIA_UTC_OFFSET_MS,
  SUPPORT_CHAT_MESSAGES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  type SupportThread,
  inEnglish,
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  signInByOtp,
  type Traveller,
} from '../../test/booking-journey-test-kit';
import { chatRequest, openChatStream } from '../../test/support-chat-test-kit';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';
import { authUsers, mailOutbox } from '../db/schema';

/** How far ahead of the machine's clock the API runs: moved (forward only) to a given hour, India time. */
let aheadMs = 0;
const now = () => new Date(Date.now() + aheadMs);
/** Moves the API's clock to the next `hour`:00 India time. */
function moveToIndiaHour(hour: number) {
  const india = new Date(now().getTime() + INDIA_UTC_OFFSET_MS);
  const target = new Date(india);
  target.setUTCHours(hour, 0, 0, 0);
  if (target <= india) target.setUTCDate(target.getUTCDate() + 1);
  aheadMs += target.getTime() - india.getTime();
}

describe('live chat with support', () => {
  let api: TestApi;
  let traveller: Traveller;
  let other: Traveller;
  let adminToken: string;
  let pnr: string;
  const url = (path: string) => `${api.url}${path}`;

  const start = async (body: unknown, token?: string) =>
    chatRequest(url('/api/support/conversations'), { body, token });
  const thread = async (answer: Response) => ((await answer.json()) as { result: SupportThread }).result;
  const reply = (id: string, body: string) =>
    chatRequest(url(`/api/admin/support/conversations/${id}/messages`), { body: { body }, token: adminToken });
  const mailsTo = (to: string) => api.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const ticket = async (path: string, auth: { token?: string; guestToken?: string }) => {
    const answer = await chatRequest(url(path), { body: {}, ...auth });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { result: { ticket: string } }).result.ticket;
  };

  /** Signs everyone in (again, after the clock moved past their tokens' lifetime). */
  async function signInEveryone() {
    traveller = await signInByOtp(api.url, 'chat-traveller@example.com');
    other = await signInByOtp(api.url, 'chat-other@example.com');
    const admin = await chatRequest(url('/auth/v1/token?grant_type=password'), {
      body: { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
    });
    adminToken = ((await admin.json()) as { access_token: string }).access_token;
  }

  beforeAll(async () => {
    api = await startTestApi({ now, env: { SUPPORT_CHAT_MESSAGES_PER_MINUTE: '5' } });
    await signInEveryone();
    const bus = await findBookableBus(api.url, 2);
    pnr = (await bookSeats(api.url, traveller, bus, [freeSeats(bus.seats)[0]!.id])).pnr_number;
  }, 60_000);
  afterAll(() => api.close());

  it('a signed-in traveller asks about their own ticket; nobody else reads or writes in it, not even by its id', async () => {
    const started = await start({ body: 'Where do I board?', pnr }, traveller.accessToken);
    expect(started.status).toBe(201);
    const { conversation, messages } = await thread(started);
    expect(conversation).toMatchObject({ pnr, guest: false, answered: false, email: 'chat-traveller@example.com' });
    expect(messages.map((message) => [message.author, message.body])).toEqual([['traveller', 'Where do I board?']]);

    const path = `/api/support/conversations/${conversation.id}`;
    expect((await chatRequest(url(path), { token: traveller.accessToken })).status).toBe(200);
    expect((await chatRequest(url(path), { token: other.accessToken })).status).toBe(404);
    expect(
      (await chatRequest(url(`${path}/messages`), { body: { body: 'hi' }, token: other.accessToken })).status,
    ).toBe(404);
    expect((await chatRequest(url(`${path}/stream-ticket`), { body: {}, token: other.accessToken })).status).toBe(404);
    expect((await chatRequest(url(path))).status).toBe(401);
    // someone else's ticket is not theirs to ask about
    const foreign = await start({ body: 'About this ticket', pnr }, other.accessToken);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { message: inEnglish(SUPPORT_CHAT_MESSAGES.ticketNotFound) } });
  });

  it('a guest with name and e-mail gets a token; only that token opens the conversation', async () => {
    expect((await start({ body: 'Hello' })).status).toBe(400);
    expect((await start({ body: 'Hello', name: 'Asha', email: 'asha@example.com', pnr })).status).toBe(400);
    const started = await start({ body: 'Do buses run on Bihu?', name: 'Asha Das', email: 'Asha@Example.com' });
    expect(started.status).toBe(201);
    const result = (await started.json()) as { result: SupportThread & { guest_token: string } };
    expect(result.result.conversation).toMatchObject({ guest: true, name: 'Asha Das', email: 'asha@example.com' });
    const guestToken = result.result.guest_token;
    expect(guestToken.length).toBeGreaterThanOrEqual(40);

    const own = await chatRequest(url('/api/support/guest'), { guestToken });
    expect((await thread(own)).conversation.id).toBe(result.result.conversation.id);
    // one character changed: a token ending in 'A' would otherwise be sent back unchanged
    const altered = `${guestToken.slice(0, -1)}${guestToken.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [undefined, 'x', altered]) {
      expect((await chatRequest(url('/api/support/guest'), { guestToken: wrong })).status).toBe(404);
    }
    // nor does a signed-in user reach a guest's conversation by its id
    const byId = `/api/support/conversations/${result.result.conversation.id}`;
    expect((await chatRequest(url(byId), { token: traveller.accessToken })).status).toBe(404);
  });

  it('keeps the length limit, refuses an empty message, and limits how fast one traveller writes', async () => {
    const { conversation } = await thread(await start({ body: 'First' }, other.accessToken));
    const write = (body: string) =>
      chatRequest(url(`/api/support/conversations/${conversation.id}/messages`), {
        body: { body },
        token: other.accessToken,
      });
    expect((await write('x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1))).status).toBe(400);
    expect((await write('   ')).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await write(`message ${i}`)).status);
    // the start and the two refused ones count too: five a minute
    expect(statuses).toEqual([201, 429, 429, 429]);
    const refused = await write('one more');
    expect(await refused.json()).toMatchObject({
      error: { message: inEnglish(SUPPORT_CHAT_MESSAGES.tooManyMessages) },
    });
  });

  it('in staffed hours: messages reach both streams live, unanswered come first, and a reply the traveller reads is not e-mailed', async () => {
    moveToIndiaHour(10);
    await signInEveryone();
    const { conversation } = await thread(await start({ body: 'Is the 9 PM bus late?' }, traveller.accessToken));
    expect(conversation.staffed).toBe(true);
    const inbox = await openChatStream(
      api.url,
      await ticket('/api/admin/support/stream-ticket', { token: adminToken }),
    );
    const mine = await openChatStream(
      api.url,
      await ticket(`/api/support/conversations/${conversation.id}/stream-ticket`, { token: traveller.accessToken }),
    );
    try {
      const written = await chatRequest(url(`/api/support/conversations/${conversation.id}/messages`), {
        body: { body: 'It is for PNR in my bookings' },
        token: traveller.accessToken,
      });
      expect(written.status).toBe(201);
      const heard = await inbox.next((event) => event.message.body === 'It is for PNR in my bookings');
      expect(heard.conversation_id).toBe(conversation.id);

      const page = (await (
        await chatRequest(url('/api/admin/support/conversations'), { token: adminToken })
      ).json()) as { result: { id: string; answered: boolean }[] };
      const firstAnswered = page.result.findIndex((item) => item.answered);
      expect(page.result.slice(0, firstAnswered < 0 ? undefined : firstAnswered).map((item) => item.id)).toContain(
        conversation.id,
      );

      expect((await reply(conversation.id, 'It leaves on time.')).status).toBe(201);
      const live = await mine.next((event) => event.message.author === 'staff');
      expect(live.message.body).toBe('It leaves on time.');
      expect(await mailsTo('chat-traveller@example.com')).toHaveLength(0);

      const detail = (await (
        await chatRequest(url(`/api/admin/support/conversations/${conversation.id}`), { token: adminToken })
      ).json()) as { result: { conversation: { answered: boolean }; bookings: { pnr: string }[] } };
      expect(detail.result.conversation.answered).toBe(true);
      expect(detail.result.bookings.map((booking) => booking.pnr)).toContain(pnr);
    } finally {
      inbox.close();
      mine.close();
    }
  });

  it('a reply to a traveller who has left the chat is e-mailed, their words and ours escaped in the HTML', async () => {
    const started = await start({
      body: 'Is <b>luggage</b> & a "cycle" allowed?',
      name: '<script>alert(1)</script> Bora',
      email: 'bora@example.com',
    });
    expect(started.status).toBe(201);
    const { conversation } = await thread(started);
    expect((await reply(conversation.id, 'Yes: <img src=x onerror=alert(1)> up to 15 kg')).status).toBe(201);
    const [mail] = await mailsTo('bora@example.com');
    expect(mail).toBeDefined();
    expect(mail!.sentAt).not.toBeNull();
    expect(mail!.text).toContain('Yes: <img src=x onerror=alert(1)> up to 15 kg');
    expect(mail!.text).toContain('Is <b>luggage</b> & a "cycle" allowed?');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).toContain('&lt;b&gt;luggage&lt;/b&gt; &amp; a &quot;cycle&quot;');
    expect(mail!.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt; Bora,');
    expect(mail!.html).not.toMatch(/<script|<img|<b>luggage/);
    expect(mail!.html).toContain('/help?chat=open');
  });

  it('a reply is e-mailed in the language the traveller saved in their profile', async () => {
    const assamese = await signInByOtp(api.url, 'chat-assamese@example.com');
    await api.database.db
      .update(authUsers)
      .set({ userMetadata: sql`${authUsers.userMetadata} || '{"locale":"as"}'::jsonb` })
      .where(eq(authUsers.email, 'chat-assamese@example.com'));
    const started = await start({ body: 'বাছত চাইকেল নিব পাৰিমনে?' }, assamese.accessToken);
    expect(started.status).toBe(201);
    const { conversation } = await thread(started);
    expect((await reply(conversation.id, 'Yes, up to 15 kg.')).status).toBe(201);
    const [mail] = await mailsTo('chat-assamese@example.com');
    expect(mail!.subject).toBe('Jatra সহায়ৰ পৰা উত্তৰ');
    expect(mail!.text).toContain('আপুনি লিখিছিল\nবাৰ্তা: বাছত চাইকেল নিব পাৰিমনে?');
    expect(mail!.text).toContain('আমাৰ উত্তৰ\nউত্তৰ: Yes, up to 15 kg.');
    expect(mail!.text).toContain('উত্তৰ দিবলৈ Jatra-ত চেটখন পুনৰ খোলক।');
  });

  it("a guest's reply is e-mailed in the language the guest wrote in", async () => {
    const started = await chatRequest(url('/api/support/conversations'), {
      body: { body: 'বাসে সাইকেল নেওয়া যাবে?', name: 'Rina Paul', email: 'rina.guest@example.com' },
      language: 'bn-IN,bn;q=0.9,en;q=0.5',
    });
    expect(started.status).toBe(201);
    const { conversation } = await thread(started);
    expect((await reply(conversation.id, 'Yes, up to 15 kg.')).status).toBe(201);
    const [mail] = await mailsTo('rina.guest@example.com');
    expect(mail!.subject).toBe('Jatra সাহায্য থেকে উত্তর');
  });

  it('outside 6 AM – 10 PM India time the chat says the reply comes by e-mail, and it does, even to a traveller in the chat', async () => {
    moveToIndiaHour(23);
    await signInEveryone();
    const started = await start({ body: 'Can I cancel tonight?' }, traveller.accessToken);
    const { conversation } = await thread(started);
    expect(conversation.staffed).toBe(false);
    const mine = await openChatStream(
      api.url,
      await ticket(`/api/support/conversations/${conversation.id}/stream-ticket`, { token: traveller.accessToken }),
    );
    try {
      const before = (await mailsTo('chat-traveller@example.com')).length;
      expect((await reply(conversation.id, 'Yes, until 2 hours before departure.')).status).toBe(201);
      await mine.next((event) => event.message.author === 'staff');
      const mails = await mailsTo('chat-traveller@example.com');
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)!.text).toContain('Yes, until 2 hours before departure.');
    } finally {
      mine.close();
    }
  });

  it('a stream opens only with a valid, unexpired ticket', async () => {
    const bad = await fetch(url('/api/support/stream?ticket=abc.def'));
    expect(bad.status).toBe(400);
    const { conversation } = await thread(await start({ body: 'Ticket test' }, traveller.accessToken));
    const issued = await ticket(`/api/support/conversations/${conversation.id}/stream-ticket`, {
      token: traveller.accessToken,
    });
    const [payload, signature] = issued.split('.');
    const forged = Buffer.from(JSON.stringify({ kind: 'inbox', exp: Date.now() + 1e9 })).toString('base64url');
    expect((await fetch(url(`/api/support/stream?ticket=${forged}.${signature}`))).status).toBe(400);
    aheadMs += 61_000;
    expect((await fetch(url(`/api/support/stream?ticket=${payload}.${signature}`))).status).toBe(400);
  });
});
