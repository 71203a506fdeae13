import { type BusResult } from '@jatra/shared';
import { useSearchI18n, type SearchMessageId } from '../i18n';
import { SORT_OPTIONS, type SortOption } from './bus-sort';
import { activeFilterCount, EMPTY_FILTERS, type SearchFilters } from './search-filters';
import { Button, Sheet } from '@jatra/shared/ui';
import { ArrowUpDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { FilterControls } from './FilterControls';

interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  bounds: { min: number; max: number } | null;
  /** the route's results, for the counts beside the choices */
  buses: readonly BusResult[];
}

/** Wide screens: the filters beside the results, applied as they change. */
export function FilterSidePanel({ filters, onChange, bounds, buses }: FilterPanelProps) {
  const { t } = useSearchI18n();
  const headingId = useId();
  const active = activeFilterCount(filters) > 0;
  return (
    <aside className="filter-side" aria-labelledby={headingId}>
      <div className="filter-side__head">
        <h2 id={headingId} className="filter-side__title">
          {t('filters.title')}
        </h2>
        {active && (
          <Button variant="ghost" className="filter-side__clear" onClick={() => onChange(EMPTY_FILTERS)}>
            {t('filters.clearAll')}
          </Button>
        )}
      </div>
      <FilterControls value={filters} onChange={onChange} bounds={bounds} buses={buses} />
    </aside>
  );
}

/** Phones and tablets: a Filters button opening a bottom sheet whose changes apply on Apply Filters. */
export function FilterSheetButton({ filters, onChange, bounds, buses }: FilterPanelProps) {
  const { t } = useSearchI18n();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const count = activeFilterCount(filters);
  return (
    <>
      <Button
        variant="secondary"
        className="results-toolbar__filters"
        onClick={() => {
          setDraft(filters);
          setOpen(true);
        }}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        {t('filters.title')}
        {count > 0 && (
          <span className="results-toolbar__count">
            <span aria-hidden="true">{count}</span>
            <span className="jt-visually-hidden">{t('filters.activeCount', { count })}</span>
          </span>
        )}
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={t('filters.title')}
        description={t('filters.sheetHint')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDraft(EMPTY_FILTERS)}>
              {t('filters.clearAll')}
            </Button>
            <Button
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
            >
              {t('filters.apply')}
            </Button>
          </>
        }
      >
        <FilterControls value={draft} onChange={setDraft} bounds={bounds} buses={buses} />
      </Sheet>
    </>
  );
}

const SORT_LABELS: Record<SortOption, SearchMessageId> = {
  relevance: 'sort.relevance',
  rating: 'sort.rating',
  price: 'sort.price',
  fastest: 'sort.fastest',
  departure: 'sort.departure',
  arrival: 'sort.arrival',
};

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const { t } = useSearchI18n();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label jt-visually-hidden-narrow">
        {t('sort.label')}
      </label>
      <span className="sort-select__field">
        <ArrowUpDown size={16} aria-hidden="true" className="sort-select__icon" />
        <select
          id={id}
          className="sort-select__control"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as SortOption)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {t(SORT_LABELS[option.id])}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
