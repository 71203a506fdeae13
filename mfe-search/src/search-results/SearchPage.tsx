import {
  CITIES_CACHE_MINUTES,
  failureText,
  isClientError,
  MESSAGES,
  pageRoutes,
  retryUnlessRefused,
  searchQuerySchema,
  type BusResult,
  sayRule,
} from '@jatra/shared';
import { priceBounds, sortBuses, type SortOption } from './bus-sort';
import { filtersFromSearchParams, filtersToSearchParams, sortFromSearchParams } from './filter-url';
import { applyFilters, type SearchFilters } from './search-filters';
import { Card, EmptyState, ErrorState, useHost } from '@jatra/shared/ui';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Bus, MapPinOff } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { cityByIdKey, getCity } from '../cities';
import { useSearchI18n } from '../i18n';
import { useRememberSearch } from '../recent-searches';
import { SearchForm, type CompleteSearch } from '../search-form';
import { searchUrl } from '../search-form';
import { filtersForNextSearch } from './next-search-filters';
import { countLabel, ResultsHeader } from './ResultsHeader';
import type { BusSearchQuery } from './search-api';
import { SearchResults } from './SearchResults';
import { useBusSearch, type BusSearchState } from './use-bus-search';
import './search-results.css';

const NO_BUSES: BusResult[] = [];
const LOADING: BusSearchState = { status: 'loading' };

type RouteInUrl =
  | { kind: 'none'; date: string }
  | { kind: 'invalid'; message: string; date: string }
  | { kind: 'valid'; query: BusSearchQuery };

/** The route and date of a `/search` URL, checked as the API checks them. */
function routeInUrl(params: URLSearchParams): RouteInUrl {
  const raw = {
    source: params.get('source') ?? '',
    destination: params.get('destination') ?? '',
    date: params.get('date') ?? '',
  };
  const parsed = searchQuerySchema.safeParse(raw);
  if (parsed.success) return { kind: 'valid', query: parsed.data };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw.date) ? raw.date : '';
  if (!raw.source && !raw.destination) return { kind: 'none', date };
  return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? sayRule(MESSAGES.invalidCity), date };
}

/** A city of the URL by id; 4xx answers (unknown id) are not retried. */
function useCity(id: number | null) {
  const host = useHost();
  return useQuery({
    queryKey: cityByIdKey(id),
    queryFn: id === null ? skipToken : ({ signal }) => getCity(host, id, signal),
    staleTime: CITIES_CACHE_MINUTES * 60_000,
    retry: retryUnlessRefused,
  });
}

