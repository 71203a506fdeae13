import { type BusResult } from '@jatra/shared';
import { type SortOption } from './bus-sort';
import { EMPTY_FILTERS, hasActiveFilters, type SearchFilters } from './search-filters';
import { ErrorState, useMediaQuery } from '@jatra/shared/ui';
import { useId } from 'react';
import { useSearchI18n } from '../i18n';
import { ResultsSkeleton } from './BusCardSkeleton';
import { FilterSheetButton, FilterSidePanel, SortSelect } from './FilterPanel';
import { NoBuses, NoFilterMatch, ResultsList } from './Results';
import type { BusSearchState } from './use-bus-search';

const NO_BUSES: BusResult[] = [];
/** Where the filters sit beside the results (search-results.css); narrower screens have the Filters sheet. */
const FILTERS_BESIDE_RESULTS = '(min-width: 1024px)';

/** The results of a route and day: filters beside (or behind a button on phones), sort, the cards or a state. */
export function SearchResults(props: {
  state: BusSearchState;
  refreshing: boolean;
  onRetry: () => void;
  filters: SearchFilters;
  onFiltersChange: (next: SearchFilters) => void;
  sort: SortOption;
  onSortChange: (sort: SortOption) => void;
  bounds: { min: number; max: number } | null;
  /** the buses that pass the filters, sorted */
  visible: BusResult[];
  source: number;
  destination: number;
  date: string;
  womenBooking: boolean;
}) {
  const { state, filters } = props;
  const headingId = useId();
  const { t } = useSearchI18n();
  // not drawn at all where it would be hidden: its price slider measures itself on mount, which forced a layout
  // of the whole page into the first render's commit on phones
  const filtersBeside = useMediaQuery(FILTERS_BESIDE_RESULTS);
  if (state.status === 'error') {
    // the message is the product's (or the API's words for people); what to do next is Retry or another search
    return <ErrorState title={state.message} message={t('results.errorHint')} onRetry={props.onRetry} />;
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
  const buses = state.status === 'success' ? state.buses : NO_BUSES;
  const panel = { filters, onChange: props.onFiltersChange, bounds: props.bounds, buses };
  return (
    <div className="results-layout">
      {filtersBeside && <FilterSidePanel {...panel} />}
      <section className="results-main" aria-labelledby={headingId} aria-busy={loading || props.refreshing}>
        <h2 id={headingId} className="jt-visually-hidden">
          {t('results.heading')}
        </h2>
        <div className="results-toolbar">
          <FilterSheetButton {...panel} />
          <SortSelect value={props.sort} onChange={props.onSortChange} />
        </div>
        {state.status === 'success' && state.restored && props.refreshing && (
          <p className="results-refreshing" role="status">
            <span className="results-refreshing__dot" aria-hidden="true" />
            {t('results.refreshing')}
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
