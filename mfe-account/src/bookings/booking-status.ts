import { bookingBadgeTone, type BookingRecord, type BookingStatus } from '@jatra/shared';

/** Words for each status, so the badge never speaks by colour alone. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  tentative: 'Payment pending',
  failed: 'Failed',
  expired: 'Expired',
};

export function statusBadge(status: BookingStatus) {
  return { label: STATUS_LABELS[status], tone: bookingBadgeTone(status) };
}

/** A tentative booking whose seats are still held can still be paid. */
export function canCompletePayment(booking: BookingRecord, now: number = Date.now()): boolean {
  return (
    booking.status === 'tentative' && booking.payment_status === 'pending' && Date.parse(booking.hold_expires_at) > now
  );
}

/** What happened to the money of a booking that was not ticketed. */
export function refundNote(booking: BookingRecord): string | null {
  if (booking.payment_status === 'refund_pending') return 'Refund in progress (5-7 business days)';
  if (booking.payment_status === 'refunded') return 'Refunded';
  return null;
}
