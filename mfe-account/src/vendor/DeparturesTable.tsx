import { TRIP_CHANGE_MESSAGES, displayDate, displayTime, formatRupees, type VendorDeparture } from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import { CalendarX2, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from './Badge';
import { departureWhen, isCancelledByOperator, manifestHref, routeWords } from './vendor-text';

/** The operator's departures with seats sold through Jatra; each opens its passenger manifest. */
export function DeparturesTable({ departures, operatorName }: { departures: VendorDeparture[]; operatorName: string }) {
  const headingId = useId();
  return (
    <section className="vendor-section" aria-labelledby={headingId}>
      <h2 className="vendor-section__title" id={headingId}>
        Departures
      </h2>
      {departures.length === 0 ? (
        <EmptyState
          icon={<CalendarX2 size={28} />}
          title="No departures yet"
          text={`Departures of ${operatorName} with seats sold through Jatra appear here.`}
        />
      ) : (
        <div className="vendor-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="vendor-table">
            <caption className="jt-visually-hidden">Departures of {operatorName} with seats sold through Jatra</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Time</th>
                <th scope="col">Route</th>
                <th scope="col">Bus</th>
                <th scope="col" className="vendor-table__num">
                  Seats sold
                </th>
                <th scope="col" className="vendor-table__num">
                  Bookings
                </th>
                <th scope="col" className="vendor-table__num">
                  Revenue
                </th>
                <th scope="col">
                  <span className="jt-visually-hidden">Passengers</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {departures.map((departure) => (
                <tr key={departure.schedule_id}>
                  <th scope="row" className="vendor-table__nowrap">
                    {displayDate(departure.travel_date)}
                  </th>
                  <td className="vendor-table__nowrap" data-label="Time">
                    {displayTime(departure.departure_time)}
                    {isCancelledByOperator(departure) && (
                      <span className="vendor-table__sub">
                        <Badge label={TRIP_CHANGE_MESSAGES.operatorCancelledTitle} tone="danger" />
                      </span>
                    )}
                  </td>
                  <td data-label="Route">
                    {departure.origin}
                    <span aria-hidden="true"> → </span>
                    <span className="jt-visually-hidden"> to </span>
                    {departure.destination}
                  </td>
                  <td data-label="Bus">
                    {departure.bus_name}
                    <span className="vendor-table__sub">{departure.bus_type}</span>
                  </td>
                  <td className="vendor-table__num" data-label="Seats sold">
                    {departure.seats_sold}
                  </td>
                  <td className="vendor-table__num" data-label="Bookings">
                    {departure.bookings}
                  </td>
                  <td className="vendor-table__num" data-label="Revenue">
                    {formatRupees(departure.revenue)}
                  </td>
                  <td className="vendor-table__actions">
                    <Link
                      className="jt-button jt-button--secondary vendor-table__action"
                      to={manifestHref(departure.schedule_id)}
                    >
                      <Users size={16} aria-hidden="true" />
                      Passenger manifest
                      <span className="jt-visually-hidden">
                        {' '}
                        for {routeWords(departure)}, {departureWhen(departure)}
                      </span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
