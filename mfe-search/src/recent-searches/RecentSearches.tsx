import { cityName } from '@jatra/shared/i18n';
import { Button, Split } from '@jatra/shared/ui';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSearchI18n } from '../i18n';
import { clearRecentSearches, readRecentSearches, recentSearchDate, recentSearchUrl } from './recent-searches';
import './recent-searches.css';

/** Home's row of the routes searched lately on this device, each opening its search again; Clear forgets them. */
export function RecentSearches() {
  const { t, format, locale } = useSearchI18n();
  const [searches, setSearches] = useState(readRecentSearches);
  if (searches.length === 0) return null;
  return (
    <section className="jt-container recent-searches" aria-labelledby="recent-searches-title">
      <Split>
        <h2 id="recent-searches-title" className="recent-searches__title">
          <History size={18} aria-hidden="true" />
          {t('recent.title')}
        </h2>
        <Button
          variant="ghost"
          className="recent-searches__clear"
          aria-label={t('recent.clearLabel')}
          onClick={() => {
            clearRecentSearches();
            setSearches([]);
          }}
        >
          {t('recent.clear')}
        </Button>
      </Split>
      <ul className="recent-searches__list">
        {searches.map((search) => {
          const from = cityName(search.from.name, locale);
          const to = cityName(search.to.name, locale);
          const date = format.date(recentSearchDate(search));
          return (
            <li key={`${search.from.id}-${search.to.id}`}>
              <Link className="recent-search" to={recentSearchUrl(search)}>
                <span className="recent-search__route">
                  <span aria-hidden="true">
                    {from} → {to}
                  </span>
                  <span className="jt-visually-hidden">{t('route.fromTo', { from, to })}</span>
                </span>
                <span className="recent-search__date">
                  <span className="jt-visually-hidden">, </span>
                  {search.womenBooking ? t('recent.dateForWomen', { date }) : date}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
