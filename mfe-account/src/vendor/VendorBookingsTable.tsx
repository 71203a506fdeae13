import { displayDate, displayTime, formatRupees, type VendorBooking } from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import { Ticket } from 'lucide-react';
import { useId } from 'react';
import { Badge } from './Badge';
import { bookingBadge } from './vendor-text';

/** Tickets for the operator's buses sold through Jatra (read-only). */
export function VendorBookingsTable({ bookings }: { bookings: VendorBooking[] }) {
  const headingId = useId();
  const newestFirst = [...bookings].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return (
    <section className="vendor-section" aria-labelledby={headingId}>
      <h2 className="vendor-section__title" id={headingId}>
        Bookings sold through Jatra
      </h2>
      {bookings.length === 0 ? (
        <EmptyState
          icon={<Ticket size={28} />}
          title="No bookings yet"
          text="Tickets travellers buy on Jatra for your buses appear here."
        />
      ) : (
        <div className="vendor-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="vendor-table">
            <caption className="jt-visually-hidden">Bookings sold through Jatra, newest first</caption>
            <thead>
              <tr>
                <th scope="col">PNR</th>
                <th scope="col">Travel date</th>
                <th scope="col">Route</th>
                <th scope="col">Seats</th>
                <th scope="col" className="vendor-table__num">
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((booking) => (
                <tr key={booking.pnr_number}>
                  <th scope="row" className="vendor-table__pnr">
                    {booking.pnr_number}
                  </th>
                  <td className="vendor-table__nowrap" data-label="Travel date">
                    {displayDate(booking.travel_date)}
                    <span className="vendor-table__sub">{displayTime(booking.departure_time)}</span>
                  </td>
                  <td data-label="Route">
                    {booking.origin}
                    <span aria-hidden="true"> → </span>
                    <span className="jt-visually-hidden"> to </span>
                    {booking.destination}
                  </td>
                  <td data-label="Seats">{booking.seats.join(', ')}</td>
                  <td className="vendor-table__num" data-label="Amount">
                    {formatRupees(booking.total_amount)}
                  </td>
                  <td data-label="Status">
                    <Badge {...bookingBadge(booking.status)} />
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
