import { formatDisplayDate, type City } from '@jatra/shared';
import { Button, Split } from '@jatra/shared/ui';
import { Pencil, X } from 'lucide-react';
import { busCount } from './format';
import type { BusSearchState } from './use-bus-search';

const safeDisplayDate = (iso: string) => {
  try {
    return formatDisplayDate(iso);
  } catch {
    return iso;
  }
};

/** 'Searching…' or '3 buses' beside the route, as the results come. */
export function countLabel(state: BusSearchState, shown: number): string | null {
  if (state.status === 'loading') return 'Searching…';
  if (state.status !== 'success') return null;
  return busCount(shown);
}

/** The route, the day and how many buses show, with Modify to unfold the form on phones. */
export function ResultsHeader({
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
    <Split as="header" className="results-header">
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
    </Split>
  );
}
