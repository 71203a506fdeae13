import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import { toIsoDate } from '../../dates/travel-dates';
import { formattingTag, type Locale } from '../../i18n/locales';
import { useSharedI18n } from '../i18n/shared-i18n';

/** react-day-picker's days are local midnights: the same calendar day at UTC midnight, to format in UTC. */
const utcDay = (day: Date) => new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));

/**
 * The calendar's caption, weekdays and screen-reader labels in the visitor's language: Intl with the locale's
 * Latin-digit tag, in UTC (docs/languages.md). English keeps react-day-picker's own (date-fns) words.
 */
function localeWords(
  locale: Exclude<Locale, 'en'>,
  t: ReturnType<typeof useSharedI18n>['t'],
): Pick<DayPickerProps, 'formatters' | 'labels'> {
  const tag = formattingTag(locale);
  const monthYear = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const fullDay = new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const caption = (month: Date) => monthYear.format(utcDay(month));
  return {
    formatters: {
      formatCaption: caption,
      formatMonthDropdown: (month: Date) =>
        new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(utcDay(month)),
      formatWeekdayName: (day: Date) => weekday.format(utcDay(day)),
    },
    labels: {
      labelGrid: caption,
      labelNext: () => t('datePicker.next'),
      labelPrevious: () => t('datePicker.previous'),
      labelWeekday: (day: Date) =>
        new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(utcDay(day)),
      labelDayButton: (day, modifiers) => {
        let label = fullDay.format(utcDay(day));
        if (modifiers.today) label = t('datePicker.today', { date: label });
        if (modifiers.selected) label = t('datePicker.selected', { date: label });
        return label;
      },
    },
  };
}

export interface DateCalendarProps {
  /** the field's button: the calendar opens below it and gives focus back to it */
  trigger: RefObject<HTMLButtonElement | null>;
  label: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSelect(iso: string): void;
  selected: Date | undefined;
  today: Date;
  earliest: Date | undefined;
  latest: Date | undefined;
}

/** The DatePicker's calendar (react-day-picker in a Radix popover): loaded when a date field first opens. */
export default function DateCalendar({
  trigger,
  label,
  open,
  onOpenChange,
  onSelect,
  selected,
  today,
  earliest,
  latest,
}: DateCalendarProps) {
  const { t, locale } = useSharedI18n();
  const words = locale === 'en' ? {} : localeWords(locale, t);
  const selectable = (day: Date) => (!earliest || day >= earliest) && (!latest || day <= latest);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          className="jt-date-picker__popover"
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          // the field's own button toggles the calendar; a press on it is not a press outside
          onInteractOutside={(event) => {
            if (event.target instanceof Node && trigger.current?.contains(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <DayPicker
            className="jt-date-picker__calendar"
            {...words}
            mode="single"
            required
            autoFocus
            selected={selected}
            onSelect={(day) => {
              onSelect(toIsoDate(day));
              onOpenChange(false);
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
  );
}
