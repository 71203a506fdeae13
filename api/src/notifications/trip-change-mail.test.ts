import { loadRuleLanguages, REFUND_TIMELINE, TRIP_CHANGE_MESSAGES, inEnglish } from '@jatra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { departureChangedMail, operatorCancellationMail } from './trip-change-mail';
import { sampleBooking, sampleCancellation } from '../../test/booking-rows';

const APP = 'https://jatra.example';

/** A two-seat ticket the operator cancelled, refunded in full, booked in `locale`. */
function cancelledByOperator(locale: 'en' | 'as') {
  const booking = sampleBooking({ userId: 'u1', pnr: 'JT4471', status: 'cancelled', cancelledBy: 'operator', locale });
  const cancellation = sampleCancellation(booking, {
    cancelledBy: 'operator',
    seatNumbers: ['U1', 'L2'],
    cancelPercent: 0,
    chargePaise: 0,
    refundPaise: 157_500,
  });
  return [booking, cancellation] as const;
}

describe('the mails of a trip the operator changed', () => {
  it('tells of an operator cancellation: every seat, no charge, the full refund and when it arrives', () => {
    const { subject, text } = operatorCancellationMail(...cancelledByOperator('en'), APP);
    expect(subject).toBe('Your bus was cancelled by the operator: Jorhat → Guwahati, 24 Nov 2026 (PNR JT4471)');
    for (const part of [
      inEnglish(TRIP_CHANGE_MESSAGES.operatorCancelled),
      'Seat U1 (upper deck): Asha Das',
      'Seat L2: Bikash Gogoi',
      'Cancellation charge: ₹0',
      'Refund amount: ₹1,575',
      inEnglish(REFUND_TIMELINE),
      `${APP}/booking-details/JT4471`,
    ]) {
      expect(text).toContain(part);
    }
  });

  it('tells of a moved departure with both times, and offers a free cancellation only for a move of 2 hours or more', () => {
    const late = sampleBooking({ userId: 'u1', pnr: 'JT4471', departureTime: '23:30', departureChangedFrom: '21:30' });
    const mail = departureChangedMail(late, APP);
    expect(mail.subject).toBe('Departure changed: Jorhat → Guwahati, 24 Nov 2026 (PNR JT4471)');
    expect(mail.text).toContain('Departure changed from 9:30 PM to 11:30 PM.');
    expect(mail.text).toContain('Departure: 11:30 PM');
    expect(mail.text).toContain(inEnglish(TRIP_CHANGE_MESSAGES.freeCancellation));

    const little = sampleBooking({ userId: 'u1', departureTime: '22:15', departureChangedFrom: '21:30' });
    const small = departureChangedMail(little, APP).text;
    expect(small).toContain('Departure changed from 9:30 PM to 10:15 PM.');
    expect(small).not.toContain(inEnglish(TRIP_CHANGE_MESSAGES.freeCancellation));
    expect(small).toContain(inEnglish(TRIP_CHANGE_MESSAGES.windowFromNewTime));
  });
});

describe('the mails of a changed trip in the language the booking was made in', () => {
  beforeAll(() => loadRuleLanguages());

  it('tells an Assamese booking of an operator cancellation in Assamese', () => {
    const { subject, text, html } = operatorCancellationMail(...cancelledByOperator('as'), APP);
    expect(subject).toBe('অপাৰেটৰে আপোনাৰ বাছ বাতিল কৰিছে: যোৰহাট → গুৱাহাটী, 24 নৱে 2026 (PNR JT4471)');
    for (const part of [
      'ৰিফাণ্ড কৰা ছিট\n- ছিট U1 (ওপৰৰ ডেক): Asha Das, 34, মহিলা',
      'বাতিলকৰণৰ মাচুল: ₹0',
      'ৰিফাণ্ডৰ পৰিমাণ: ₹1,575',
      `আপোনাৰ টিকট চাওক: ${APP}/booking-details/JT4471`,
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Seats refunded');
    expect(html).toContain('আপোনাৰ বাছ বাতিল কৰা হৈছে');
  });

  it('tells an Assamese booking of a moved departure in Assamese, the times in its words', () => {
    const late = sampleBooking({
      userId: 'u1',
      pnr: 'JT4471',
      departureTime: '23:30',
      departureChangedFrom: '21:30',
      locale: 'as',
    });
    const { subject, text } = departureChangedMail(late, APP);
    expect(subject).toBe('যাত্ৰাৰম্ভৰ সময় সলনি হৈছে: যোৰহাট → গুৱাহাটী, 24 নৱে 2026 (PNR JT4471)');
    expect(text).toContain('আপোনাৰ ছিট আৰু বৰ্ডিং পইণ্ট বুক কৰা মতেই থাকিব।');
    expect(text).toContain('অপৰাহ্ন 9.30');
    expect(text).toContain('যাত্ৰাৰম্ভ: অপৰাহ্ন 11.30');
  });
});
