/** What other features may use of the ticket: a time on the journey with its day, in the traveller's language. */
export { JourneyTime } from './TicketParts';
