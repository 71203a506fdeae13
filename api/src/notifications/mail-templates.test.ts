import { COMPANY, loadRuleLanguages, REFUND_TIMELINE, inEnglish } from '@jatra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { escapeHtml } from '../http/escape-html';
import { cancellationMail, contactAddress, ticketMail, ticketPageUrl } from './mail-templates';
import { sampleBooking, sampleCancellation } from '../../test/booking-rows';

const APP = 'https://jatra.example';
const booking = sampleBooking({ userId: 'u1', pnr: 'JT4471' });

describe('the e-ticket mail', () => {
  const mail = ticketMail(booking, APP);

  it('names the journey, date and PNR in the subject', () => {
    expect(mail.subject).toBe('Your Jatra e-ticket: Jorhat → Guwahati, 24 Nov 2026 (PNR JT4471)');
  });

  it('carries PNR, journey, seats and passengers, boarding point, amount, link and support in plain text', () => {
    for (const part of [
      'PNR: JT4471',
      'Ticket number: TK-JT4471',
      'Journey: Jorhat → Guwahati',
      'Date: 24 Nov 2026',
      'Departure: 9:30 PM',
      'Bus: Assam Deluxe Travels (AC Sleeper (2+1))',
      'Seat U1 (upper deck): Asha Das, 34, Female',
      'Seat L2: Bikash Gogoi, 40, Male',
      'Boarding point\nName: ASTC Bus Stand\nTime: 9:15 PM\nAddress: AT Road, Jorhat\nLandmark: Near Gar-Ali',
      'Amount paid: ₹1,575 (incl. GST ₹75)',
      `View your ticket: ${APP}/booking-details/JT4471`,
      COMPANY.phone,
      COMPANY.email,
    ]) {
      expect(mail.text).toContain(part);
    }
  });

  it('ends with the support contact saved in the settings, in text and HTML', () => {
    const support = { support_email: 'help@jatra.example', support_phone: '+91 361 000 1111' };
    const saved = ticketMail(booking, APP, support);
    for (const part of [support.support_phone, support.support_email]) {
      expect(saved.text).toContain(part);
      expect(saved.html).toContain(part);
    }
    expect(saved.text).not.toContain(COMPANY.phone);
    expect(cancellationMail(booking, sampleCancellation(booking), APP, support).text).toContain(support.support_phone);
  });

  it('has the same content as simple inline-styled HTML with a link to the ticket page', () => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`href="${APP}/booking-details/JT4471"`);
    expect(mail.html).toContain('ASTC Bus Stand');
    expect(mail.html).toContain('9:15 PM');
    expect(mail.html).toContain('₹1,575');
    expect(mail.html).not.toMatch(/<style|<script|<link/);
  });

  it('escapes everything it puts in HTML', () => {
    const hostile = sampleBooking({
      userId: 'u1',
      pnr: 'JT-X',
      busName: '<script>alert(1)</script>',
      passengers: [{ ...booking.passengers[0]!, name: 'Asha "<b>" & Co' }],
      boardingPoint: { ...booking.boardingPoint, name: "O'Brien <img src=x onerror=alert(1)>" },
    });
    const { html, text } = ticketMail(hostile, APP);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Asha &quot;&lt;b&gt;&quot; &amp; Co');
    expect(html).toContain('O&#39;Brien');
    // the plain text is not HTML: it keeps the words as they are
    expect(text).toContain('Dear Asha "<b>" & Co,');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes to the first passenger’s e-mail and links the PNR safely', () => {
    expect(contactAddress(booking)).toBe('asha.das@example.com');
    // every seat cancelled: the contact given at booking still gets the notice
    expect(contactAddress(sampleBooking({ userId: 'u1', passengers: [] }))).toBe('asha.das@example.com');
    expect(contactAddress(sampleBooking({ userId: 'u1', passengers: [], contactEmail: null }))).toBeUndefined();
    expect(ticketPageUrl('https://jatra.example/', 'A B/1')).toBe('https://jatra.example/booking-details/A%20B%2F1');
  });
});

