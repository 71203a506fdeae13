import {
  CANCELLATION_MESSAGES,
  REFUND_TIMELINE,
  displayJourneyTime,
  journeyArrival,
  journeyBoarding,
  parseDurationText,
  sayRule,
  type JourneyClock,
  type JourneyMoment,
  type StagePoint,
  type SupportContact,
  withValues,
} from '@jatra/shared';
import { cityName, formatsFor, type Locale, type MessageValues } from '@jatra/shared/i18n';
import type { BookingRow, CancellationRow } from '../commerce';
import { readKeptTicket } from '../provider/gds/kept-ticket';
import { renderMail, type MailBlock, type RenderedMail } from './mail-layout';
import { cancellationPolicyBlock, ticketPolicyBlocks } from './mail-policy';
import { sayMail, type MailMessageId } from '@jatra/shared/mail-words';

/** The traveller's page of one ticket in the account remote. */
export function ticketPageUrl(appUrl: string, pnr: string): string {
  return `${appUrl.replace(/\/+$/, '')}/booking-details/${encodeURIComponent(pnr)}`;
}

// the ticket page says where the e-ticket went: one rule for both
export { contactAddress } from '../commerce';

/** A mail's words in its language (docs/languages.md: the API's messages and mails). */
export const sayer = (locale: Locale) => (id: MailMessageId, values?: MessageValues) => sayMail(id, values, locale);

export const route = (booking: BookingRow, locale: Locale = 'en') =>
  `${cityName(booking.origin, locale)} → ${cityName(booking.destination, locale)}`;
export const greeting = (booking: BookingRow, locale: Locale = 'en'): MailBlock => {
  const name = booking.passengers[0]?.name?.trim();
  const say = sayer(locale);
  return { kind: 'paragraph', text: name ? say('mail.greeting', { name }) : say('mail.greetingTraveller') };
};
const GENDER: Record<string, MailMessageId> = {
  male: 'mail.gender.male',
  female: 'mail.gender.female',
  other: 'mail.gender.other',
};

/** A time of the journey with its day where that is not the travel date; English as the pages write it. */
function journeyTime(moment: JourneyMoment, locale: Locale): string {
  if (locale === 'en') return displayJourneyTime(moment);
  const format = formatsFor(locale);
  // another day is said by its date, in the language's words
  return moment.dayOffset !== 0 && moment.date
    ? `${format.time(moment.time)}, ${format.date(moment.date)}`
    : format.time(moment.time);
}

/** The journey's clock; the duration and service number are the provider's, from the ticket the booking kept. */
function busFacts(booking: BookingRow) {
  const kept = readKeptTicket(booking.ticket);
  const clock: JourneyClock = {
    travelDate: booking.travelDate,
    departure: booking.departureTime,
    durationMinutes: parseDurationText(kept.duration)?.minutes,
  };
  return { clock, serviceNumber: kept.serviceNumber.trim() };
}

export function journeyFacts(booking: BookingRow, title?: string, locale: Locale = 'en'): MailBlock {
  const { clock, serviceNumber } = busFacts(booking);
  const say = sayer(locale);
  const format = formatsFor(locale);
  return {
    kind: 'facts',
    title,
    rows: [
      ['PNR', booking.pnr],
      ...(booking.ticketNumber && booking.ticketNumber !== booking.pnr
        ? [[say('mail.fact.ticketNumber'), booking.ticketNumber] as const]
        : []),
      [say('mail.fact.journey'), route(booking, locale)],
      [say('mail.fact.date'), format.date(booking.travelDate)],
      [say('mail.fact.departure'), format.time(booking.departureTime)],
      [say('mail.fact.arrival'), journeyTime(journeyArrival(clock, booking.arrivalTime), locale)],
      [say('mail.fact.bus'), `${booking.busName} (${booking.busType})`],
      // the operator's number of this service, where the provider sends one
      ...(serviceNumber ? [[say('mail.fact.serviceNumber'), serviceNumber] as const] : []),
    ],
  };
}

const boardingTime = (booking: BookingRow, locale: Locale) =>
  journeyTime(journeyBoarding(busFacts(booking).clock, booking.boardingPoint.time), locale);
const droppingTime = (booking: BookingRow, locale: Locale) =>
  journeyTime(journeyArrival(busFacts(booking).clock, booking.droppingPoint.time), locale);

/** The seats (all, or only those named) with their passengers. */
export function seatsTable(booking: BookingRow, title: string, only?: Set<string>, locale: Locale = 'en'): MailBlock {
  const say = sayer(locale);
  const rows = booking.seats
    .filter((seat) => !only || only.has(seat.seat_number))
    .map((seat) => {
      const traveller = booking.passengers.find((p) => p.seat_number === seat.seat_number);
      const gender = traveller && GENDER[traveller.gender];
      return [
        seat.deck === 'upper' ? say('mail.seats.upperDeck', { seat: seat.seat_number }) : seat.seat_number,
        traveller?.name ?? '',
        traveller ? String(traveller.age) : '',
        traveller ? (gender ? say(gender) : traveller.gender) : '',
      ];
    });
  const head = [say('mail.seats.seat'), say('mail.seats.passenger'), say('mail.seats.age'), say('mail.seats.gender')];
  return { kind: 'table', title, head, rows };
}

