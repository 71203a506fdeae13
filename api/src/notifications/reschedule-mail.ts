import { REFUND_TIMELINE, RESCHEDULE_MESSAGES, type SupportContact, sayRule, withValues } from '@jatra/shared';
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
  const subject = sayRule(
    withValues(RESCHEDULE_MESSAGES.mailSubject, {
      route: route(booking, locale),
      date: format.date(booking.travelDate),
      pnr: booking.pnr,
    }),
    locale,
  );
  const money: [string, string][] = quote
    ? [
        [
          sayRule(withValues(RESCHEDULE_MESSAGES.charge, { percent: String(quote.chargePercent) }), locale),
          format.paise(quote.charge * 100),
        ],
        [sayRule(RESCHEDULE_MESSAGES.difference, locale), format.paise(quote.difference * 100)],
        quote.due < 0
          ? [sayRule(RESCHEDULE_MESSAGES.toRefund, locale), format.paise(-quote.due * 100)]
          : [
              quote.due > 0 ? say('mail.reschedule.paid') : sayRule(RESCHEDULE_MESSAGES.nothingToPay, locale),
              format.paise(Math.max(quote.due, 0) * 100),
            ],
      ]
    : [];
  return renderMail(
    subject,
    sayRule(RESCHEDULE_MESSAGES.done, locale),
    support,
    [
      greeting(booking, locale),
      {
        kind: 'paragraph',
        text: sayRule(withValues(RESCHEDULE_MESSAGES.rescheduledFrom, { pnr: booking.rescheduledFrom ?? '' }), locale),
      },
      journeyFacts(booking, say('mail.reschedule.newJourney'), locale),
      seatsTable(booking, say('mail.reschedule.seats'), undefined, locale),
      { kind: 'facts', title: say('mail.reschedule.dateChange'), rows: money },
      ...(quote && quote.due < 0 ? [{ kind: 'paragraph' as const, text: sayRule(REFUND_TIMELINE, locale) }] : []),
      { kind: 'link', label: say('mail.reschedule.viewNewTicket'), url: ticketPageUrl(appUrl, booking.pnr) },
    ],
    locale,
  );
}
