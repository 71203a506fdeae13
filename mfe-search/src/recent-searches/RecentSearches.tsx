import { formatDisplayDate } from '@jatra/shared';
import { Button, Split } from '@jatra/shared/ui';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { clearRecentSearches, readRecentSearches, recentSearchDate, recentSearchUrl } from './recent-searches';
import './recent-searches.css';

/** Home's row of the routes searched lately on this device, each opening its search again; Clear forgets them. */
export function RecentSearches() {
  const [searches, setSearches] = useState(readRecentSearches);
  if (searches.length === 0) return null;
  return (
    <section className="jt-container recent-searches" aria-labelledby="recent-searches-title">
      <Split>
        <h2 id="recent-searches-title" className="recent-searches__title">
          <History size={18} aria-hidden="true" />
          Recent searches
        </h2>
        <Button
          variant="ghost"
          className="recent-searches__clear"
          onClick={() => {
            clearRecentSearches();
            setSearches([]);
          }}
        >
          Clear<span className="jt-visually-hidden"> recent searches</span>
        </Button>
      </Split>
      <ul className="recent-searches__list">
        {searches.map((search) => (
          <li key={`${search.from.id}-${search.to.id}`}>
            <Link className="recent-search" to={recentSearchUrl(search)}>
              <span className="recent-search__route">
                {search.from.name}
                <span aria-hidden="true"> → </span>
                <span className="jt-visually-hidden"> to </span>
                {search.to.name}
              </span>
              <span className="recent-search__date">
                <span className="jt-visually-hidden">, </span>
                {formatDisplayDate(recentSearchDate(search))}
                {search.womenBooking && <span>, for women</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