/** A stop of the journey; `when` is its time as the traveller reads it, with the day where it is not the travel date. */
function pointFacts(title: string, point: StagePoint, when: string, full: boolean, locale: Locale): MailBlock {
  const say = sayer(locale);
  const optional = (label: MailMessageId, value: string | undefined) =>
    value?.trim() ? [[say(label), value.trim()] as const] : [];
  return {
    kind: 'facts',
    title,
    rows: [
      [say('mail.point.name'), point.name],
      [say('mail.point.time'), when],
      ...(full
        ? [...optional('mail.point.address', point.address), ...optional('mail.point.landmark', point.landmark)]
        : []),
      ...(full ? optional('mail.point.contact', point.contact) : []),
    ],
  };
}

/** The e-ticket sent when a booking is confirmed, in the language the booking was made in. */
export function ticketMail(booking: BookingRow, appUrl: string, support?: SupportContact): RenderedMail {
  const { locale } = booking;
  const say = sayer(locale);
  const format = formatsFor(locale);
  const subject = say('mail.ticket.subject', {
    route: route(booking, locale),
    date: format.date(booking.travelDate),
    pnr: booking.pnr,
  });
  const paid = say('mail.ticket.paid', {
    total: format.rupees(booking.totalAmount),
    gst: format.rupees(booking.gstAmount),
  });
  return renderMail(
    subject,
    say('mail.ticket.heading'),
    support,
    [
      greeting(booking, locale),
      { kind: 'paragraph', text: say('mail.ticket.intro') },
      journeyFacts(booking, undefined, locale),
      seatsTable(booking, say('mail.ticket.seats'), undefined, locale),
      pointFacts(say('mail.point.boarding'), booking.boardingPoint, boardingTime(booking, locale), true, locale),
      pointFacts(say('mail.point.dropping'), booking.droppingPoint, droppingTime(booking, locale), false, locale),
      { kind: 'facts', title: say('mail.ticket.payment'), rows: [[say('mail.ticket.amountPaid'), paid]] },
      ...ticketPolicyBlocks(booking),
      { kind: 'link', label: say('mail.viewTicket'), url: ticketPageUrl(appUrl, booking.pnr) },
    ],
    locale,
  );
}

/**
 * The notice of a completed cancellation: the seats, the charge and the refund, and what is still booked (the
 * booking keeps only the seats not cancelled).
 */
export function cancellationMail(
  booking: BookingRow,
  cancellation: CancellationRow,
  appUrl: string,
  support?: SupportContact,
): RenderedMail {
  const { locale } = booking;
  const say = sayer(locale);
  const format = formatsFor(locale);
  const seats = cancellation.seatNumbers.join(', ');
  const remaining = new Set(booking.seats.map((seat) => seat.seat_number));
  const refund = format.paise(cancellation.refundPaise);
  const subject = say('mail.cancellation.subject', {
    route: route(booking, locale),
    date: format.date(booking.travelDate),
    pnr: booking.pnr,
  });
  return renderMail(
    subject,
    say('mail.cancellation.heading'),
    support,
    [
      greeting(booking, locale),
      {
        kind: 'paragraph',
        text: say('mail.cancellation.seatsCancelled', {
          count: cancellation.seatNumbers.length,
          seats,
          pnr: booking.pnr,
        }),
      },
      journeyFacts(booking, say('mail.fact.journey'), locale),
      {
        kind: 'facts',
        title: say('mail.refund.title'),
        rows: [
          [say('mail.cancellation.seatsCancelledLabel'), seats],
          [say('mail.refund.charge'), format.paise(cancellation.chargePaise)],
          [say('mail.refund.amount'), refund],
        ],
      },
      {
        kind: 'paragraph',
        text:
          cancellation.refundPaise > 0
            ? `${sayRule(withValues(CANCELLATION_MESSAGES.refundInitiated, { amount: refund }), locale)}. ${sayRule(REFUND_TIMELINE, locale)}`
            : say('mail.cancellation.noRefund'),
      },
      cancellationPolicyBlock(locale),
      remaining.size > 0
        ? seatsTable(booking, say('mail.cancellation.stillBooked'), remaining, locale)
        : { kind: 'paragraph', text: say('mail.cancellation.noneRemain') },
      { kind: 'link', label: say('mail.viewTicket'), url: ticketPageUrl(appUrl, booking.pnr) },
    ],
    locale,
  );
}
