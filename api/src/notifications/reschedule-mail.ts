import { REFUND_TIMELINE, RESCHEDULE_MESSAGES, fillMessage, type SupportContact } from '@jatra/shared';
import { formatsFor } from '@jatra/shared/i18n';
import type { BookingRow } from '../commerce';
import { renderMail, type RenderedMail } from './mail-layout';
import { greeting, journeyFacts, route, sayer, seatsTable, ticketPageUrl } from './mail-templates';

/** A date change is done: the new journey, the PNR it replaces, and what it cost or gives back. */
export function rescheduleMail(booking: BookingRow, appUrl: string, support?: SupportContact): RenderedMail {
  // the new booking keeps the language of the one it replaces (docs/languages.md)
  const { locale } = booking;
  const say = sayer(locale);
  const format = formatsFor(locale);
  const quote = booking.rescheduleQuote;
  const subject = fillMessage(RESCHEDULE_MESSAGES.mailSubject, {
    route: route(booking, locale),
    date: format.date(booking.travelDate),
    pnr: booking.pnr,
  });
  const money: [string, string][] = quote
    ? [
        [
          fillMessage(RESCHEDULE_MESSAGES.charge, { percent: String(quote.chargePercent) }),
          format.paise(quote.charge * 100),
        ],
        [RESCHEDULE_MESSAGES.difference, format.paise(quote.difference * 100)],
        quote.due < 0
          ? [RESCHEDULE_MESSAGES.toRefund, format.paise(-quote.due * 100)]
          : [
              quote.due > 0 ? say('mail.reschedule.paid') : RESCHEDULE_MESSAGES.nothingToPay,
              format.paise(Math.max(quote.due, 0) * 100),
            ],
      ]
    : [];
  return renderMail(
    subject,
    RESCHEDULE_MESSAGES.done,
    support,
    [
      greeting(booking, locale),
      {
        kind: 'paragraph',
        text: fillMessage(RESCHEDULE_MESSAGES.rescheduledFrom, { pnr: booking.rescheduledFrom ?? '' }),
      },
      journeyFacts(booking, say('mail.reschedule.newJourney'), locale),
      seatsTable(booking, say('mail.reschedule.seats'), undefined, locale),
      { kind: 'facts', title: say('mail.reschedule.dateChange'), rows: money },
      ...(quote && quote.due < 0 ? [{ kind: 'paragraph' as const, text: REFUND_TIMELINE }] : []),
      { kind: 'link', label: say('mail.reschedule.viewNewTicket'), url: ticketPageUrl(appUrl, booking.pnr) },
    ],
    locale,
  );
}
