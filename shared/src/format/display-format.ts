import { addDaysIso, formatDisplayDate, formatTime12h } from '../dates/travel-dates';
import { arrivalDayOffset, boardingDayOffset } from '../dates/journey-time';
import { formatRupees } from './rupees';

export { formatRupees };

/** An amount kept in paise, shown in rupees. */
export const formatPaise = (paise: number): string => formatRupees(paise / 100);

/** '21:30' → '9:30 PM'; a time the provider garbled is shown as sent rather than breaking the page. */
export function displayTime(time: string): string {
  try {
    return formatTime12h(time);
  } catch {
    return time;
  }
}

/** '2026-11-22' → '22 Nov 2026'; a date that is not `yyyy-MM-dd` is shown as sent. */
export function displayDate(iso: string): string {
  try {
    return formatDisplayDate(iso);
  } catch {
    return iso;
  }
}

/**
 * What follows an arrival time on another day than the departure: '+1 day', '+2 days', or '' on the same day.
 * Every screen that shows a journey's times uses this, so none drops the day. `durationMinutes`, when known,
 * tells a journey of more than a day apart; without it an arrival clock time before the departure's is the next day.
 */
export function arrivalDayLabel(departure: string, arrival: string, durationMinutes = Number.NaN): string {
  return dayOffsetLabel(arrivalDayOffset(departure, arrival, durationMinutes));
}

/** @jatra/shared's translator of the page's language, as far as a day offset needs it (`useSharedI18n().t`). */
export type DayOffsetTranslator = (id: 'journey.dayOffset', values: { days: number }) => string;

/**
 * 1 → '+1 day', 2 → '+2 days', 0 → '' (an arrival on the day of departure says nothing). Given the page's
 * translator (`useDayOffsetLabel` in @jatra/shared/ui passes it), in the page's language, a plural of the shared
 * catalogue; without one in English, as the e-mails and the API's texts write it.
 */
export function dayOffsetLabel(days: number, t?: DayOffsetTranslator): string {
  if (days <= 0) return '';
  if (t) return t('journey.dayOffset', { days });
  return days === 1 ? '+1 day' : `+${days} days`;
}

/** A journey's clock as the provider gives it: times of day on the travel date, and the duration where it sends one. */
export interface JourneyClock {
  /** yyyy-MM-dd: the day the bus leaves */
  travelDate: string;
  /** 24-hour HH:mm of the departure */
  departure: string;
  /** minutes from departure to arrival; tells a journey of more than a day apart */
  durationMinutes?: number | undefined;
}

/** A time of day on the journey, with the calendar day it falls on. */
export interface JourneyMoment {
  /** 24-hour HH:mm, as given */
  time: string;
  /** days after the travel date: 0 the same day, 1 the next */
  dayOffset: number;
  /** yyyy-MM-dd; '' when the travel date cannot be read */
  date: string;
}

function momentOn(journey: JourneyClock, time: string, dayOffset: number): JourneyMoment {
  let date = '';
  try {
    date = addDaysIso(journey.travelDate, dayOffset);
  } catch {
    // a travel date that is no date: the day offset still says which day it is
  }
  return { time, dayOffset, date };
}

/**
 * When the bus reaches a place at the end of the journey (the arrival, a dropping point): its date and time.
 * Every screen and e-mail that shows an arrival reads its day from here.
 */
export function journeyArrival(journey: JourneyClock, time: string): JourneyMoment {
  return momentOn(journey, time, arrivalDayOffset(journey.departure, time, journey.durationMinutes ?? Number.NaN));
}

/** When the bus calls at a boarding point: on the day that puts it nearest the departure. */
export function journeyBoarding(journey: JourneyClock, time: string): JourneyMoment {
  return momentOn(journey, time, boardingDayOffset(journey.departure, time));
}

/**
 * A time on the journey as travellers read it: '9:30 PM' on the travel date, '3:10 AM +1 day, 01 Dec 2026' on
 * another day, so a ticket never says 3:10 AM for the night after the one it leaves.
 */
export function displayJourneyTime(moment: JourneyMoment): string {
  const { clock, date } = journeyTimeParts(moment);
  return date ? `${clock}, ${date}` : clock;
}

/** The two parts of `displayJourneyTime`, for a page that keeps each whole: '3:10 AM +1 day' and '01 Dec 2026' (or ''). */
export function journeyTimeParts({ time, dayOffset, date }: JourneyMoment): { clock: string; date: string } {
  if (dayOffset === 0) return { clock: displayTime(time), date: '' };
  // a pick-up the evening before a just-after-midnight departure has no '+' to say: its date says it
  const clock = dayOffset > 0 ? `${displayTime(time)} ${dayOffsetLabel(dayOffset)}` : displayTime(time);
  return { clock, date: date ? displayDate(date) : '' };
}
