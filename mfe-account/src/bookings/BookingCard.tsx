import { displayDate, displayTime, formatRupees, type BookingRecord } from '@jatra/shared';
import { Bus, CreditCard, RotateCcw, Ticket, XCircle } from 'lucide-react';
import { Card, Facts } from '@jatra/shared/ui';
import { Link } from 'react-router-dom';
import {
  bookAgainPath,
  canBookAgain,
  canCancel,
  canCompletePayment,
  canViewTicket,
  isPartlyCancelled,
  refundNote,
} from './booking-status';
import { StatusBadge } from './StatusBadge';

function seatsLabel(booking: BookingRecord) {
  if (isPartlyCancelled(booking)) return 'Seats still booked';
  return booking.seats.length === 1 ? 'Seat' : 'Seats';
}

/** One booking of My Bookings, with what can be done with it now (traveller.md §2, §4). */
export function BookingCard({ booking, now }: { booking: BookingRecord; now: number }) {
  const seats = booking.seats.map((seat) => seat.seat_number).join(', ');
  const refund = refundNote(booking.refund);
  const pay = canCompletePayment(booking, now);
  const view = canViewTicket(booking);
  const cancel = canCancel(booking, now);
  const again = canBookAgain(booking, now);
  const pnr = encodeURIComponent(booking.pnr_number);
  return (
    <Card as="article" className="booking-card" aria-labelledby={`booking-${booking.id}`}>
      <header className="booking-card__head">
        <h2 className="booking-card__route" id={`booking-${booking.id}`}>
          {booking.origin}
          <span aria-hidden="true"> → </span>
          <span className="jt-visually-hidden"> to </span>
          {booking.destination}
        </h2>
        <StatusBadge status={booking.status} />
      </header>
      <p className="booking-card__operator">
        <Bus size={16} aria-hidden="true" />
        <span className="jt-visually-hidden">Operator: </span>
        <span className="booking-card__operator-name">{booking.bus_name}</span>
        {booking.bus_type && <span className="booking-card__bus-type">{booking.bus_type}</span>}
      </p>
      <Facts className="booking-card__facts">
        <div>
          <dt>PNR</dt>
          <dd className="booking-card__pnr">{booking.pnr_number}</dd>
        </div>
        <div>
          <dt>Travel date</dt>
          <dd>
            {displayDate(booking.travel_date)},{' '}
            <span className="booking-card__time">{displayTime(booking.departure_time)}</span>
          </dd>
        </div>
        <div>
          <dt>Boarding point</dt>
          <dd>
            {booking.boarding_point.name},{' '}
            <span className="booking-card__time">{displayTime(booking.boarding_point.time)}</span>
          </dd>
        </div>
        <div>
          <dt>{seatsLabel(booking)}</dt>
          <dd>{seats}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd className="booking-card__amount">{formatRupees(booking.total_amount)}</dd>
        </div>
      </Facts>
      {refund && <p className={`booking-card__note booking-card__note--${refund.tone}`}>{refund.text}</p>}
      {(pay || view || cancel || again) && (
        <div className="booking-card__actions">
          {pay && (
            <Link
              className="jt-button jt-button--primary"
              to={`/payment?${new URLSearchParams({ pnr: booking.pnr_number })}`}
            >
              <CreditCard size={18} aria-hidden="true" />
              Complete payment
            </Link>
          )}
          {view && (
            <Link className="jt-button jt-button--secondary" to={`/booking-details/${pnr}`}>
              <Ticket size={18} aria-hidden="true" />
              View Ticket
            </Link>
          )}
          {cancel && (
            <Link className="jt-button jt-button--ghost booking-card__cancel" to={`/cancellation/${pnr}`}>
              <XCircle size={18} aria-hidden="true" />
              Cancel
            </Link>
          )}
          {again && (
            <Link className="jt-button jt-button--secondary" to={bookAgainPath(booking, now)}>
              <RotateCcw size={18} aria-hidden="true" />
              Book again
            </Link>
          )}
        </div>
      )}
    </Card>
  );
}
