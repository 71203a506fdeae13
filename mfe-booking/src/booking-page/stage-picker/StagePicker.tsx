import type { StagePoint } from '@jatra/shared';
import { Fieldset } from '@jatra/shared/ui';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useBookingI18n } from '../../i18n';
import './stage-picker.css';

/** The lists show 3 points before View More. */
export const STAGES_SHOWN = 3;

export interface StagePickerProps {
  /** boarding or dropping points: names the radio group and its search */
  kind: 'boarding' | 'dropping';
  points: readonly StagePoint[];
  value: string | null;
  onChange: (id: string) => void;
  /** the validation message, when CONTINUE found none chosen */
  error?: string | null;
}

const matches = (point: StagePoint, query: string) =>
  [point.name, point.address, point.landmark, point.city].some((text) => text.toLowerCase().includes(query));

/**
 * A radio group of boarding or dropping points: 3 shown with View More/View Less, a search box
 * when there are more than 3. Native radios give the group its keyboard (arrow keys) and its semantics. The
 * chosen point stays in view while the list is folded.
 */
export function StagePicker({ kind, points, value, onChange, error }: StagePickerProps) {
  const { t, format } = useBookingI18n();
  const name = useId();
  const listId = useId();
  const errorId = useId();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const searchable = points.length > STAGES_SHOWN;

  const filtered = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    return wanted ? points.filter((point) => matches(point, wanted)) : points;
  }, [points, query]);
  const folded = !expanded && filtered.length > STAGES_SHOWN;
  let shown = folded ? filtered.slice(0, STAGES_SHOWN) : filtered;
  const chosen = points.find((point) => point.id === value);
  if (folded && chosen && filtered.includes(chosen) && !shown.includes(chosen)) shown = [...shown, chosen];

  return (
    <Fieldset className="stage-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="stage-picker__title">{t('stages.title', { kind })}</legend>
      {searchable && (
        <label className="stage-picker__search">
          <Search size={16} aria-hidden="true" />
          <span className="jt-visually-hidden">{t('stages.search', { kind })}</span>
          <input
            type="search"
            value={query}
            placeholder={t('stages.search', { kind })}
            onChange={(event) => setQuery(event.target.value)}
            aria-controls={listId}
          />
        </label>
      )}
      {points.length === 0 ? (
        <p className="stage-picker__none">{t('stages.none', { kind })}</p>
      ) : (
        <div className="stage-picker__list" id={listId}>
          {shown.length === 0 && <p className="stage-picker__none">{t('stages.noMatch', { kind, query })}</p>}
          {shown.map((point) => (
            <label key={point.id} className="stage-option">
              <input
                type="radio"
                className="stage-option__radio"
                name={name}
                value={point.id}
                checked={point.id === value}
                onChange={() => onChange(point.id)}
              />
              <span className="stage-option__time">{format.time(point.time)}</span>
              <span className="stage-option__text">
                <span className="stage-option__name">{point.name}</span>
                {point.address && <span className="stage-option__address">{point.address}</span>}
                {point.landmark && <span className="stage-option__landmark">{point.landmark}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
      {filtered.length > STAGES_SHOWN && (
        <button
          type="button"
          className="stage-picker__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('stages.viewLess') : t('stages.viewMore', { count: filtered.length - STAGES_SHOWN })}
        </button>
      )}
      {error && (
        <p className="stage-picker__error" id={errorId}>
          {error}
        </p>
      )}
    </Fieldset>
  );
}
