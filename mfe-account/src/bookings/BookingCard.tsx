import { pageRoutes, RESCHEDULE_MESSAGES, sayRule, type BookingRecord } from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Bus, CalendarSync, CreditCard, RotateCcw, Ticket, XCircle } from 'lucide-react';
import { Button, Card, Facts } from '@jatra/shared/ui';
import { Link } from 'react-router-dom';
import { bookAgainPath, canBookAgain, canCancel, canCompletePayment, canViewTicket } from './booking-status';
import { PaidFact, RefundedFact, RefundLines, SeatsFact } from './BookingMoney';
import { StatusBadge } from './StatusBadge';
import { ChangeDateLink, RescheduleNotice, canChangeDate } from '../reschedule';
import { TripChangeNotice } from '../trip-changes';
import { useAccountI18n } from '../i18n';

/**
 * One booking of My Bookings, with what can be done with it now: pay, view the ticket, cancel, or book again.
 * `needsNetwork`: the card is the copy kept on the device, with no network; cancelling and changing the date are
 * shown disabled, described by the element of that id (which says why), and nothing else that needs the API is offered.
 */
export function BookingCard({
  booking,
  now,
  needsNetwork,
}: {
  booking: BookingRecord;
  now: number;
  needsNetwork?: string;
}) {
  const { t, format, locale } = useAccountI18n();
  const pay = !needsNetwork && canCompletePayment(booking, now);
  const view = canViewTicket(booking);
  const cancel = canCancel(booking, now);
  const again = !needsNetwork && canBookAgain(booking, now);
  const changeDate = canChangeDate(booking, now);
  const pnr = encodeURIComponent(booking.pnr_number);
  return (
    <Card as="article" className="booking-card" aria-labelledby={`booking-${booking.id}`}>
      <header className="booking-card__head">
        {/* focusable by script only: "Show more bookings" moves the focus to the first card it added */}
        <h2 className="booking-card__route" id={`booking-${booking.id}`} tabIndex={-1}>
          {cityName(booking.origin, locale)}
          <span aria-hidden="true"> → </span>
          <span className="jt-visually-hidden"> {t('bookings.routeTo')} </span>
          {cityName(booking.destination, locale)}
        </h2>
        <StatusBadge status={booking.status} />
      </header>
      <p className="booking-card__operator">
        <Bus size={16} aria-hidden="true" />
        <span className="jt-visually-hidden">{t('bookings.operatorLabel')} </span>
        <span className="booking-card__operator-name">{booking.bus_name}</span>
        {booking.bus_type && <span className="booking-card__bus-type">{booking.bus_type}</span>}
      </p>
      <Facts className="booking-card__facts">
        <div>
          <dt>PNR</dt>
          <dd className="booking-card__pnr">{booking.pnr_number}</dd>
        </div>
        <div>
          <dt>{t('ticket.travelDate')}</dt>
          <dd>
            {format.date(booking.travel_date)},{' '}
            <span className="booking-card__time">{format.time(booking.departure_time)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('ticket.boardingPoint')}</dt>
          <dd>
            {booking.boarding_point.name},{' '}
            <span className="booking-card__time">{format.time(booking.boarding_point.time)}</span>
          </dd>
        </div>
        <SeatsFact booking={booking} />
        <PaidFact booking={booking} />
        <RefundedFact booking={booking} />
      </Facts>
      <TripChangeNotice
        className="booking-card__trip-change"
        change={{
          cancelledBy: booking.cancelled_by,
          departureChangedFrom: booking.departure_changed_from,
          departureTime: booking.departure_time,
          refund: booking.refund.amount,
        }}
      />
      <RescheduleNotice
        className="booking-card__trip-change"
        booking={{
          status: booking.status,
          rescheduledFrom: booking.rescheduled_from,
          rescheduledTo: booking.rescheduled_to,
        }}
      />
      <RefundLines refunds={booking.refunds} />
      {(pay || view || cancel || again || changeDate) && (
        <div className="booking-card__actions">
          {pay && (
            <Link className="jt-button jt-button--primary" to={pageRoutes.payment.link({ pnr: booking.pnr_number })}>
              <CreditCard size={18} aria-hidden="true" />
              {t('bookings.completePayment')}
            </Link>
          )}
          {view && (
            <Link className="jt-button jt-button--secondary" to={pageRoutes.ticket.link({ pnr })}>
              <Ticket size={18} aria-hidden="true" />
              {t('bookings.viewTicket')}
            </Link>
          )}
          {changeDate && !needsNetwork && <ChangeDateLink pnr={booking.pnr_number} />}
          {changeDate && needsNetwork && (
            <Button variant="secondary" disabled aria-describedby={needsNetwork}>
              <CalendarSync size={18} aria-hidden="true" />
              {sayRule(RESCHEDULE_MESSAGES.action)}
            </Button>
          )}
          {cancel && needsNetwork && (
            <Button variant="ghost" className="booking-card__cancel" disabled aria-describedby={needsNetwork}>
              <XCircle size={18} aria-hidden="true" />
              {t('bookings.cancel')}
            </Button>
          )}
          {cancel && !needsNetwork && (
            <Link
              className="jt-button jt-button--ghost booking-card__cancel"
              to={pageRoutes.cancellation.link({ pnr })}
            >
              <XCircle size={18} aria-hidden="true" />
              {t('bookings.cancel')}
            </Link>
          )}
          {again && (
            <Link className="jt-button jt-button--secondary" to={bookAgainPath(booking, now)}>
              <RotateCcw size={18} aria-hidden="true" />
              {t('bookings.bookAgain')}
            </Link>
          )}
        </div>
      )}
    </Card>
  );
}
