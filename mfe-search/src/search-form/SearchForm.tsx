import {
  addDaysIso,
  lastTravelDate,
  MESSAGES,
  parseIsoDate,
  todayInIndia,
  travelDateProblem,
  type City,
  sayRule,
} from '@jatra/shared';
import { Alert, Button, DatePicker, useHost } from '@jatra/shared/ui';
import { AlertCircle, Check, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchI18n } from '../i18n';
import { RoutePicker } from '../route-picker';
import { searchUrl } from './search-url';
import './search-form.css';

export interface SearchFormValues {
  from: City | null;
  to: City | null;
  /** yyyy-MM-dd, or '' when none is chosen */
  date: string;
  womenBooking: boolean;
}

export type CompleteSearch = SearchFormValues & { from: City; to: City };

export interface SearchFormProps {
  /** the starting values; the form keeps its own state after that (give it a new `key` to reset it) */
  initial: SearchFormValues;
  /** 'hero': the roomy home page form; 'compact': the dense row above the search results */
  variant?: 'hero' | 'compact';
  /** called with valid values; without it the form navigates to the `/search` URL */
  onSubmit?: (values: CompleteSearch) => void;
}

/** What is wrong with the values, in the product's words, or null when they can be searched. */
export function searchFormProblem(values: SearchFormValues): string | null {
  if (!values.from || !values.to || !values.date) return sayRule(MESSAGES.searchFieldsRequired);
  if (values.from.id === values.to.id) return sayRule(MESSAGES.invalidCity);
  try {
    parseIsoDate(values.date);
  } catch {
    return sayRule(MESSAGES.invalidDate);
  }
  // the API's own rule: before today or past the booking horizon is refused there too
  const problem = travelDateProblem(values.date);
  return problem && sayRule(problem);
}

/** From, To (with swap), departure date with Today and Tomorrow, 'Booking for women' and Search. */
export function SearchForm({ initial, variant = 'hero', onSubmit }: SearchFormProps) {
  const host = useHost();
  const { t } = useSearchI18n();
  const navigate = useNavigate();
  const errorId = useId();
  const [values, setValues] = useState<SearchFormValues>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayInIndia();
  const tomorrow = addDaysIso(today, 1);
  const last = lastTravelDate();

  const update = (patch: Partial<SearchFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = searchFormProblem(values);
    if (found || !values.from || !values.to) {
      const message = found ?? sayRule(MESSAGES.searchFieldsRequired);
      setProblem(message);
      host.toast.error(message);
      return;
    }
    const complete: CompleteSearch = { ...values, from: values.from, to: values.to };
    if (onSubmit) onSubmit(complete);
    else
      navigate(
        searchUrl({
          source: complete.from.id,
          destination: complete.to.id,
          date: complete.date,
          womenBooking: complete.womenBooking,
        }),
      );
  };

  const quickDate = (label: string, iso: string) => {
    const pressed = values.date === iso;
    return (
      <button type="button" className="search-form__chip" aria-pressed={pressed} onClick={() => update({ date: iso })}>
        {pressed && <Check size={16} strokeWidth={2.5} aria-hidden="true" />}
        {label}
      </button>
    );
  };

  return (
    <form
      className={`search-form search-form--${variant}`}
      role="search"
      aria-label={t('form.label')}
      aria-describedby={problem ? errorId : undefined}
      noValidate
      onSubmit={submit}
    >
      <div className="search-form__route">
        <RoutePicker value={{ from: values.from, to: values.to }} onChange={(route) => update(route)} />
      </div>
      <DatePicker
        className="search-form__date"
        label={t('form.date')}
        name="date"
        value={values.date}
        min={today}
        max={last}
        onChange={(date) => update({ date })}
      />
      <div className="search-form__quick" role="group" aria-label={t('form.quickDates')}>
        {quickDate(t('form.today'), today)}
        {quickDate(t('form.tomorrow'), tomorrow)}
      </div>
      <label className="search-form__women">
        <input
          type="checkbox"
          name="womenBooking"
          checked={values.womenBooking}
          onChange={(event) => update({ womenBooking: event.currentTarget.checked })}
        />
        <span>{t('form.women')}</span>
      </label>
      <Button type="submit" className="search-form__submit">
        <Search size={20} aria-hidden="true" />
        {t('form.submit')}
      </Button>
      {problem && (
        <Alert id={errorId} className="search-form__error" icon={<AlertCircle size={18} aria-hidden="true" />}>
          {problem}
        </Alert>
      )}
    </form>
  );
}
