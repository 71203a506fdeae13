import {
  bookingBadgeTone,
  CANCELLATION_MESSAGES,
  pageRoutes,
  todayInIndia,
  type BookingRecord,
  type BookingStatus,
  type RefundStatus,
  RESCHEDULE_MESSAGES,
  sayRule,
  withValues,
} from '@jatra/shared';

import type { Formats } from '@jatra/shared/i18n';
import type { AccountMessageId } from '../i18n';

/** Words for each status, so the badge never speaks by colour alone (a date change's word is the shared rule text). */
export const STATUS_LABELS = {
  confirmed: 'status.confirmed',
  cancelled: 'status.cancelled',
  tentative: 'status.tentative',
  failed: 'status.failed',
  expired: 'status.expired',
} as const satisfies Record<Exclude<BookingStatus, 'rescheduled'>, AccountMessageId>;

export function statusBadge(status: BookingStatus, t: (id: AccountMessageId) => string) {
  const label = status === 'rescheduled' ? sayRule(RESCHEDULE_MESSAGES.rescheduledBadge) : t(STATUS_LABELS[status]);
  return { label, tone: bookingBadgeTone(status) };
}

/** A tentative booking whose seats are still held can still be paid. */
export function canCompletePayment(booking: BookingRecord, now: number = Date.now()): boolean {
  return (
    booking.status === 'tentative' && booking.payment_status === 'pending' && Date.parse(booking.hold_expires_at) > now
  );
}

/** A ticket was issued (confirmed, or cancelled or replaced by a date change since) and has a PNR to look it up by. */
export function canViewTicket(booking: BookingRecord): boolean {
  const ticketed = booking.status === 'confirmed' || booking.status === 'cancelled' || booking.status === 'rescheduled';
  return ticketed && booking.pnr_number.trim() !== '';
}

/**
 * Only a confirmed booking whose bus has not left can be cancelled. The cancellation page
 * asks the server, which also applies the cutoff before departure.
 */
export function canCancel(booking: BookingRecord, now: number = Date.now()): boolean {
  return booking.status === 'confirmed' && Date.parse(booking.departs_at) > now;
}

/** A trip that is over, or was cancelled, may be booked again: the same route, searched afresh. */
export function canBookAgain(booking: BookingRecord, now: number = Date.now()): boolean {
  return booking.status === 'cancelled' || Date.parse(booking.departs_at) <= now;
}

/**
 * The search for the booking's route (mfe-search's `/search?source=&destination=&date=`): on its own date when
 * that is still to come, else today in India, since a past date cannot be searched.
 */
export function bookAgainPath(booking: BookingRecord, now: number = Date.now()): string {
  const today = todayInIndia(new Date(now));
  const date = booking.travel_date > today ? booking.travel_date : today;
  return pageRoutes.search.link({
    source: String(booking.origin_id),
    destination: String(booking.destination_id),
    date,
  });
}

export type RefundTone = 'warning' | 'success' | 'danger';

/** Where money going back stands, in the traveller's words; null when nothing is going back. */
export function refundNote(
  refund: { amount: number; status: RefundStatus },
  format: Pick<Formats, 'rupees'>,
): { text: string; tone: RefundTone } | null {
  const amount = format.rupees(refund.amount);
  switch (refund.status) {
    case 'pending':
      return { text: sayRule(withValues(CANCELLATION_MESSAGES.refundInitiated, { amount })), tone: 'warning' };
    case 'refunded':
      return { text: sayRule(CANCELLATION_MESSAGES.refunded), tone: 'success' };
    case 'failed':
      return { text: sayRule(withValues(CANCELLATION_MESSAGES.refundFailed, { amount })), tone: 'danger' };
    default:
      return null;
  }
}
