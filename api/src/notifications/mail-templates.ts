import {
  CANCELLATION_MESSAGES,
  REFUND_TIMELINE,
  displayDate,
  displayJourneyTime,
  displayTime,
  formatPaise,
  formatRupees,
  journeyArrival,
  journeyBoarding,
  parseDurationText,
  type JourneyClock,
  type StagePoint,
  type SupportContact,
} from '@jatra/shared';
import type { BookingRow, CancellationRow } from '../commerce';
import { readKeptTicket } from '../provider/gds/kept-ticket';
import { renderMail, type MailBlock, type RenderedMail } from './mail-layout';
import { cancellationPolicyBlock, ticketPolicyBlocks } from './mail-policy';

/** The traveller's page of one ticket in the account remote. */
export function ticketPageUrl(appUrl: string, pnr: string): string {
  return `${appUrl.replace(/\/+$/, '')}/booking-details/${encodeURIComponent(pnr)}`;
}

// the ticket page says where the e-ticket went: one rule for both
export { contactAddress } from '../commerce';

export const route = (booking: BookingRow) => `${booking.origin} → ${booking.destination}`;
export const greeting = (booking: BookingRow): MailBlock => ({
  kind: 'paragraph',
  text: `Dear ${booking.passengers[0]?.name?.trim() || 'traveller'},`,
});
const GENDER: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

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

export function journeyFacts(booking: BookingRow, title?: string): MailBlock {
  const { clock, serviceNumber } = busFacts(booking);
  return {
    kind: 'facts',
    title,
    rows: [
      ['PNR', booking.pnr],
      ...(booking.ticketNumber && booking.ticketNumber !== booking.pnr
        ? [['Ticket number', booking.ticketNumber] as const]
        : []),
      ['Journey', route(booking)],
      ['Date', displayDate(booking.travelDate)],
      ['Departure', displayTime(booking.departureTime)],
      ['Arrival', displayJourneyTime(journeyArrival(clock, booking.arrivalTime))],
      ['Bus', `${booking.busName} (${booking.busType})`],
      // the operator's number of this service, where the provider sends one
      ...(serviceNumber ? [['Service number', serviceNumber] as const] : []),
    ],
  };
}

const boardingTime = (booking: BookingRow) =>
  displayJourneyTime(journeyBoarding(busFacts(booking).clock, booking.boardingPoint.time));
const droppingTime = (booking: BookingRow) =>
  displayJourneyTime(journeyArrival(busFacts(booking).clock, booking.droppingPoint.time));

/** The seats (all, or only those named) with their passengers. */
export function seatsTable(booking: BookingRow, title: string, only?: Set<string>): MailBlock {
  const rows = booking.seats
    .filter((seat) => !only || only.has(seat.seat_number))
    .map((seat) => {
      const traveller = booking.passengers.find((p) => p.seat_number === seat.seat_number);
      return [
        seat.deck === 'upper' ? `${seat.seat_number} (upper deck)` : seat.seat_number,
        traveller?.name ?? '',
        traveller ? String(traveller.age) : '',
        traveller ? (GENDER[traveller.gender] ?? traveller.gender) : '',
      ];
    });
  return { kind: 'table', title, head: ['Seat', 'Passenger', 'Age', 'Gender'], rows };
}

/** A stop of the journey; `when` is its time as the traveller reads it, with the day where it is not the travel date. */
function pointFacts(title: string, point: StagePoint, when: string, full: boolean): MailBlock {
  const optional = (label: string, value: string | undefined) =>
    value?.trim() ? [[label, value.trim()] as const] : [];
  return {
    kind: 'facts',
    title,
    rows: [
      ['Name', point.name],
      ['Time', when],
      ...(full ? [...optional('Address', point.address), ...optional('Landmark', point.landmark)] : []),
      ...(full ? optional('Contact', point.contact) : []),
    ],
  };
}

/** The e-ticket sent when a booking is confirmed. */
export function ticketMail(booking: BookingRow, appUrl: string, support?: SupportContact): RenderedMail {
  const subject = `Your Jatra e-ticket: ${route(booking)}, ${displayDate(booking.travelDate)} (PNR ${booking.pnr})`;
  return renderMail(subject, 'Your ticket is confirmed', support, [
    greeting(booking),
    {
      kind: 'paragraph',
      text: 'Your bus ticket is confirmed. Show this e-mail or your ticket page to the crew when you board.',
    },
    journeyFacts(booking),
    seatsTable(booking, 'Seats and passengers'),
    pointFacts('Boarding point', booking.boardingPoint, boardingTime(booking), true),
    pointFacts('Dropping point', booking.droppingPoint, droppingTime(booking), false),
    {
      kind: 'facts',
      title: 'Payment',
      rows: [['Amount paid', `${formatRupees(booking.totalAmount)} (incl. GST ${formatRupees(booking.gstAmount)})`]],
    },
    ...ticketPolicyBlocks(booking),
    { kind: 'link', label: 'View your ticket', url: ticketPageUrl(appUrl, booking.pnr) },
  ]);
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
  const seats = cancellation.seatNumbers.join(', ');
  const remaining = new Set(booking.seats.map((seat) => seat.seat_number));
  const refund = formatPaise(cancellation.refundPaise);
  const subject = `Jatra cancellation: ${route(booking)}, ${displayDate(booking.travelDate)} (PNR ${booking.pnr})`;
  const plural = cancellation.seatNumbers.length === 1 ? 'Seat' : 'Seats';
  return renderMail(subject, 'Your cancellation is complete', support, [
    greeting(booking),
    {
      kind: 'paragraph',
      text: `${plural} ${seats} of your ticket ${booking.pnr} ${plural === 'Seat' ? 'is' : 'are'} cancelled.`,
    },
    journeyFacts(booking, 'Journey'),
    {
      kind: 'facts',
      title: 'Refund',
      rows: [
        ['Seats cancelled', seats],
        ['Cancellation charge', formatPaise(cancellation.chargePaise)],
        ['Refund amount', refund],
      ],
    },
    {
      kind: 'paragraph',
      text:
        cancellation.refundPaise > 0
          ? `${CANCELLATION_MESSAGES.refundInitiated.replace('{amount}', refund)}. ${REFUND_TIMELINE}`
          : 'No refund is due for these seats.',
    },
    cancellationPolicyBlock(),
    remaining.size > 0
      ? seatsTable(booking, 'Still booked on this ticket', remaining)
      : { kind: 'paragraph', text: 'No seats remain booked on this ticket.' },
    { kind: 'link', label: 'View your ticket', url: ticketPageUrl(appUrl, booking.pnr) },
  ]);
}
