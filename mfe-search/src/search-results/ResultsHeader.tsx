import type { City } from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { Button, Split } from '@jatra/shared/ui';
import { Pencil, X } from 'lucide-react';
import { useSearchI18n } from '../i18n';
import type { BusSearchState } from './use-bus-search';

/** 'Searching…' or '3 buses' beside the route, as the results come. */
export function countLabel(
  state: BusSearchState,
  shown: number,
  t: ReturnType<typeof useSearchI18n>['t'],
): string | null {
  if (state.status === 'loading') return t('results.searching');
  if (state.status !== 'success') return null;
  return t('results.busCount', { count: shown });
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
  const { t, format, locale } = useSearchI18n();
  return (
    <Split as="header" className="results-header">
      <div className="results-header__text">
        {from && to ? (
          <h1 className="results-header__route">
            <span aria-hidden="true">
              {cityName(from.name, locale)} → {cityName(to.name, locale)}
            </span>
            <span className="jt-visually-hidden">
              {t('route.fromTo', { from: cityName(from.name, locale), to: cityName(to.name, locale) })}
            </span>
          </h1>
        ) : (
          <h1 className="results-header__route">{t('results.busSearch')}</h1>
        )}
        <p className="results-header__meta">
          {date && <span>{format.date(date)}</span>}
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
          {formOpen ? t('results.close') : t('results.modify')}
        </Button>
      )}
    </Split>
  );
}
