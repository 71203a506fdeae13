import {
  CANCELLATION_MESSAGES,
  fillMessage,
  formatRupees,
  type BookingRecord,
  type BookingRefund,
  type RefundState,
} from '@jatra/shared';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';

const seatList = (seats: readonly string[]) => seats.join(', ');

/** The seats fact: those still booked, and those cancelled since (all of them, on a cancelled ticket). */
export function SeatsFact({ booking }: { booking: BookingRecord }) {
  const remaining = booking.remaining_seats;
  const cancelled = booking.cancelled_seats;
  const label =
    cancelled.length > 0 && remaining.length > 0 ? 'Seats still booked' : remaining.length === 1 ? 'Seat' : 'Seats';
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {remaining.length > 0 ? seatList(remaining) : 'None booked'}
        {cancelled.length > 0 && <span className="booking-card__sub">{`${seatList(cancelled)} cancelled`}</span>}
      </dd>
    </div>
  );
}

/** What was paid; before paying, what is to pay; a booking never paid says so. */
export function PaidFact({ booking }: { booking: BookingRecord }) {
  if (booking.amount_paid > 0) {
    return (
      <div>
        <dt>Paid</dt>
        <dd className="booking-card__amount">{formatRupees(booking.amount_paid)}</dd>
      </div>
    );
  }
  const due = booking.status === 'tentative' && booking.payment_status === 'pending';
  return (
    <div>
      <dt>{due ? 'To pay' : 'Amount'}</dt>
      <dd className="booking-card__amount">
        {formatRupees(booking.total_amount)}
        {!due && <span className="booking-card__sub">Not paid</span>}
      </dd>
    </div>
  );
}

/** Everything going back, added up, when there is any. */
export function RefundedFact({ booking }: { booking: BookingRecord }) {
  if (booking.refunds.length === 0) return null;
  const total = booking.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return (
    <div>
      <dt>Refund</dt>
      <dd className="booking-card__amount">{formatRupees(total)}</dd>
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
export function refundText(refund: Pick<BookingRefund, 'amount' | 'state'>): string {
  const amount = formatRupees(refund.amount);
  switch (refund.state) {
    case 'initiated':
      return fillMessage(CANCELLATION_MESSAGES.refundInitiated, { amount });
    case 'done':
      return fillMessage(CANCELLATION_MESSAGES.refundDone, { amount });
    case 'failed':
      return fillMessage(CANCELLATION_MESSAGES.refundFailed, { amount });
  }
}

/** Each refund of the booking: how much, for which seats, and whether it is on its way or back. */
export function RefundLines({ refunds }: { refunds: readonly BookingRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="booking-card__refunds" aria-label="Refunds">
      {refunds.map((refund, index) => {
        const Icon = ICON[refund.state];
        return (
          <li key={index} className={`booking-card__note booking-card__note--${TONE[refund.state]}`}>
            <Icon size={16} aria-hidden="true" />
            <span>{refundText(refund)}</span>
            {refund.seat_numbers.length > 0 && (
              <span className="booking-card__refund-seats">
                {`${refund.seat_numbers.length === 1 ? 'Seat' : 'Seats'} ${seatList(refund.seat_numbers)}`}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
