/** What other features may use of bookings: the rest of this folder is its own. */
export * from './BookingsList';
export * from './StatusBadge';
export * from './booking-status';
