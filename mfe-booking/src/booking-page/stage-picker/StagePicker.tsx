import type { StagePoint } from '@jatra/shared';
import { Fieldset } from '@jatra/shared/ui';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { displayTime } from '../format';
import './stage-picker.css';

/** The lists show 3 points before View More. */
export const STAGES_SHOWN = 3;

export interface StagePickerProps {
  /** 'Boarding point' or 'Dropping point': the radio group's legend */
  title: string;
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
export function StagePicker({ title, points, value, onChange, error }: StagePickerProps) {
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
      <legend className="stage-picker__title">{title}</legend>
      {searchable && (
        <label className="stage-picker__search">
          <Search size={16} aria-hidden="true" />
          <span className="jt-visually-hidden">{`Search ${title.toLowerCase()}s`}</span>
          <input
            type="search"
            value={query}
            placeholder={`Search ${title.toLowerCase()}s`}
            onChange={(event) => setQuery(event.target.value)}
            aria-controls={listId}
          />
        </label>
      )}
      {points.length === 0 ? (
        <p className="stage-picker__none">{`No ${title.toLowerCase()}s listed for this bus.`}</p>
      ) : (
        <div className="stage-picker__list" id={listId}>
          {shown.length === 0 && (
            <p className="stage-picker__none">{`No ${title.toLowerCase()} matches “${query}”.`}</p>
          )}
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
              <span className="stage-option__time">{displayTime(point.time)}</span>
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
          {expanded ? 'View Less' : `View More (${filtered.length - STAGES_SHOWN})`}
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
