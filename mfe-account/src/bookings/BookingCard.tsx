import { displayDate, displayTime, formatRupees, type BookingRecord } from '@jatra/shared';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { canCompletePayment, refundNote } from './booking-status';
import { StatusBadge } from './StatusBadge';

export function BookingCard({ booking, now }: { booking: BookingRecord; now: number }) {
  const seats = booking.seats.map((seat) => seat.seat_number).join(', ');
  const refund = refundNote(booking);
  return (
    <article className="booking-card" aria-labelledby={`booking-${booking.id}`}>
      <header className="booking-card__head">
        <h2 className="booking-card__route" id={`booking-${booking.id}`}>
          {booking.origin}
          <span aria-hidden="true"> → </span>
          <span className="jt-visually-hidden"> to </span>
          {booking.destination}
        </h2>
        <StatusBadge status={booking.status} />
      </header>
      <dl className="booking-card__facts">
        <div>
          <dt>PNR</dt>
          <dd className="booking-card__pnr">{booking.pnr_number}</dd>
        </div>
        <div>
          <dt>Travel date</dt>
          <dd>
            {displayDate(booking.travel_date)}, {displayTime(booking.departure_time)}
          </dd>
        </div>
        <div>
          <dt>{booking.seats.length === 1 ? 'Seat' : 'Seats'}</dt>
          <dd>{seats}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd className="booking-card__amount">{formatRupees(booking.total_amount)}</dd>
        </div>
      </dl>
      {refund && <p className="booking-card__note">{refund}</p>}
      {canCompletePayment(booking, now) && (
        <div className="booking-card__actions">
          <Link
            className="jt-button jt-button--primary"
            to={`/payment?${new URLSearchParams({ pnr: booking.pnr_number })}`}
          >
            <CreditCard size={18} aria-hidden="true" />
            Complete payment
          </Link>
        </div>
      )}
    </article>
  );
}
