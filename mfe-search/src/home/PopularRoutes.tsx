import { POPULAR_ROUTES, todayInIndia, type City, type PopularRoute } from '@jatra/shared';
import { Button, IconDisc, useHost, useNearViewport } from '@jatra/shared/ui';
import { useQueries } from '@tanstack/react-query';
import { ArrowRight, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { cityName } from '@jatra/shared/i18n';
import { loadCitiesApi } from '../cities';
import { useSearchI18n } from '../i18n';
import { searchUrl } from '../search-form';

function RouteCardBody({ route }: { route: PopularRoute }) {
  const { t, format, locale } = useSearchI18n();
  const from = cityName(route.from, locale);
  const to = cityName(route.to, locale);
  return (
    <>
      <span className="route-card__route">
        <span aria-hidden="true">
          {from}
          <span className="route-card__arrow"> → </span>
          {to}
        </span>
        <span className="jt-visually-hidden">{t('route.fromTo', { from, to })}</span>
      </span>
      <span className="route-card__fare">
        <span className="route-card__from">{t('routes.startingFrom')}</span>{' '}
        <span className="route-card__price">{format.rupees(route.startingFrom)}</span>
      </span>
      <IconDisc size={36} className="route-card__go">
        <ChevronRight size={20} />
      </IconDisc>
    </>
  );
}

/** The routes' cities, each looked up once by name: a handful of small answers, not the provider's 5,000 cities. */
const ROUTE_CITY_NAMES = [...new Set(POPULAR_ROUTES.flatMap((route) => [route.from, route.to]))];

/** The popular routes; each card opens today's search once the city ids are known. */
export function PopularRoutes() {
  const host = useHost();
  const { t } = useSearchI18n();
  const section = useRef<HTMLElement>(null);
  // below the fold: the lookups (and zod to check them) wait until the traveller scrolls towards it
  const near = useNearViewport(section);
  const cities = useQueries({
    queries: ROUTE_CITY_NAMES.map((name) => ({
      queryKey: ['cities', 'search', name.toLowerCase()],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await loadCitiesApi(signal)).searchCities(host, name, signal),
      enabled: near,
      staleTime: 15 * 60_000,
    })),
    combine: (results) => ({
      found: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
  const byName = new Map(cities.found.map((city: City) => [city.name.toLowerCase(), city]));
  const today = todayInIndia();
  return (
    <section ref={section} className="jt-container home-section" aria-labelledby="home-routes-title">
      <div className="home-section__head">
        <h2 id="home-routes-title" className="home-section__title">
          {t('routes.title')}
        </h2>
        <p className="home-section__lede">{t('routes.lede')}</p>
      </div>
      <ul className="home-routes" aria-busy={cities.isPending}>
        {POPULAR_ROUTES.map((route) => {
          const from = byName.get(route.from.toLowerCase());
          const to = byName.get(route.to.toLowerCase());
          return (
            <li key={`${route.from}-${route.to}`}>
              {from && to ? (
                <Link
                  className="route-card"
                  to={searchUrl({ source: from.id, destination: to.id, date: today, womenBooking: false })}
                >
                  <RouteCardBody route={route} />
                </Link>
              ) : (
                <span className="route-card route-card--disabled" aria-disabled="true">
                  <RouteCardBody route={route} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {cities.isError && (
        <div className="home-routes__error" role="alert">
          <p>{t('routes.error')}</p>
          <Button variant="secondary" onClick={() => void cities.refetch()}>
            {t('routes.retry')}
          </Button>
        </div>
      )}
      <p className="home-routes__note">
        <ArrowRight size={16} aria-hidden="true" />
        {t('routes.note')}
      </p>
    </section>
  );
}
