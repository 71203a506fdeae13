import {
  ApiRequestError,
  applyFilters,
  CITIES_CACHE_MINUTES,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  formatDisplayDate,
  hasActiveFilters,
  MESSAGES,
  priceBounds,
  searchQuerySchema,
  sortBuses,
  sortFromSearchParams,
  type BusResult,
  type City,
  type SearchFilters,
  type SortOption,
} from '@jatra/shared';
import { Button, Card, EmptyState, ErrorState, useHost } from '@jatra/shared/ui';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Bus, MapPinOff, Pencil, X } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getCity } from '../cities/cities-api';
import { SearchForm, type CompleteSearch } from '../search-form/SearchForm';
import { searchUrl } from '../search-form/search-url';
import { ResultsSkeleton } from './BusCardSkeleton';
import { FilterSheetButton, FilterSidePanel, SortSelect } from './FilterPanel';
import { busCount } from './format';
import { NoBuses, NoFilterMatch, ResultsList } from './Results';
import type { BusSearchQuery } from './search-api';
import { useBusSearch, type BusSearchState } from './use-bus-search';
import './search-results.css';

const NO_BUSES: BusResult[] = [];

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
  return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? MESSAGES.invalidCity, date };
}

/** A city of the URL by id; 4xx answers (unknown id) are not retried. */
function useCity(id: number | null) {
  const host = useHost();
  return useQuery({
    queryKey: ['cities', 'byId', id],
    queryFn: id === null ? skipToken : ({ signal }) => getCity(host, id, signal),
    staleTime: CITIES_CACHE_MINUTES * 60_000,
    retry: (failures, error) => !isUnknownCity(error) && failures < 1,
  });
}

const isUnknownCity = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

const safeDisplayDate = (iso: string) => {
  try {
    return formatDisplayDate(iso);
  } catch {
    return iso;
  }
};

function ResultsHeader({
  from,
  to,
  date,
  count,
  formOpen,
  formId,
  onToggleForm,
}: {
  from: City | undefined;
  to: City | undefined;
  date: string;
  count: string | null;
  formOpen: boolean;
  formId: string;
  /** null: the form cannot be folded (nothing else to show) */
  onToggleForm: (() => void) | null;
}) {
  return (
    <header className="results-header">
      <div className="results-header__text">
        {from && to ? (
          <h1 className="results-header__route">
            {from.name}
            <span aria-hidden="true"> → </span>
            <span className="jt-visually-hidden"> to </span>
            {to.name}
          </h1>
        ) : (
          <h1 className="results-header__route">Bus search</h1>
        )}
        <p className="results-header__meta">
          {date && <span>{safeDisplayDate(date)}</span>}
          {count && (
            <span className="results-header__count" role="status">
              {count}
            </span>
          )}
        </p>
      </div>
      {onToggleForm && (
        <Button
          variant="secondary"
          className="results-header__modify"
          aria-expanded={formOpen}
          aria-controls={formId}
          onClick={onToggleForm}
        >
          {formOpen ? <X size={18} aria-hidden="true" /> : <Pencil size={18} aria-hidden="true" />}
          {formOpen ? 'Close' : 'Modify'}
        </Button>
      )}
    </header>
  );
}

function countLabel(state: BusSearchState, shown: number): string | null {
  if (state.status === 'loading') return 'Searching…';
  if (state.status !== 'success') return null;
  return busCount(shown);
}

