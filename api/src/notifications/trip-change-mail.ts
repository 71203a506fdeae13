import {
  REFUND_TIMELINE,
  TRIP_CHANGE_MESSAGES,
  cancelsFreeAfterMove,
  type SupportContact,
  sayRule,
  withValues,
} from '@jatra/shared';
import { formatsFor } from '@jatra/shared/i18n';
import type { BookingRow, CancellationRow } from '../commerce';
import { renderMail, type RenderedMail } from './mail-layout';
import { greeting, journeyFacts, route, sayer, seatsTable, ticketPageUrl } from './mail-templates';

/** The values of a subject naming the journey: its route, date and PNR, in the booking's language. */
const about = (booking: BookingRow) => ({
  route: route(booking, booking.locale),
  date: formatsFor(booking.locale).date(booking.travelDate),
  pnr: booking.pnr,
});

/** The operator cancelled the trip: the seats it took and the full refund on its way. */
export function operatorCancellationMail(
  booking: BookingRow,
  cancellation: CancellationRow,
  appUrl: string,
  support?: SupportContact,
): RenderedMail {
  const { locale } = booking;
  const say = sayer(locale);
  const format = formatsFor(locale);
  const refund = format.paise(cancellation.refundPaise);
  const seats = new Set(cancellation.seatNumbers);
  return renderMail(
    say('mail.operatorCancellation.subject', about(booking)),
    say('mail.operatorCancellation.heading'),
    support,
    [
      greeting(booking, locale),
      { kind: 'paragraph', text: sayRule(TRIP_CHANGE_MESSAGES.operatorCancelled, locale) },
      journeyFacts(booking, say('mail.fact.journey'), locale),
      seatsTable(booking, say('mail.operatorCancellation.seatsRefunded'), seats, locale),
      {
        kind: 'facts',
        title: say('mail.refund.title'),
        rows: [
          [say('mail.refund.charge'), format.paise(0)],
          [say('mail.refund.amount'), refund],
        ],
      },
      { kind: 'paragraph', text: sayRule(REFUND_TIMELINE, locale) },
      { kind: 'link', label: say('mail.viewTicket'), url: ticketPageUrl(appUrl, booking.pnr) },
    ],
    locale,
  );
}

/** The operator moved the departure: the old and the new time, and whether the traveller may cancel free. */
export function departureChangedMail(booking: BookingRow, appUrl: string, support?: SupportContact): RenderedMail {
  const { locale } = booking;
  const say = sayer(locale);
  const format = formatsFor(locale);
  const from = booking.departureChangedFrom ?? booking.departureTime;
  const changed = sayRule(
    withValues(TRIP_CHANGE_MESSAGES.departureChanged, {
      from: format.time(from),
      to: format.time(booking.departureTime),
    }),
    locale,
  );
  return renderMail(
    say('mail.departureChange.subject', about(booking)),
    changed,
    support,
    [
      greeting(booking, locale),
      { kind: 'paragraph', text: `${changed}. ${say('mail.departureChange.staysBooked')}` },
      journeyFacts(booking, say('mail.fact.journey'), locale),
      {
        kind: 'paragraph',
        text: cancelsFreeAfterMove(from, booking.departureTime)
          ? `${sayRule(TRIP_CHANGE_MESSAGES.freeCancellation, locale)} ${sayRule(TRIP_CHANGE_MESSAGES.windowFromNewTime, locale)}`
          : sayRule(TRIP_CHANGE_MESSAGES.windowFromNewTime, locale),
      },
      { kind: 'link', label: say('mail.viewTicket'), url: ticketPageUrl(appUrl, booking.pnr) },
    ],
    locale,
  );
}
