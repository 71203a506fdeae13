import {
  CANCELLATION_MESSAGES,
  type BookingRecord,
  type BookingRefund,
  type RefundState,
  sayRule,
  withValues,
} from '@jatra/shared';
import type { Formats } from '@jatra/shared/i18n';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import { useAccountI18n } from '../i18n';

const seatList = (seats: readonly string[]) => seats.join(', ');

/** The seats fact: those still booked, and those cancelled since (all of them, on a cancelled ticket). */
export function SeatsFact({ booking }: { booking: BookingRecord }) {
  const remaining = booking.remaining_seats;
  const { t } = useAccountI18n();
  const cancelled = booking.cancelled_seats;
  const label =
    cancelled.length > 0 && remaining.length > 0
      ? t('bookings.seatsStillBooked')
      : t('bookings.seats', { count: remaining.length });
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {remaining.length > 0 ? seatList(remaining) : t('bookings.noneBooked')}
        {cancelled.length > 0 && (
          <span className="booking-card__sub">{t('bookings.seatsCancelled', { seats: seatList(cancelled) })}</span>
        )}
      </dd>
    </div>
  );
}

/** What was paid; before paying, what is to pay; a booking never paid says so. */
export function PaidFact({ booking }: { booking: BookingRecord }) {
  const { t, format } = useAccountI18n();
  if (booking.amount_paid > 0) {
    return (
      <div>
        <dt>{t('bookings.paid')}</dt>
        <dd className="booking-card__amount">{format.rupees(booking.amount_paid)}</dd>
      </div>
    );
  }
  const due = booking.status === 'tentative' && booking.payment_status === 'pending';
  return (
    <div>
      <dt>{due ? t('bookings.toPay') : t('bookings.amount')}</dt>
      <dd className="booking-card__amount">
        {format.rupees(booking.total_amount)}
        {!due && <span className="booking-card__sub">{t('bookings.notPaid')}</span>}
      </dd>
    </div>
  );
}

/** Everything going back, added up, when there is any. */
export function RefundedFact({ booking }: { booking: BookingRecord }) {
  const { t, format } = useAccountI18n();
  if (booking.refunds.length === 0) return null;
  const total = booking.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return (
    <div>
      <dt>{t('ticket.refund')}</dt>
      <dd className="booking-card__amount">{format.rupees(total)}</dd>
    </div>
  );
}

const TONE: Record<RefundState, 'warning' | 'success' | 'danger'> = {
  initiated: 'warning',
  done: 'success',
  failed: 'danger',
};
const ICON = { initiated: Clock, done: CheckCircle2, failed: AlertTriangle } as const;

/** 'Refund of ₹969 initiated', '₹969 refunded' or 'Refund of ₹969 is delayed…': one refund in words. */
function refundText(refund: Pick<BookingRefund, 'amount' | 'state'>, format: Pick<Formats, 'rupees'>): string {
  const amount = format.rupees(refund.amount);
  switch (refund.state) {
    case 'initiated':
      return sayRule(withValues(CANCELLATION_MESSAGES.refundInitiated, { amount }));
    case 'done':
      return sayRule(withValues(CANCELLATION_MESSAGES.refundDone, { amount }));
    case 'failed':
      return sayRule(withValues(CANCELLATION_MESSAGES.refundFailed, { amount }));
  }
}

/** Each refund of the booking: how much, for which seats, and whether it is on its way or back. */
export function RefundLines({ refunds }: { refunds: readonly BookingRefund[] }) {
  const { t, format } = useAccountI18n();
  if (refunds.length === 0) return null;
  return (
    <ul className="booking-card__refunds" aria-label={t('bookings.refunds')}>
      {refunds.map((refund, index) => {
        const Icon = ICON[refund.state];
        return (
          <li key={index} className={`booking-card__note booking-card__note--${TONE[refund.state]}`}>
            <Icon size={16} aria-hidden="true" />
            <span>{refundText(refund, format)}</span>
            {refund.seat_numbers.length > 0 && (
              <span className="booking-card__refund-seats">
                {t('bookings.refundSeats', {
                  count: refund.seat_numbers.length,
                  seats: seatList(refund.seat_numbers),
                })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
