import {
  REFUND_TIMELINE,
  RESCHEDULE_MESSAGES,
  displayDate,
  fillMessage,
  formatPaise,
  type SupportContact,
} from '@jatra/shared';
import type { BookingRow } from '../commerce';
import { renderMail, type RenderedMail } from './mail-layout';
import { greeting, journeyFacts, route, seatsTable, ticketPageUrl } from './mail-templates';

/** A date change is done: the new journey, the PNR it replaces, and what it cost or gives back. */
export function rescheduleMail(booking: BookingRow, appUrl: string, support?: SupportContact): RenderedMail {
  const quote = booking.rescheduleQuote;
  const subject = fillMessage(RESCHEDULE_MESSAGES.mailSubject, {
    route: route(booking),
    date: displayDate(booking.travelDate),
    pnr: booking.pnr,
  });
  const money: [string, string][] = quote
    ? [
        [
          fillMessage(RESCHEDULE_MESSAGES.charge, { percent: String(quote.chargePercent) }),
          formatPaise(quote.charge * 100),
        ],
        [RESCHEDULE_MESSAGES.difference, formatPaise(quote.difference * 100)],
        quote.due < 0
          ? [RESCHEDULE_MESSAGES.toRefund, formatPaise(-quote.due * 100)]
          : [quote.due > 0 ? 'Paid' : RESCHEDULE_MESSAGES.nothingToPay, formatPaise(Math.max(quote.due, 0) * 100)],
      ]
    : [];
  return renderMail(subject, RESCHEDULE_MESSAGES.done, support, [
    greeting(booking),
    {
      kind: 'paragraph',
      text: fillMessage(RESCHEDULE_MESSAGES.rescheduledFrom, { pnr: booking.rescheduledFrom ?? '' }),
    },
    journeyFacts(booking, 'New journey'),
    seatsTable(booking, 'Seats'),
    { kind: 'facts', title: 'Date change', rows: money },
    ...(quote && quote.due < 0 ? [{ kind: 'paragraph' as const, text: REFUND_TIMELINE }] : []),
    { kind: 'link', label: 'View your new ticket', url: ticketPageUrl(appUrl, booking.pnr) },
  ]);
}