describe('the e-ticket mail of a night bus', () => {
  // leaves 30 Nov at 9:30 PM and arrives 1 Dec at 3:10 AM; the provider's ticket gives the duration and number
  const night = sampleBooking({
    userId: 'u1',
    pnr: 'JT3010',
    travelDate: '2026-11-30',
    departureTime: '21:30',
    arrivalTime: '03:10',
    droppingPoint: { ...booking.droppingPoint, time: '03:10' },
    ticket: { ticket_details: { duration: '05:40', service_number: 'ADT-JOR-GUW-2130' } },
  });

  it('dates the arrival and the dropping point on the next day', () => {
    const { text, html } = ticketMail(night, APP);
    expect(text).toContain('Date: 30 Nov 2026\nDeparture: 9:30 PM\nArrival: 3:10 AM +1 day, 01 Dec 2026');
    expect(text).toContain('Dropping point\nName: ISBT Guwahati\nTime: 3:10 AM +1 day, 01 Dec 2026');
    expect(text).not.toMatch(/Arrival: 3:10 AM\n/);
    expect(html).toContain('3:10 AM +1 day, 01 Dec 2026');
    expect(cancellationMail(night, sampleCancellation(night), APP).text).toContain(
      'Arrival: 3:10 AM +1 day, 01 Dec 2026',
    );
  });

  it('gives the bus’s service number where the provider has one', () => {
    expect(ticketMail(night, APP).text).toContain(
      'Bus: Assam Deluxe Travels (AC Sleeper (2+1))\nService number: ADT-JOR-GUW-2130',
    );
    // the sample's kept ticket has none: no empty row
    expect(ticketMail(booking, APP).text).not.toContain('Service number');
  });

  it('leaves an arrival on the travel date as a bare time', () => {
    const day = sampleBooking({ userId: 'u1', departureTime: '06:00', arrivalTime: '13:10' });
    expect(ticketMail(day, APP).text).toContain('Arrival: 1:10 PM\n');
  });
});

describe('the cancellation notice', () => {
  it('gives the seats, the refund in rupees, the timeline and what is still booked', () => {
    const cancellation = sampleCancellation(booking);
    // the booking as it stands after the cancellation: L2 is gone
    const left = {
      ...booking,
      seats: booking.seats.filter((seat) => seat.seat_number !== 'L2'),
      passengers: booking.passengers.filter((person) => person.seat_number !== 'L2'),
    };
    const mail = cancellationMail(left, cancellation, APP);
    expect(mail.subject).toBe('Jatra cancellation: Jorhat → Guwahati, 24 Nov 2026 (PNR JT4471)');
    expect(mail.text).toContain('Seat L2 of your ticket JT4471 is cancelled.');
    expect(mail.text).toContain('Seats cancelled: L2');
    expect(mail.text).toContain('Cancellation charge: ₹73.50');
    expect(mail.text).toContain('Refund amount: ₹661.50');
    expect(mail.text).toContain(`Refund of ₹661.50 initiated. ${inEnglish(REFUND_TIMELINE)}`);
    expect(mail.text).toContain('Still booked on this ticket\n- Seat U1 (upper deck): Asha Das');
    expect(mail.text).not.toContain('Bikash Gogoi');
    expect(mail.text).toContain(`${APP}/booking-details/JT4471`);
    expect(mail.html).toContain('₹661.50');
  });

  it('says when nothing remains, and when no refund is due', () => {
    const last = sampleCancellation(booking, { seatNumbers: ['U1'], refundPaise: 0, chargePaise: 84000 });
    const mail = cancellationMail({ ...booking, seats: [], passengers: [] }, last, APP);
    expect(mail.text).toContain('No seats remain booked on this ticket.');
    expect(mail.text).toContain('No refund is due for these seats.');
    expect(mail.text).toContain('Refund amount: ₹0');
  });
});

