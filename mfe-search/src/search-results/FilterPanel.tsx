import { type BusResult } from '@jatra/shared';
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
  const headingId = useId();
  const active = activeFilterCount(filters) > 0;
  return (
    <aside className="filter-side" aria-labelledby={headingId}>
      <div className="filter-side__head">
        <h2 id={headingId} className="filter-side__title">
          Filters
        </h2>
        {active && (
          <Button variant="ghost" className="filter-side__clear" onClick={() => onChange(EMPTY_FILTERS)}>
            Clear all
          </Button>
        )}
      </div>
      <FilterControls value={filters} onChange={onChange} bounds={bounds} buses={buses} />
    </aside>
  );
}

/** Phones and tablets: a Filters button opening a bottom sheet whose changes apply on Apply Filters. */
export function FilterSheetButton({ filters, onChange, bounds, buses }: FilterPanelProps) {
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
        Filters
        {count > 0 && (
          <span className="results-toolbar__count">
            <span aria-hidden="true">{count}</span>
            <span className="jt-visually-hidden">{`, ${count} active`}</span>
          </span>
        )}
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Filters"
        description="Changes apply when you press Apply Filters."
        footer={
          <>
            <Button variant="secondary" onClick={() => setDraft(EMPTY_FILTERS)}>
              Clear all
            </Button>
            <Button
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
            >
              Apply Filters
            </Button>
          </>
        }
      >
        <FilterControls value={draft} onChange={setDraft} bounds={bounds} buses={buses} />
      </Sheet>
    </>
  );
}

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label jt-visually-hidden-narrow">
        Sort by
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
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
