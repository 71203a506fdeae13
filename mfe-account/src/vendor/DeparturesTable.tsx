import { TRIP_CHANGE_MESSAGES, type VendorDeparture, sayRule } from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { EmptyState } from '@jatra/shared/ui';
import { CalendarX2, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from './Badge';
import { isCancelledByOperator, manifestHref, useVendorText } from './vendor-text';

/** The operator's departures with seats sold through Jatra; each opens its passenger manifest. */
export function DeparturesTable({ departures, operatorName }: { departures: VendorDeparture[]; operatorName: string }) {
  const headingId = useId();
  const { t, format, locale, departureWhen, routeWords } = useVendorText();
  return (
    <section className="vendor-section" aria-labelledby={headingId}>
      <h2 className="vendor-section__title" id={headingId}>
        {t('vendor.departures')}
      </h2>
      {departures.length === 0 ? (
        <EmptyState
          icon={<CalendarX2 size={28} />}
          title={t('vendor.noDepartures')}
          text={t('vendor.noDeparturesText', { operator: operatorName })}
        />
      ) : (
        <div className="vendor-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="vendor-table">
            <caption className="jt-visually-hidden">
              {t('vendor.departuresCaption', { operator: operatorName })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('vendor.date')}</th>
                <th scope="col">{t('vendor.time')}</th>
                <th scope="col">{t('vendor.route')}</th>
                <th scope="col">{t('vendor.bus')}</th>
                <th scope="col" className="vendor-table__num">
                  {t('vendor.seatsSold')}
                </th>
                <th scope="col" className="vendor-table__num">
                  {t('vendor.bookings')}
                </th>
                <th scope="col" className="vendor-table__num">
                  {t('vendor.revenue')}
                </th>
                <th scope="col">
                  <span className="jt-visually-hidden">{t('ticket.passengers')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {departures.map((departure) => (
                <tr key={departure.schedule_id}>
                  <th scope="row" className="vendor-table__nowrap">
                    {format.date(departure.travel_date)}
                  </th>
                  <td className="vendor-table__nowrap" data-label={t('vendor.time')}>
                    {format.time(departure.departure_time)}
                    {isCancelledByOperator(departure) && (
                      <span className="vendor-table__sub">
                        <Badge label={sayRule(TRIP_CHANGE_MESSAGES.operatorCancelledTitle)} tone="danger" />
                      </span>
                    )}
                  </td>
                  <td data-label={t('vendor.route')}>
                    {cityName(departure.origin, locale)}
                    <span aria-hidden="true"> → </span>
                    <span className="jt-visually-hidden"> {t('bookings.routeTo')} </span>
                    {cityName(departure.destination, locale)}
                  </td>
                  <td data-label={t('vendor.bus')}>
                    {departure.bus_name}
                    <span className="vendor-table__sub">{departure.bus_type}</span>
                  </td>
                  <td className="vendor-table__num" data-label={t('vendor.seatsSold')}>
                    {departure.seats_sold}
                  </td>
                  <td className="vendor-table__num" data-label={t('vendor.bookings')}>
                    {departure.bookings}
                  </td>
                  <td className="vendor-table__num" data-label={t('vendor.revenue')}>
                    {format.rupees(departure.revenue)}
                  </td>
                  <td className="vendor-table__actions">
                    <Link
                      className="jt-button jt-button--secondary vendor-table__action"
                      to={manifestHref(departure.schedule_id)}
                    >
                      <Users size={16} aria-hidden="true" />
                      {t('vendor.manifest')}
                      <span className="jt-visually-hidden">
                        {' '}
                        {t('vendor.manifestFor', { route: routeWords(departure), when: departureWhen(departure) })}
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
