import type { BookingRow } from './bookings.schema';

/** Where the e-ticket and the notices of a booking go: the contact e-mail given with the first passenger. */
export function contactAddress(booking: Pick<BookingRow, 'contactEmail' | 'passengers'>): string | undefined {
  const email = (booking.contactEmail ?? booking.passengers[0]?.email)?.trim().toLowerCase();
  return email && email.includes('@') ? email : undefined;
}
