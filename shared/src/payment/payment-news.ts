import { ruleMessage, withValues } from '../rules/i18n/rule-catalogues';

/** The words of a payment that completed, on whatever page or tab the traveller is. */
export const PAYMENT_NEWS_MESSAGES = {
  ticketConfirmed: ruleMessage('paymentNews.ticketConfirmed'),
  viewTicket: ruleMessage('paymentNews.viewTicket'),
  ticketEmailed: ruleMessage('paymentNews.ticketEmailed'),
} as const;

export const ticketConfirmedText = (pnr: string) => withValues(PAYMENT_NEWS_MESSAGES.ticketConfirmed, { pnr });
