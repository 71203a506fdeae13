import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { toIsoDate } from '../../dates/travel-dates';

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
