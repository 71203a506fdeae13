import { PAYMENT_MESSAGES, REFUND_MESSAGES, type BookingRecord, sayRule } from '@jatra/shared';

/**
 * What stops a payment before the window opens, or null.
 * The gateway needs a PNR to name the order and an e-mail to send the receipt and ticket to.
 */
export function paymentBlocker(booking: BookingRecord): string | null {
  if (!booking.pnr_number.trim()) return sayRule(PAYMENT_MESSAGES.pnrMissing);
  const email = booking.passenger_details[0]?.email.trim() ?? '';
  if (!email.includes('@')) return sayRule(PAYMENT_MESSAGES.emailRequired);
  return null;
}

/** What a payment status means for the traveller's money once a booking could not be ticketed. */
export function refundText(paymentStatus: string): string | null {
  switch (paymentStatus) {
    case 'refund_pending':
      return sayRule(REFUND_MESSAGES.paymentRefunding);
    case 'refunded':
      return sayRule(REFUND_MESSAGES.paymentRefunded);
    case 'completed':
      return sayRule(REFUND_MESSAGES.paidWithoutTicket);
    default:
      return null;
  }
}
