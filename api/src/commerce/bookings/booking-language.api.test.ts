import { eq } from 'drizzle-orm';
import { formatsFor } from '@jatra/shared/i18n';
import type { MailboxMessage } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';
import {
  findBookableBus,
  freeSeats,
  passenger,
  payForBooking,
  postJson,
  signInByOtp,
} from '../../../test/booking-journey-test-kit';
import { bookings } from './bookings.schema';

const mailsTo = async (api: TestApi, address: string) =>
  (
    (await (await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(address)}`)).json()) as {
      messages: MailboxMessage[];
    }
  ).messages;

async function waitForMail(api: TestApi, address: string, subject: RegExp): Promise<MailboxMessage> {
  for (let tries = 0; tries < 100; tries++) {
    const found = (await mailsTo(api, address)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} matching ${subject}`);
}

describe('a booking in the language it was made in', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  async function hold(acceptLanguage: string | undefined, name: string) {
    const traveller = await signInByOtp(api.url, `${name.toLowerCase()}.lang@example.com`);
    const bus = await findBookableBus(api.url, 2, 3, name === 'Asha' ? 0 : 1);
    const answer = await fetch(`${api.url}/api/tentative_booking/${bus.scheduleId}.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${traveller.accessToken}`,
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
      body: JSON.stringify({
        travelDate: bus.travelDate,
        boardingPointId: bus.boarding.id,
        droppingPointId: bus.dropping.id,
        seats: [{ seatNumber: freeSeats(bus.seats)[0]!.id, passenger: passenger(name, 'female') }],
      }),
    });
    expect(answer.status).toBe(201);
    const { booking } = (await answer.json()) as { booking: { pnr_number: string } };
    const [row] = await api.database.db.select().from(bookings).where(eq(bookings.pnr, booking.pnr_number));
    return { traveller, bus, pnr: booking.pnr_number, row: row! };
  }

  it('records Assamese for a hold asked in Assamese, and sends the e-ticket in Assamese', async () => {
    const { traveller, bus, pnr, row } = await hold('as-IN,as;q=0.9,en;q=0.8', 'Asha');
    expect(row.locale).toBe('as');
    const { status } = await payForBooking(api.url, traveller, pnr);
    expect(status.success).toBe(true);
    const mail = await waitForMail(api, 'asha@example.com', new RegExp(pnr));
    expect(mail.subject).toBe(
      `আপোনাৰ Jatra ই-টিকট: যোৰহাট → গুৱাহাটী, ${formatsFor('as').date(bus.travelDate)} (PNR ${pnr})`,
    );
    expect(mail.body).toContain(`তাৰিখ: ${formatsFor('as').date(bus.travelDate)}`);
    expect(mail.body).toContain("আপোনাৰ বাছৰ টিকট নিশ্চিত হ'ল।");
  });

  it('records English for a hold that names no language of ours', async () => {
    const { row } = await hold('fr-FR', 'Bina');
    expect(row.locale).toBe('en');
  });

  it('says the sign-in code mail in Hindi when the request asks in Hindi', async () => {
    const sent = await fetch(`${api.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi-IN,hi;q=0.9' },
      body: JSON.stringify({ email: 'hindi.reader@example.com', create_user: true }),
    });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(api, 'hindi.reader@example.com');
    expect(mail!.subject).toBe('आपका Jatra साइन-इन कोड');
    expect(mail!.body).toContain(`आपका Jatra कोड ${mail!.code} है। यह 10 मिनट तक मान्य है।`);

    await postJson(`${api.url}/auth/v1/otp`, { email: 'english.reader@example.com', create_user: true });
    const [english] = await mailsTo(api, 'english.reader@example.com');
    expect(english!.subject).toBe('Your Jatra sign-in code');
  });
});
