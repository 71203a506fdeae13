import { fillMessage } from '../booking/booking-messages';

/** The words of a payment that completed, on whatever page or tab the traveller is. */
export const PAYMENT_NEWS_MESSAGES = {
  ticketConfirmed: 'Payment received — your ticket {pnr} is confirmed',
  viewTicket: 'View Ticket',
  ticketEmailed: 'e-ticket sent to {email}',
} as const;

export const ticketConfirmedText = (pnr: string) => fillMessage(PAYMENT_NEWS_MESSAGES.ticketConfirmed, { pnr });
