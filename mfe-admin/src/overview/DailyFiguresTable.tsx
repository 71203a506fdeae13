import { displayDate, formatRupees, type DailyFigure } from '@jatra/shared';
import { Table } from '@jatra/shared/ui';

/** The charts' numbers, day by day, folded away: the charts' text equivalent for anyone who wants exact figures. */
export function DailyFiguresTable({ daily }: { daily: DailyFigure[] }) {
  return (
    <details className="overview-figures">
      <summary>Show the figures as a table</summary>
      <div className="overview-figures__scroll" role="region" aria-label="Bookings and revenue per day" tabIndex={0}>
        <Table>
          <caption className="jt-visually-hidden">Bookings and revenue per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Bookings</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{displayDate(day.date)}</th>
                <td>{day.bookings}</td>
                <td>{formatRupees(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </details>
  );
}
