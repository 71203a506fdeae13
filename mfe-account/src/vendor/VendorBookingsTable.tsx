import type { VendorBooking } from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { EmptyState } from '@jatra/shared/ui';
import { Ticket } from 'lucide-react';
import { useId } from 'react';
import { Badge } from './Badge';
import { useVendorText } from './vendor-text';

/** Tickets for the operator's buses sold through Jatra (read-only). */
export function VendorBookingsTable({ bookings }: { bookings: VendorBooking[] }) {
  const headingId = useId();
  const { t, format, locale, bookingBadge } = useVendorText();
  const newestFirst = [...bookings].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return (
    <section className="vendor-section" aria-labelledby={headingId}>
      <h2 className="vendor-section__title" id={headingId}>
        {t('vendor.soldTitle')}
      </h2>
      {bookings.length === 0 ? (
        <EmptyState icon={<Ticket size={28} />} title={t('vendor.noBookings')} text={t('vendor.noBookingsText')} />
      ) : (
        <div className="vendor-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="vendor-table">
            <caption className="jt-visually-hidden">{t('vendor.soldCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">PNR</th>
                <th scope="col">{t('ticket.travelDate')}</th>
                <th scope="col">{t('vendor.route')}</th>
                <th scope="col">{t('vendor.seats')}</th>
                <th scope="col" className="vendor-table__num">
                  {t('bookings.amount')}
                </th>
                <th scope="col">{t('ticket.seatStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((booking) => (
                <tr key={booking.pnr_number}>
                  <th scope="row" className="vendor-table__pnr">
                    {booking.pnr_number}
                  </th>
                  <td className="vendor-table__nowrap" data-label={t('ticket.travelDate')}>
                    {format.date(booking.travel_date)}
                    <span className="vendor-table__sub">{format.time(booking.departure_time)}</span>
                  </td>
                  <td data-label={t('vendor.route')}>
                    {cityName(booking.origin, locale)}
                    <span aria-hidden="true"> → </span>
                    <span className="jt-visually-hidden"> {t('bookings.routeTo')} </span>
                    {cityName(booking.destination, locale)}
                  </td>
                  <td data-label={t('vendor.seats')}>{booking.seats.join(', ')}</td>
                  <td className="vendor-table__num" data-label={t('bookings.amount')}>
                    {format.rupees(booking.total_amount)}
                  </td>
                  <td data-label={t('ticket.seatStatus')}>
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
