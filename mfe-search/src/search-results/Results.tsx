import { addDaysIso, MESSAGES, pageRoutes, type BusResult, sayRule } from '@jatra/shared';
import { Button, EmptyState } from '@jatra/shared/ui';
import { CalendarDays, FilterX, Route, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSearchI18n } from '../i18n';
import { searchUrl } from '../search-form';
import { BusCard } from './BusCard';

/** The cards as a list, so screen readers can count them and skim their headings. */
export function ResultsList({
  buses,
  date,
  womenBooking,
}: {
  buses: BusResult[];
  date: string;
  womenBooking: boolean;
}) {
  return (
    <ul className="results-list">
      {buses.map((bus) => (
        <li key={bus.id} className="results-list__item">
          <BusCard bus={bus} date={date} womenBooking={womenBooking} />
        </li>
      ))}
    </ul>
  );
}

/** No bus on this route and day: hints as things to do (another date, fewer filters, another route). */
export function NoBuses({
  source,
  destination,
  date,
  womenBooking,
  filtersActive,
  onClearFilters,
}: {
  source: number;
  destination: number;
  date: string;
  womenBooking: boolean;
  filtersActive: boolean;
  onClearFilters: () => void;
}) {
  const { t, format } = useSearchI18n();
  const otherDays = [1, 2].map((days) => addDaysIso(date, days));
  return (
    <EmptyState
      icon={<SearchX size={28} />}
      title={sayRule(MESSAGES.noBusesFound)}
      action={
        <ul className="results-hints">
          <li className="results-hints__item">
            <CalendarDays size={20} aria-hidden="true" className="results-hints__icon" />
            <div className="results-hints__body">
              <p className="results-hints__title">{t('results.tryDate')}</p>
              <div className="results-hints__actions">
                {otherDays.map((day) => (
                  <Link
                    key={day}
                    className="jt-button jt-button--secondary"
                    to={searchUrl({ source, destination, date: day, womenBooking })}
                  >
                    {format.date(day)}
                  </Link>
                ))}
              </div>
            </div>
          </li>
          {filtersActive && (
            <li className="results-hints__item">
              <FilterX size={20} aria-hidden="true" className="results-hints__icon" />
              <div className="results-hints__body">
                <p className="results-hints__title">{t('results.removeFilters')}</p>
                <div className="results-hints__actions">
                  <Button variant="secondary" onClick={onClearFilters}>
                    {t('results.clearFilters')}
                  </Button>
                </div>
              </div>
            </li>
          )}
          <li className="results-hints__item">
            <Route size={20} aria-hidden="true" className="results-hints__icon" />
            <div className="results-hints__body">
              <p className="results-hints__title">{t('results.otherRoutes')}</p>
              <div className="results-hints__actions">
                <Link className="jt-button jt-button--secondary" to={pageRoutes.home.link()}>
                  {t('results.popularRoutes')}
                </Link>
              </div>
            </div>
          </li>
        </ul>
      }
    />
  );
}

export function NoFilterMatch({ onClearFilters }: { onClearFilters: () => void }) {
  const { t } = useSearchI18n();
  return (
    <EmptyState
      icon={<FilterX size={28} />}
      title={sayRule(MESSAGES.noFilterMatch)}
      action={<Button onClick={onClearFilters}>{t('results.clearFilters')}</Button>}
    />
  );
}
