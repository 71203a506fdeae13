/**
 * Dates and times in a language's words, with Latin digits in every language (docs/languages.md). English keeps
 * the product's own hand-written forms ('22 Nov 2026', '9:30 PM'): the spec's words, and no locale data for a
 * phone to load while a page starts. The other languages go through `Intl.DateTimeFormat` with `-u-nu-latn`, in
 * UTC on the calendar day or clock time given (India keeps one offset all year, so an instant is shifted to India's
 * time first); in a browser without Assamese data the shell has installed FormatJS's before anything renders.
 * Amounts are written alike in every language ('₹1,05,000', docs/languages.md), as are plain numbers.
 */
import { format as formatDate } from 'date-fns';
import { displayDate, displayTime, formatRupees } from '../format/display-format';
import { DEFAULT_LOCALE, formattingTag, type Locale } from './locales';

export interface Formats {
  /** 1050 → '₹1,050'; paise only when there are some (the same in every language) */
  rupees(amount: number): string;
  paise(paise: number): string;
  /** 'yyyy-MM-dd' → '22 Nov 2026'; anything else as given */
  date(iso: string): string;
  /** 'yyyy-MM-dd' → 'Sun, 22 Nov' */
  shortDate(iso: string): string;
  /** 'HH:mm' → '9:30 PM'; anything else as given */
  time(time: string): string;
  number(value: number): string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** The calendar day as a UTC instant, formatted in UTC: the same day whatever the machine's time zone. */
function utcDay(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

function utcClock(time: string): Date | null {
  const match = CLOCK.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** 'Sun, 22 Nov': date-fns, not Intl, so that no English format depends on what the browser's Intl holds */
const englishShortDate = (iso: string) => {
  const day = utcDay(iso);
  return day ? formatDate(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()), 'EEE, d MMM') : iso;
};

const ENGLISH_DIGITS = {
  rupees: formatRupees,
  paise: (paise: number) => formatRupees(paise / 100),
  number: (value: number) => value.toLocaleString('en-IN'),
};

function intlFormats(locale: Locale): Formats {
  const tag = formattingTag(locale);
  const utc = { timeZone: 'UTC' } as const;
  const dateFormat = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', ...utc });
  const shortDateFormat = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', ...utc });
  const timeFormat = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', hour12: true, ...utc });
  return {
    ...ENGLISH_DIGITS,
    date: (iso) => {
      const day = utcDay(iso);
      return day ? dateFormat.format(day) : iso;
    },
    shortDate: (iso) => {
      const day = utcDay(iso);
      return day ? shortDateFormat.format(day) : iso;
    },
    time: (time) => {
      const clock = utcClock(time);
      return clock ? timeFormat.format(clock) : time;
    },
  };
}

const ENGLISH: Formats = { ...ENGLISH_DIGITS, date: displayDate, shortDate: englishShortDate, time: displayTime };

const made = new Map<Locale, Formats>();

/** The formats of a language, made once (an `Intl` formatter is costly to create, cheap to reuse). */
export function formatsFor(locale: Locale): Formats {
  if (locale === DEFAULT_LOCALE) return ENGLISH;
  let formats = made.get(locale);
  if (!formats) {
    formats = intlFormats(locale);
    made.set(locale, formats);
  }
  return formats;
}
