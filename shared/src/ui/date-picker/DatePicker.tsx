import { CalendarDays, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { parseIsoDate, todayInIndia } from '../../dates/travel-dates';
import { useSharedI18n } from '../i18n/shared-i18n';
// the field's frame (jt-field) is the combobox's: a page with a date but no city field needs it too
import '../combobox/combobox.css';
import './date-picker.css';

// the calendar and its popover are most of the field's code, and no page needs them before a field opens
const loadCalendar = () => import('./DateCalendar');
const DateCalendar = lazy(loadCalendar);

export interface DatePickerProps {
  label: string;
  /** `yyyy-MM-dd`, or '' for no date yet */
  value: string;
  onChange(iso: string): void;
  /** earliest selectable day, `yyyy-MM-dd`; today in India when left out, none when null */
  min?: string | null;
  /** latest selectable day, `yyyy-MM-dd`; none when left out */
  max?: string;
  /** submits the value under this name with a surrounding form */
  name?: string;
  className?: string;
}

function toDate(iso: string | undefined): Date | undefined {
  if (!iso) return undefined;
  try {
    return parseIsoDate(iso);
  } catch {
    return undefined;
  }
}

/**
 * A date field: a button showing the day as `dd MMM yyyy` that opens a calendar (react-day-picker in a
 * Radix popover, fetched on first open). Days before `min` and after `max` are disabled. Keyboard: Enter/Space
 * opens, arrows move by day and week, PageUp/PageDown by month, Enter picks, Escape closes; focus returns to the
 * field.
 */
export function DatePicker({ label, value, onChange, min, max, name, className }: DatePickerProps) {
  const { t, format } = useSharedI18n();
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so closing runs the popover's own exit (focus back to the field)
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const today = toDate(todayInIndia())!;
  const earliest = min === null ? undefined : (toDate(min) ?? today);
  const selected = toDate(value);
  const shown = selected ? format.date(value) : t('datePicker.placeholder');
  return (
    <div className={['jt-field', 'jt-date-picker', className].filter(Boolean).join(' ')}>
      <span className="jt-field__label" id={labelId}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className="jt-field__control jt-date-picker__trigger"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        // a pointer on its way, or focus, fetches the calendar before the press
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => {
          setOpened(true);
          setOpen((current) => !current);
        }}
      >
        <span className="jt-field__icon" aria-hidden="true">
          <CalendarDays size={20} />
        </span>
        <span
          id={valueId}
          className={selected ? 'jt-date-picker__value' : 'jt-date-picker__value jt-date-picker__value--empty'}
        >
          {shown}
        </span>
        <ChevronDown className="jt-date-picker__chevron" size={18} aria-hidden="true" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <DateCalendar
            trigger={trigger}
            label={label}
            open={open}
            onOpenChange={setOpen}
            onSelect={onChange}
            selected={selected}
            today={today}
            earliest={earliest}
            latest={toDate(max)}
          />
        </Suspense>
      )}
      {name && <input type="hidden" name={name} value={value} />}
    </div>
  );
}
