import {
  loadRuleLanguages,
  POLICY_MESSAGES,
  policyChargePercent,
  type CancellationPolicy,
  inEnglish,
} from '@jatra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancellationMail, ticketMail } from './mail-templates';
import { sampleBooking, sampleCancellation } from '../../test/booking-rows';

const APP = 'https://jatra.example';
const GREEN_VALLEY: CancellationPolicy = {
  source: 'operator',
  bands: [
    { fromHours: 2, toHours: 6, chargePercent: 100 },
    { fromHours: 6, toHours: 24, chargePercent: 50 },
    { fromHours: 24, toHours: 48, chargePercent: 25 },
    { fromHours: 48, toHours: 720, chargePercent: 10 },
  ],
};

describe('the cancellation words of the mails', () => {
  it("give an operator's ticket that operator's charges, as the server charges them, and promise nothing free", () => {
    const booking = sampleBooking({ userId: 'u1', busName: 'Green Valley Travels', cancellationPolicy: GREEN_VALLEY });
    const { text, html } = ticketMail(booking, APP);
    expect(text).toContain(
      [
        'Cancellation charges',
        'More than 48 hours before departure: 10% of ticket value',
        '24 to 48 hours before departure: 25% of ticket value',
        '6 to 24 hours before departure: 50% of ticket value',
        '2 to 6 hours before departure: 100% of ticket value',
        'Within 2 hours of departure: No cancellation, no refund',
      ].join('\n'),
    );
    // 68 hours before departure is in the first row, at the charge the server takes
    expect(policyChargePercent(GREEN_VALLEY, 68)).toBe(10);
    expect(text).toContain(
      `${inEnglish(POLICY_MESSAGES.dependsOnOperator)} This ticket was sold under the charges of Green Valley Travels, shown above.`,
    );
    expect(text).not.toMatch(/no charge|free/i);
    expect(html).toContain('10% of ticket value');
  });

  it("give a ticket of an operator without bands Jatra's table, the one Help and Terms show", () => {
    const { text } = ticketMail(sampleBooking({ userId: 'u1', cancellationPolicy: null }), APP);
    expect(text).toContain('More than 24 hours before departure: No charge\n12 to 24 hours before departure: 10%');
    expect(text).toContain("This ticket was sold under Jatra's charges");
  });

  it('say in the cancellation notice that the charge is the one the ticket was sold under', () => {
    const booking = sampleBooking({ userId: 'u1', cancellationPolicy: GREEN_VALLEY });
    const { text } = cancellationMail(booking, sampleCancellation(booking), APP);
    expect(text).toContain(inEnglish(POLICY_MESSAGES.dependsOnOperator));
    expect(text).not.toMatch(/free cancellation/i);
  });
});

describe('the cancellation words of the mails in the language the booking was made in', () => {
  beforeAll(() => loadRuleLanguages());

  it("name in Assamese under whose charges the ticket was sold, and where the notice's charge came from", () => {
    const booking = sampleBooking({
      userId: 'u1',
      busName: 'Green Valley Travels',
      cancellationPolicy: GREEN_VALLEY,
      locale: 'as',
    });
    const ticket = ticketMail(booking, APP).text;
    expect(ticket).toContain('বাতিলকৰণৰ মাচুল\n');
    expect(ticket).toContain('এই টিকট ওপৰত দেখুওৱা Green Valley Travelsৰ মাচুল অনুসৰি বিক্ৰী কৰা হৈছিল।');
    expect(ticketMail({ ...booking, cancellationPolicy: null }, APP).text).toContain(
      'এই টিকট ওপৰত দেখুওৱা Jatra-ৰ মাচুল অনুসৰি বিক্ৰী কৰা হৈছিল।',
    );
    expect(cancellationMail(booking, sampleCancellation(booking), APP).text).toContain(
      'ওপৰৰ মাচুল আপোনাৰ টিকট বিক্ৰী হোৱা নিয়ম অনুসৰি',
    );
  });
});
