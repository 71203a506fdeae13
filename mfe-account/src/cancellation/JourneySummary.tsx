import type { TicketDetails } from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Card, Facts } from '@jatra/shared/ui';
import { useId } from 'react';
import { seatText } from './cancellation-text';
import { useAccountI18n } from '../i18n';

/** From → to, date, time, operator and PNR of the ticket being cancelled. */
export function JourneySummary({ ticket }: { ticket: TicketDetails }) {
  const headingId = useId();
  const { t, format, locale } = useAccountI18n();
  return (
    <Card className="cancel-card" aria-labelledby={headingId}>
      <h2 className="cancel-card__title" id={headingId}>
        {cityName(ticket.origin, locale)}
        <span aria-hidden="true"> → </span>
        <span className="jt-visually-hidden"> {t('bookings.routeTo')} </span>
        {cityName(ticket.destination, locale)}
      </h2>
      <Facts className="cancel-facts">
        <div>
          <dt>{t('vendor.date')}</dt>
          <dd>{format.date(ticket.travel_date)}</dd>
        </div>
        <div>
          <dt>{t('ticket.departure')}</dt>
          <dd>{format.time(ticket.dep_time)}</dd>
        </div>
        <div>
          <dt>{t('ticket.operator')}</dt>
          <dd>
            {ticket.travels}
            {ticket.bus_type && <span className="cancel-facts__sub">{ticket.bus_type}</span>}
          </dd>
        </div>
        <div>
          <dt>PNR</dt>
          <dd className="cancel-facts__pnr">{ticket.pnr_number}</dd>
        </div>
        <div>
          <dt>{t('cancel.seatsBooked', { count: ticket.no_of_seats })}</dt>
          <dd>{seatText(ticket.seat_numbers)}</dd>
        </div>
        <div>
          <dt>{t('cancel.paidForSeats')}</dt>
          <dd>{format.rupees(ticket.total_fare)}</dd>
        </div>
      </Facts>
    </Card>
  );
}