/** `/search?source=&destination=&date=&womenBooking=`: the buses of a route and day, filtered and sorted. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const formId = useId();
  const { t } = useSearchI18n();
  const route = routeInUrl(params);
  const womenBooking = params.get('womenBooking') === 'true';
  const valid = route.kind === 'valid' ? route.query : null;
  const date = valid?.date ?? (route.kind === 'valid' ? '' : route.date);

  const fromCity = useCity(valid?.source ?? null);
  const toCity = useCity(valid?.destination ?? null);
  const citiesReady = fromCity.isSuccess && toCity.isSuccess;
  const cityProblem = [fromCity.error, toCity.error].find((error) => error != null);

  // the search runs by itself once both cities of the URL are known
  const source = valid?.source;
  const destination = valid?.destination;
  const query = useMemo<BusSearchQuery | null>(
    () =>
      citiesReady && source !== undefined && destination !== undefined && date ? { source, destination, date } : null,
    [citiesReady, source, destination, date],
  );
  const search = useBusSearch(query);
  useRememberSearch(fromCity.data, toCity.data, valid?.date ?? '', womenBooking);

  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const sort = useMemo(() => sortFromSearchParams(params), [params]);
  const setFilters = (next: SearchFilters) =>
    setParams((current) => filtersToSearchParams(next, sortFromSearchParams(current), current), { replace: true });
  const setSort = (next: SortOption) =>
    setParams((current) => filtersToSearchParams(filtersFromSearchParams(current), next, current), { replace: true });

  const buses = search.state.status === 'success' ? search.state.buses : NO_BUSES;
  const bounds = useMemo(() => priceBounds(buses), [buses]);
  const visible = useMemo(() => sortBuses(applyFilters(buses, filters), sort), [buses, filters, sort]);
  // the list of cards is the page's heaviest render: React draws it in slices, so a tap never waits on it
  const shownState = useDeferredValue(citiesReady ? search.state : LOADING);
  const shownVisible = useDeferredValue(visible);

  // phones keep the form folded behind Modify once there is a route to show; wider screens always show it
  const [formToggled, setFormToggled] = useState(false);
  const foldable = route.kind === 'valid' && !cityProblem;
  const formOpen = foldable ? formToggled : true;

  const onSearch = (values: CompleteSearch) => {
    const same =
      valid !== null &&
      values.from.id === valid.source &&
      values.to.id === valid.destination &&
      values.date === valid.date &&
      values.womenBooking === womenBooking;
    setFormToggled(false);
    if (same) {
      search.research();
      return;
    }
    const url = searchUrl({
      source: values.from.id,
      destination: values.to.id,
      date: values.date,
      womenBooking: values.womenBooking,
    });
    // the traveller's choices go along, those that still mean something for the new search
    const base = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    const carried = filtersForNextSearch(filters, valid, { source: values.from.id, destination: values.to.id });
    const next = filtersToSearchParams(carried, sort, base);
    navigate(pageRoutes.search.link(next));
  };

  const formKey = [params.get('source'), params.get('destination'), date, womenBooking, citiesReady].join('|');
  const form = (
    <SearchForm
      key={formKey}
      variant="compact"
      initial={{ from: fromCity.data ?? null, to: toCity.data ?? null, date, womenBooking }}
      onSubmit={onSearch}
    />
  );

  let content: ReactNode;
  if (route.kind === 'none') {
    content = <EmptyState icon={<Bus size={28} />} title={t('results.whereTo')} text={t('results.whereToText')} />;
  } else if (route.kind === 'invalid' || (cityProblem && isClientError(cityProblem))) {
    content = (
      <EmptyState
        icon={<MapPinOff size={28} />}
        title={route.kind === 'invalid' ? route.message : sayRule(MESSAGES.invalidCity)}
        text={t('results.pickAgain')}
        action={
          <Link className="jt-button jt-button--primary" to={pageRoutes.home.link()}>
            {t('results.backToSearch')}
          </Link>
        }
      />
    );
  } else if (cityProblem) {
    content = (
      <ErrorState
        title={t('results.routeError')}
        message={failureText(cityProblem, MESSAGES.internal)}
        onRetry={() => {
          if (fromCity.isError) void fromCity.refetch();
          if (toCity.isError) void toCity.refetch();
        }}
      />
    );
  } else {
    content = (
      <SearchResults
        state={shownState}
        refreshing={search.isFetching}
        onRetry={search.research}
        filters={filters}
        onFiltersChange={setFilters}
        sort={sort}
        onSortChange={setSort}
        bounds={bounds}
        visible={shownVisible}
        source={route.query.source}
        destination={route.query.destination}
        date={route.query.date}
        womenBooking={womenBooking}
      />
    );
  }

  return (
    <main className="search-page" data-remote="search">
      <div className="search-page__top">
        <div className="jt-container">
          <ResultsHeader
            from={fromCity.data}
            to={toCity.data}
            date={date}
            count={route.kind === 'valid' && !cityProblem ? countLabel(search.state, visible.length, t) : null}
            formOpen={formOpen}
            formId={formId}
            onToggleForm={foldable ? () => setFormToggled((open) => !open) : null}
          />
          <div id={formId} className={formOpen ? 'search-page__form' : 'search-page__form search-page__form--folded'}>
            <Card className="search-page__form-card">{form}</Card>
          </div>
        </div>
      </div>
      <div className="jt-container search-page__body">{content}</div>
    </main>
  );
}
