import {
  REFUND_TIMELINE,
  TRIP_CHANGE_MESSAGES,
  cancelsFreeAfterMove,
  displayDate,
  displayTime,
  sayRule,
  withValues,
  formatPaise,
  type SupportContact,
} from '@jatra/shared';
import type { BookingRow, CancellationRow } from '../commerce';
import { renderMail, type RenderedMail } from './mail-layout';
import { greeting, journeyFacts, route, seatsTable, ticketPageUrl } from './mail-templates';

const about = (booking: BookingRow) => `${route(booking)}, ${displayDate(booking.travelDate)} (PNR ${booking.pnr})`;

/** The operator cancelled the trip: the seats it took and the full refund on its way. */
export function operatorCancellationMail(
  booking: BookingRow,
  cancellation: CancellationRow,
  appUrl: string,
  support?: SupportContact,
): RenderedMail {
  const refund = formatPaise(cancellation.refundPaise);
  const seats = new Set(cancellation.seatNumbers);
  return renderMail(`Your bus was cancelled by the operator: ${about(booking)}`, 'Your bus was cancelled', support, [
    greeting(booking),
    { kind: 'paragraph', text: sayRule(TRIP_CHANGE_MESSAGES.operatorCancelled, booking.locale) },
    journeyFacts(booking, 'Journey'),
    seatsTable(booking, 'Seats refunded', seats),
    {
      kind: 'facts',
      title: 'Refund',
      rows: [
        ['Cancellation charge', formatPaise(0)],
        ['Refund amount', refund],
      ],
    },
    { kind: 'paragraph', text: sayRule(REFUND_TIMELINE, booking.locale) },
    { kind: 'link', label: 'View your ticket', url: ticketPageUrl(appUrl, booking.pnr) },
  ]);
}

/** The operator moved the departure: the old and the new time, and whether the traveller may cancel free. */
export function departureChangedMail(booking: BookingRow, appUrl: string, support?: SupportContact): RenderedMail {
  const from = booking.departureChangedFrom ?? booking.departureTime;
  const changed = sayRule(
    withValues(TRIP_CHANGE_MESSAGES.departureChanged, {
      from: displayTime(from),
      to: displayTime(booking.departureTime),
    }),
    booking.locale,
  );
  return renderMail(`Departure changed: ${about(booking)}`, changed, support, [
    greeting(booking),
    { kind: 'paragraph', text: `${changed}. Your seats and boarding point stay as booked.` },
    journeyFacts(booking, 'Journey'),
    {
      kind: 'paragraph',
      text: cancelsFreeAfterMove(from, booking.departureTime)
        ? `${sayRule(TRIP_CHANGE_MESSAGES.freeCancellation, booking.locale)} ${sayRule(TRIP_CHANGE_MESSAGES.windowFromNewTime, booking.locale)}`
        : sayRule(TRIP_CHANGE_MESSAGES.windowFromNewTime, booking.locale),
    },
    { kind: 'link', label: 'View your ticket', url: ticketPageUrl(appUrl, booking.pnr) },
  ]);
}
