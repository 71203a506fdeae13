import type { DailyFigure } from '@jatra/shared';
import { Table } from '@jatra/shared/ui';
import { useAdminI18n } from '../i18n';

/** The charts' numbers, day by day, folded away: the charts' text equivalent for anyone who wants exact figures. */
export function DailyFiguresTable({ daily }: { daily: DailyFigure[] }) {
  const { t, format } = useAdminI18n();
  return (
    <details className="overview-figures">
      <summary>{t('figures.show')}</summary>
      <div className="overview-figures__scroll" role="region" aria-label={t('figures.region')} tabIndex={0}>
        <Table>
          <caption className="jt-visually-hidden">{t('figures.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('figures.date')}</th>
              <th scope="col">{t('figures.bookings')}</th>
              <th scope="col">{t('figures.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{format.date(day.date)}</th>
                <td>{format.number(day.bookings)}</td>
                <td>{format.rupees(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </details>
  );
}
