/** What other features may use of the ticket: a time on the journey with its day, in the traveller's language. */
export { JourneyTime } from './TicketParts';
/** The ticket's query key: a ticket read elsewhere (kept for offline use) is the page's next visit's too. */
export { ticketKey } from './use-ticket';