describe('the app URL setting', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' };
  it('defaults to the shell’s origin as the launcher builds it, or takes PUBLIC_APP_URL', () => {
    expect(loadConfig(base).appUrl).toBe('http://localhost:5173');
    expect(loadConfig({ ...base, JATRA_PUBLIC_HOST: 'jatra.lan', SHELL_PORT: '8080' }).appUrl).toBe(
      'http://jatra.lan:8080',
    );
    expect(loadConfig({ ...base, PUBLIC_APP_URL: 'https://jatra.in/' }).appUrl).toBe('https://jatra.in');
    expect(() => loadConfig({ ...base, PUBLIC_APP_URL: 'ftp://jatra.in' })).toThrow();
  });
});

describe('the e-ticket mail in the language the booking was made in', () => {
  beforeAll(() => loadRuleLanguages());

  it('is in Assamese for a booking made in Assamese: subject, labels, dates and cities', () => {
    const mail = ticketMail(sampleBooking({ userId: 'u1', pnr: 'JT4471', locale: 'as' }), APP);
    expect(mail.subject).toBe('আপোনাৰ Jatra ই-টিকট: যোৰহাট → গুৱাহাটী, 24 নৱে 2026 (PNR JT4471)');
    for (const part of [
      'PNR: JT4471',
      'তাৰিখ: 24 নৱে 2026',
      'যাত্ৰাৰম্ভ: অপৰাহ্ন 9.30',
      'উপস্থিতি: পূৰ্বাহ্ন 5.15, 25 নৱে 2026',
      '- ছিট U1 (ওপৰৰ ডেক): Asha Das, 34, মহিলা',
      'পৰিশোধ কৰা ধন: ₹1,575 (GST ₹75 সহ)',
      `আপোনাৰ টিকট চাওক: ${APP}/booking-details/JT4471`,
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain('<html lang="as-IN">');
  });
});

describe('the cancellation notice in the language the booking was made in', () => {
  beforeAll(() => loadRuleLanguages());

  it('is in Assamese for a booking made in Assamese: subject, seats, refund and what is still booked', () => {
    const booking = sampleBooking({ userId: 'u1', pnr: 'JT4471', locale: 'as' });
    const left = {
      ...booking,
      seats: booking.seats.filter((seat) => seat.seat_number !== 'L2'),
      passengers: booking.passengers.filter((person) => person.seat_number !== 'L2'),
    };
    const mail = cancellationMail(left, sampleCancellation(booking), APP);
    expect(mail.subject).toBe('Jatra বাতিলকৰণ: যোৰহাট → গুৱাহাটী, 24 নৱে 2026 (PNR JT4471)');
    for (const part of [
      "আপোনাৰ JT4471 টিকটৰ L2 নম্বৰ ছিটটো বাতিল কৰা হ'ল।",
      'বাতিল কৰা ছিট: L2',
      'বাতিলকৰণৰ মাচুল: ₹73.50',
      'ৰিফাণ্ডৰ পৰিমাণ: ₹661.50',
      'এই টিকটত এতিয়াও বুক হৈ থকা ছিট\n- ছিট U1 (ওপৰৰ ডেক): Asha Das',
      `আপোনাৰ টিকট চাওক: ${APP}/booking-details/JT4471`,
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain('<h1 style="font-size:18px;margin:0 0 16px">আপোনাৰ বাতিলকৰণ সম্পূৰ্ণ হ&#39;ল</h1>');
  });

  it('says in Assamese when several seats go, nothing remains and no refund is due', () => {
    const booking = sampleBooking({ userId: 'u1', pnr: 'JT4471', locale: 'as' });
    const last = sampleCancellation(booking, { seatNumbers: ['U1', 'L2'], refundPaise: 0, chargePaise: 157_500 });
    const { text } = cancellationMail({ ...booking, seats: [], passengers: [] }, last, APP);
    expect(text).toContain("আপোনাৰ JT4471 টিকটৰ U1, L2 নম্বৰ ছিটকেইটা বাতিল কৰা হ'ল।");
    expect(text).toContain('এই ছিটবোৰৰ বাবে কোনো ৰিফাণ্ড প্ৰাপ্য নহয়।');
    expect(text).toContain('এই টিকটত আৰু কোনো ছিট বুক হৈ থকা নাই।');
  });
});
