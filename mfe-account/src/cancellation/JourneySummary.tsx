import { displayDate, displayTime, formatRupees, type TicketDetails } from '@jatra/shared';
import { Card, Facts } from '@jatra/shared/ui';
import { useId } from 'react';
import { seatText } from './cancellation-text';

/** From → to, date, time, operator and PNR of the ticket being cancelled. */
export function JourneySummary({ ticket }: { ticket: TicketDetails }) {
  const headingId = useId();
  return (
    <Card className="cancel-card" aria-labelledby={headingId}>
      <h2 className="cancel-card__title" id={headingId}>
        {ticket.origin}
        <span aria-hidden="true"> → </span>
        <span className="jt-visually-hidden"> to </span>
        {ticket.destination}
      </h2>
      <Facts className="cancel-facts">
        <div>
          <dt>Date</dt>
          <dd>{displayDate(ticket.travel_date)}</dd>
        </div>
        <div>
          <dt>Departure</dt>
          <dd>{displayTime(ticket.dep_time)}</dd>
        </div>
        <div>
          <dt>Operator</dt>
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
          <dt>{ticket.no_of_seats === 1 ? 'Seat booked' : 'Seats booked'}</dt>
          <dd>{seatText(ticket.seat_numbers)}</dd>
        </div>
        <div>
          <dt>Paid for these seats</dt>
          <dd>{formatRupees(ticket.total_fare)}</dd>
        </div>
      </Facts>
    </Card>
  );
}
