import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { formatDisplayDate, parseIsoDate, todayInIndia, toIsoDate } from '../../dates/travel-dates';
import './date-picker.css';

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
 * Radix popover). Days before `min` and after `max` are disabled. Keyboard: Enter/Space opens, arrows move by day and
 * week, PageUp/PageDown by month, Enter picks, Escape closes; focus returns to the field.
 */
export function DatePicker({ label, value, onChange, min, max, name, className }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const today = toDate(todayInIndia())!;
  const earliest = min === null ? undefined : (toDate(min) ?? today);
  const latest = toDate(max);
  const selected = toDate(value);
  const selectable = (day: Date) => (!earliest || day >= earliest) && (!latest || day <= latest);
  const shown = selected ? formatDisplayDate(value) : 'Select a date';
  return (
    <div className={['jt-field', 'jt-date-picker', className].filter(Boolean).join(' ')}>
      <span className="jt-field__label" id={labelId}>
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            className="jt-field__control jt-date-picker__trigger"
            aria-labelledby={`${labelId} ${valueId}`}
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
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className="jt-date-picker__popover"
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={label}
          >
            <DayPicker
              className="jt-date-picker__calendar"
              mode="single"
              required
              autoFocus
              selected={selected}
              onSelect={(day) => {
                onChange(toIsoDate(day));
                setOpen(false);
              }}
              today={today}
              defaultMonth={selected && selectable(selected) ? selected : (earliest ?? latest ?? today)}
              startMonth={earliest}
              endMonth={latest}
              disabled={[...(earliest ? [{ before: earliest }] : []), ...(latest ? [{ after: latest }] : [])]}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {name && <input type="hidden" name={name} value={value} />}
    </div>
  );
}
