/** What other features may use of the booking remote's words. */
export { bookingI18n, useBookingI18n, type BookingMessageId } from './booking-i18n';
