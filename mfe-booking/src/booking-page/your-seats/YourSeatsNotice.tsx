import { pageRoutes, PAYMENT_NEWS_MESSAGES, type BookingRecord, sayRule } from '@jatra/shared';
import { Button, useHost } from '@jatra/shared/ui';
import { Clock, TicketCheck } from 'lucide-react';
import { useId } from 'react';
import { useBookingI18n } from '../../i18n';
import { isUnsettled, useYourBookingsOnBus } from './your-seats-api';
import './your-seats.css';

const seatList = (booking: BookingRecord) => booking.seats.map((seat) => seat.seat_number).join(', ');

/** What one booking of the traveller's on this bus means for them now, and the one thing to do about it. */
function BookingLine({ booking }: { booking: BookingRecord }) {
  const host = useHost();
  const { t, format } = useBookingI18n();
  const pnr = booking.pnr_number;
  const seats = { count: booking.seats.length, seats: seatList(booking), pnr };
  if (!isUnsettled(booking)) {
    return (
      <li className="your-seats__item your-seats__item--owned">
        <TicketCheck size={22} className="your-seats__icon" aria-hidden="true" />
        <div className="your-seats__text">
          <p className="your-seats__title">{t('yourSeats.owned', seats)}</p>
          <p className="your-seats__detail">{t('yourSeats.ownedDetail', seats)}</p>
        </div>
        <Button variant="secondary" onClick={() => host.navigate(pageRoutes.ticket.link({ pnr }))}>
          {sayRule(PAYMENT_NEWS_MESSAGES.viewTicket)}
        </Button>
      </li>
    );
  }
  const paid = booking.payment_status === 'completed';
  return (
    <li className="your-seats__item your-seats__item--held">
      <Clock size={22} className="your-seats__icon" aria-hidden="true" />
      <div className="your-seats__text">
        <p className="your-seats__title">{paid ? t('yourSeats.paid', seats) : t('yourSeats.holding', seats)}</p>
        <p className="your-seats__detail">
          {paid
            ? t('yourSeats.paidDetail', seats)
            : t('yourSeats.holdingDetail', { pnr, time: format.instantTime(booking.hold_expires_at) })}
        </p>
      </div>
      <Button onClick={() => host.navigate(pageRoutes.payment.link({ pnr }))}>
        {paid ? t('yourSeats.seePayment') : t('yourSeats.payNow')}
      </Button>
    </li>
  );
}

/**
 * Above the seat map: the seats the signed-in traveller already holds or owns on this bus, so that coming back
 * here (Back from the payment page, a link, another tab) never looks like a fresh start with nothing booked.
 */
export function YourSeatsNotice({ scheduleId }: { scheduleId: string }) {
  const { t } = useBookingI18n();
  const heading = useId();
  const bookings = useYourBookingsOnBus(scheduleId).data ?? [];
  return (
    // always on the page, so a screen reader hears the news when a payment completes while it is open
    <div role="status">
      {bookings.length > 0 && (
        <section className="your-seats" aria-labelledby={heading}>
          <h2 id={heading} className="jt-visually-hidden">
            {t('yourSeats.heading')}
          </h2>
          <ul className="your-seats__list">
            {bookings.map((booking) => (
              <BookingLine key={booking.pnr_number} booking={booking} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
