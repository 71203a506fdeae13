import {
  REFUND_TIMELINE,
  RESCHEDULE_MESSAGES,
  displayDate,
  sayRule,
  withValues,
  formatPaise,
  type SupportContact,
} from '@jatra/shared';
import type { BookingRow } from '../commerce';
import { renderMail, type RenderedMail } from './mail-layout';
import { greeting, journeyFacts, route, seatsTable, ticketPageUrl } from './mail-templates';

/** A date change is done: the new journey, the PNR it replaces, and what it cost or gives back. */
export function rescheduleMail(booking: BookingRow, appUrl: string, support?: SupportContact): RenderedMail {
  const quote = booking.rescheduleQuote;
  const subject = sayRule(
    withValues(RESCHEDULE_MESSAGES.mailSubject, {
      route: route(booking),
      date: displayDate(booking.travelDate),
      pnr: booking.pnr,
    }),
    booking.locale,
  );
  const money: [string, string][] = quote
    ? [
        [
          sayRule(withValues(RESCHEDULE_MESSAGES.charge, { percent: String(quote.chargePercent) }), booking.locale),
          formatPaise(quote.charge * 100),
        ],
        [sayRule(RESCHEDULE_MESSAGES.difference, booking.locale), formatPaise(quote.difference * 100)],
        quote.due < 0
          ? [sayRule(RESCHEDULE_MESSAGES.toRefund, booking.locale), formatPaise(-quote.due * 100)]
          : [
              quote.due > 0 ? 'Paid' : sayRule(RESCHEDULE_MESSAGES.nothingToPay, booking.locale),
              formatPaise(Math.max(quote.due, 0) * 100),
            ],
      ]
    : [];
  return renderMail(subject, sayRule(RESCHEDULE_MESSAGES.done, booking.locale), support, [
    greeting(booking),
    {
      kind: 'paragraph',
      text: sayRule(
        withValues(RESCHEDULE_MESSAGES.rescheduledFrom, { pnr: booking.rescheduledFrom ?? '' }),
        booking.locale,
      ),
    },
    journeyFacts(booking, 'New journey'),
    seatsTable(booking, 'Seats'),
    { kind: 'facts', title: 'Date change', rows: money },
    ...(quote && quote.due < 0 ? [{ kind: 'paragraph' as const, text: sayRule(REFUND_TIMELINE, booking.locale) }] : []),
    { kind: 'link', label: 'View your new ticket', url: ticketPageUrl(appUrl, booking.pnr) },
  ]);
}
