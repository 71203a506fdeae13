import { loadRuleLanguages, REFUND_TIMELINE, inEnglish } from '@jatra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleBooking } from '../../test/booking-rows';
import { rescheduleMail } from './reschedule-mail';

const APP = 'https://jatra.example';
const QUOTE = { chargePercent: 10, charge: 150, oldTotal: 1575, newBase: 1600, newGst: 80, newTotal: 1680 };
const moved = (overrides: Parameters<typeof sampleBooking>[0]) =>
  sampleBooking({
    pnr: 'JT5001',
    travelDate: '2026-11-26',
    rescheduledFrom: 'JT4471',
    rescheduleQuote: { ...QUOTE, difference: 105, due: 255 },
    ...overrides,
  });

describe('the date change mail', () => {
  it('names the new journey and the PNR it replaces, and what was paid', () => {
    const mail = rescheduleMail(moved({ userId: 'u1' }), APP);
    expect(mail.subject).toBe('Date change confirmed: Jorhat → Guwahati, 26 Nov 2026 (PNR JT5001)');
    for (const part of [
      'This ticket replaces PNR JT4471 after a date change.',
      'New journey\nPNR: JT5001',
      'Date: 26 Nov 2026',
      'Seats\n- Seat U1 (upper deck): Asha Das, 34, Female',
      'Date change\nDate change charge (10% of the fare): ₹150\nFare difference: ₹105\nPaid: ₹255',
      `View your new ticket: ${APP}/booking-details/JT5001`,
    ])
      expect(mail.text).toContain(part);
    expect(mail.text).not.toContain(inEnglish(REFUND_TIMELINE));
  });

  it('says what is refunded and when, when the new journey costs less', () => {
    const mail = rescheduleMail(
      moved({ userId: 'u1', rescheduleQuote: { ...QUOTE, difference: -400, due: -250 } }),
      APP,
    );
    expect(mail.text).toContain('To be refunded: ₹250');
    expect(mail.text).toContain(inEnglish(REFUND_TIMELINE));
  });
});

describe('the date change mail in the language the booking was made in', () => {
  beforeAll(() => loadRuleLanguages());

  it('is in Assamese for a booking made in Assamese: cities, date and its own words', () => {
    const mail = rescheduleMail(moved({ userId: 'u1', locale: 'as' }), APP);
    expect(mail.subject).toContain('যোৰহাট → গুৱাহাটী, 26 নৱে 2026 (PNR JT5001)');
    for (const part of [
      'প্ৰিয় Asha Das,',
      'নতুন যাত্ৰা\nPNR: JT5001',
      'তাৰিখ: 26 নৱে 2026',
      'তাৰিখ সলনি\n',
      "পৰিশোধ কৰা হ'ল: ₹255",
      `আপোনাৰ নতুন টিকট চাওক: ${APP}/booking-details/JT5001`,
    ])
      expect(mail.text).toContain(part);
    expect(mail.text).not.toContain('New journey');
    expect(mail.html).toContain('<html lang="as-IN">');
    expect(mail.subject).not.toContain('Date change confirmed');
  });
});
