import type { NameOption } from './search-filters';
import { Button, Fieldset } from '@jatra/shared/ui';
import { ChevronDown, ChevronUp, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchI18n } from '../i18n';

/** Choices shown before "View More"; longer lists also get a search box. */
const NAME_CHOICES_SHOWN = 5;

const toggle = (list: readonly string[], item: string): string[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

/**
 * A filter whose choices are names from the results (operators, boarding or dropping points), each with its
 * count of buses. A long list shows its first few (and whatever is ticked) with "View More", and a search box.
 */
export function NameChoices({
  legend,
  searchLabel,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  /** e.g. 'Search boarding points' */
  searchLabel: string;
  options: NameOption[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const listId = useId();
  const { t } = useSearchI18n();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;

  const long = options.length > NAME_CHOICES_SHOWN;
  const needle = query.trim().toLocaleLowerCase('en-IN');
  let shown: NameOption[];
  if (needle) shown = options.filter((option) => option.name.toLocaleLowerCase('en-IN').includes(needle));
  else if (long && !expanded)
    shown = options.filter((option, index) => index < NAME_CHOICES_SHOWN || chosen.includes(option.name));
  else shown = options;
  const hidden = options.length - shown.length;

  return (
    <Fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      {long && (
        <label className="filter-search">
          <span className="jt-visually-hidden">{searchLabel}</span>
          <Search size={16} aria-hidden="true" className="filter-search__icon" />
          <input
            type="search"
            className="filter-search__input"
            placeholder={searchLabel}
            value={query}
            aria-controls={listId}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </label>
      )}
      <div id={listId} className="filter-checks">
        {shown.map((option) => {
          const checked = chosen.includes(option.name);
          return (
            <label
              key={option.name}
              className={option.count === 0 && !checked ? 'filter-check filter-check--none' : 'filter-check'}
            >
              <input
                type="checkbox"
                className="filter-check__input"
                checked={checked}
                onChange={() => onChange(toggle(chosen, option.name))}
              />
              <span className="filter-check__name">{option.name}</span>
              <span className="filter-check__count" aria-hidden="true">
                {option.count}
              </span>
              <span className="jt-visually-hidden">{` (${t('results.busCount', { count: option.count })})`}</span>
            </label>
          );
        })}
        {needle && shown.length === 0 && (
          <p className="filter-group__note" role="status">
            {t('filters.nothingMatches', { query: query.trim() })}
          </p>
        )}
      </div>
      {long && !needle && (hidden > 0 || expanded) && (
        <Button
          variant="ghost"
          className="filter-more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? <ChevronUp size={18} aria-hidden="true" /> : <ChevronDown size={18} aria-hidden="true" />}
          {expanded ? t('filters.viewLess') : t('filters.viewMore', { count: hidden })}
        </Button>
      )}
    </Fieldset>
  );
}
