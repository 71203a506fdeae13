/**
 * Dates and times in a language's words, with Latin digits in every language (docs/languages.md). English keeps
 * the product's own hand-written forms ('22 Nov 2026', '9:30 PM'): the spec's words, and no locale data for a
 * phone to load while a page starts. The other languages go through `Intl.DateTimeFormat` with `-u-nu-latn`, in
 * UTC on the calendar day or clock time given (India keeps one offset all year, so an instant is shifted to India's
 * time first); in a browser without Assamese data the shell has installed FormatJS's before anything renders.
 * Amounts are written alike in every language ('₹1,05,000', docs/languages.md), as are plain numbers.
 */
import { formatRupees } from '../format/rupees';
import { DEFAULT_LOCALE, formattingTag, type Locale } from './locales';

export interface Formats {
  /** 1050 → '₹1,050'; paise only when there are some (the same in every language) */
  rupees(amount: number): string;
  paise(paise: number): string;
  /** 'yyyy-MM-dd' → '22 Nov 2026'; anything else as given */
  date(iso: string): string;
  /** 'yyyy-MM-dd' → '01 Dec', where room is short (a chart's day axis); anything else as given */
  dayMonth(iso: string): string;
  /** 'yyyy-MM-dd' → 'Sun, 22 Nov' */
  shortDate(iso: string): string;
  /** 'HH:mm' → '9:30 PM'; anything else as given */
  time(time: string): string;
  /** an instant (ISO 8601) → its time of day in India, '9:30 PM'; anything unreadable as given */
  instantTime(iso: string): string;
  /** an instant (ISO) as read in India: '22 Nov 2026, 3:45 PM'; anything else as given */
  instant(iso: string): string;
  /** an instant (ISO) as read in India, its day, month and time: '27 Nov, 6:05 pm' (a chat message's time) */
  dayTime(iso: string): string;
  number(value: number): string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/;

/** The calendar day as a UTC instant, formatted in UTC: the same day whatever the machine's time zone. */
function utcDay(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 is no date: it is shown as given, not as 2 March
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

function utcClock(time: string): Date | null {
  const match = CLOCK.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** India keeps +05:30 all year: an instant shifted by it, read in UTC, is India's calendar day and clock. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

function indiaClock(iso: string): Date | null {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? null : new Date(instant + INDIA_OFFSET_MS);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/*
 * English written out, as `displayDate` and `displayTime` write it, without date-fns: these formats come with every
 * frontend's first view, where date-fns would be the largest code.
 */
const englishDate = (iso: string) => {
  const day = utcDay(iso);
  return day
    ? `${String(day.getUTCDate()).padStart(2, '0')} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`
    : iso;
};
// the day and month of `englishDate`, as the admin's charts always wrote them
const englishDayMonth = (iso: string) => (utcDay(iso) ? englishDate(iso).slice(0, 6) : iso);
const englishShortDate = (iso: string) => {
  const day = utcDay(iso);
  return day ? `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}` : iso;
};
const englishTime = (time: string) => {
  const clock = utcClock(time);
  if (!clock) return time;
  const hours = clock.getUTCHours();
  return `${hours % 12 || 12}:${String(clock.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};
const englishInstantTime = (iso: string) => {
  const clock = indiaClock(iso);
  if (!clock) return iso;
  return englishTime(`${clock.getUTCHours()}:${String(clock.getUTCMinutes()).padStart(2, '0')}`);
};

const englishInstant = (iso: string) => {
  const shifted = indiaClock(iso);
  if (!shifted) return iso;
  const [day, clock] = shifted.toISOString().slice(0, 16).split('T') as [string, string];
  return `${englishDate(day)}, ${englishTime(clock)}`;
};

/*
 * A chat message's time in English, as the chat has always written it (Intl's 'en-IN', lower-case 'pm'); made on
 * first use, as most pages never show one.
 */
let englishDayTimeFormat: Intl.DateTimeFormat | undefined;
const englishDayTime = (iso: string) => {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  englishDayTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return englishDayTimeFormat.format(instant);
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
  const dayMonthFormat = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', ...utc });
  const shortDateFormat = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', ...utc });
  // Bengali's and Hindi's CLDR write a bare time with English AM/PM ('6:30 PM', '6:30 pm'); a time of day said as
  // people say it ('शाम 6:30', '6:30 সন্ধ্যা') has no English in it. Assamese's own day periods are its words already.
  const dayPeriod = locale === 'bn' || locale === 'hi' ? ({ dayPeriod: 'short' } as const) : {};
  const timeFormat = new Intl.DateTimeFormat(tag, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...dayPeriod,
    ...utc,
  });
  /** A calendar day through `format`; anything that is no date as given. */
  const onDay = (format: Intl.DateTimeFormat) => (iso: string) => {
    const day = utcDay(iso);
    return day ? format.format(day) : iso;
  };
  return {
    ...ENGLISH_DIGITS,
    date: onDay(dateFormat),
    dayMonth: onDay(dayMonthFormat),
    shortDate: onDay(shortDateFormat),
    time: (time) => {
      const clock = utcClock(time);
      return clock ? timeFormat.format(clock) : time;
    },
    instantTime: (iso) => {
      const clock = indiaClock(iso);
      return clock ? timeFormat.format(clock) : iso;
    },
    // a date and a time apart, never dateStyle with timeStyle (docs/languages.md)
    instant: (iso) => {
      const shifted = indiaClock(iso);
      return shifted ? `${dateFormat.format(shifted)}, ${timeFormat.format(shifted)}` : iso;
    },
    dayTime: (iso) => {
      const shifted = indiaClock(iso);
      return shifted ? `${dayMonthFormat.format(shifted)}, ${timeFormat.format(shifted)}` : iso;
    },
  };
}

const ENGLISH: Formats = {
  ...ENGLISH_DIGITS,
  date: englishDate,
  dayMonth: englishDayMonth,
  shortDate: englishShortDate,
  time: englishTime,
  instantTime: englishInstantTime,
  instant: englishInstant,
  dayTime: englishDayTime,
};

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