/** `/search?source=&destination=&date=&womenBooking=`: the buses of a route and day, filtered and sorted. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const formId = useId();
  const route = routeInUrl(params);
  const womenBooking = params.get('womenBooking') === 'true';
  const valid = route.kind === 'valid' ? route.query : null;
  const date = valid?.date ?? (route.kind === 'valid' ? '' : route.date);

  const fromCity = useCity(valid?.source ?? null);
  const toCity = useCity(valid?.destination ?? null);
  const citiesReady = fromCity.isSuccess && toCity.isSuccess;
  const cityProblem = [fromCity.error, toCity.error].find((error) => error != null);

  // the search runs by itself once both cities of the URL are known (spec §4)
  const source = valid?.source;
  const destination = valid?.destination;
  const query = useMemo<BusSearchQuery | null>(
    () =>
      citiesReady && source !== undefined && destination !== undefined && date ? { source, destination, date } : null,
    [citiesReady, source, destination, date],
  );
  const search = useBusSearch(query);

  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const sort = useMemo(() => sortFromSearchParams(params), [params]);
  const setFilters = (next: SearchFilters) =>
    setParams((current) => filtersToSearchParams(next, sortFromSearchParams(current), current), { replace: true });
  const setSort = (next: SortOption) =>
    setParams((current) => filtersToSearchParams(filtersFromSearchParams(current), next, current), { replace: true });

  const buses = search.state.status === 'success' ? search.state.buses : NO_BUSES;
  const bounds = useMemo(() => priceBounds(buses), [buses]);
  const visible = useMemo(() => sortBuses(applyFilters(buses, filters), sort), [buses, filters, sort]);

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
    // the traveller's choices go along; a fare range belongs to the old route's fares
    const base = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    const next = filtersToSearchParams({ ...filters, minPrice: null, maxPrice: null }, sort, base);
    navigate(`/search?${next}`);
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
    content = (
      <EmptyState
        icon={<Bus size={28} />}
        title="Where would you like to go?"
        text="Choose where you leave from, where you are going and the day, then press Search."
      />
    );
  } else if (route.kind === 'invalid' || (cityProblem && isUnknownCity(cityProblem))) {
    content = (
      <EmptyState
        icon={<MapPinOff size={28} />}
        title={route.kind === 'invalid' ? route.message : MESSAGES.invalidCity}
        text="Pick the cities again to search buses."
        action={
          <Link className="jt-button jt-button--primary" to="/">
            Back to search
          </Link>
        }
      />
    );
  } else if (cityProblem) {
    content = (
      <ErrorState
        title="We could not load this route"
        message={cityProblem.message}
        onRetry={() => {
          if (fromCity.isError) void fromCity.refetch();
          if (toCity.isError) void toCity.refetch();
        }}
      />
    );
  } else {
    content = (
      <Results
        state={citiesReady ? search.state : { status: 'loading' }}
        refreshing={search.isFetching}
        onRetry={search.research}
        filters={filters}
        onFiltersChange={setFilters}
        sort={sort}
        onSortChange={setSort}
        bounds={bounds}
        visible={visible}
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
            count={route.kind === 'valid' && !cityProblem ? countLabel(search.state, visible.length) : null}
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

function Results(props: {
  state: BusSearchState;
  refreshing: boolean;
  onRetry: () => void;
  filters: SearchFilters;
  onFiltersChange: (next: SearchFilters) => void;
  sort: SortOption;
  onSortChange: (sort: SortOption) => void;
  bounds: { min: number; max: number } | null;
  visible: ReturnType<typeof sortBuses>;
  source: number;
  destination: number;
  date: string;
  womenBooking: boolean;
}) {
  const { state, filters } = props;
  const headingId = useId();
  if (state.status === 'error') {
    return <ErrorState title="We could not load buses" message={state.message} onRetry={props.onRetry} />;
  }
  if (state.status === 'success' && state.buses.length === 0) {
    return (
      <NoBuses
        source={props.source}
        destination={props.destination}
        date={props.date}
        womenBooking={props.womenBooking}
        filtersActive={hasActiveFilters(filters)}
        onClearFilters={() => props.onFiltersChange(EMPTY_FILTERS)}
      />
    );
  }
  const loading = state.status !== 'success';
  return (
    <div className="results-layout">
      <FilterSidePanel filters={filters} onChange={props.onFiltersChange} bounds={props.bounds} />
      <section className="results-main" aria-labelledby={headingId} aria-busy={loading || props.refreshing}>
        <h2 id={headingId} className="jt-visually-hidden">
          Bus results
        </h2>
        <div className="results-toolbar">
          <FilterSheetButton filters={filters} onChange={props.onFiltersChange} bounds={props.bounds} />
          <SortSelect value={props.sort} onChange={props.onSortChange} />
        </div>
        {state.status === 'success' && state.restored && props.refreshing && (
          <p className="results-refreshing" role="status">
            <span className="results-refreshing__dot" aria-hidden="true" />
            Showing your last results while we check for the latest seats…
          </p>
        )}
        {loading ? (
          <ResultsSkeleton />
        ) : props.visible.length === 0 ? (
          <NoFilterMatch onClearFilters={() => props.onFiltersChange(EMPTY_FILTERS)} />
        ) : (
          <ResultsList buses={props.visible} date={props.date} womenBooking={props.womenBooking} />
        )}
      </section>
    </div>
  );
}
