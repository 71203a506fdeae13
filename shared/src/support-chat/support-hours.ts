import { INDIA_UTC_OFFSET_MS } from '../dates/travel-dates';
import { formatsFor } from '../i18n/formats';
import { DEFAULT_LOCALE } from '../i18n/locales';

/**
 * When people answer the live chat, India time: from `opensHour` to `closesHour` every day. Outside these hours
 * the chat still takes a message and the reply goes out by e-mail.
 */
export const SUPPORT_HOURS = {
  opensHour: 6,
  closesHour: 22,
} as const;

/** The hours as the product's messages say them ('{opens} AM to {closes} PM'): 6 and 10. */
export const SUPPORT_HOURS_VALUES = {
  opens: SUPPORT_HOURS.opensHour,
  closes: SUPPORT_HOURS.closesHour - 12,
} as const;

/** Whether `at` falls within the chat's staffed hours, India time. */
export function withinSupportHours(at: Date): boolean {
  const hour = new Date(at.getTime() + INDIA_UTC_OFFSET_MS).getUTCHours();
  return hour >= SUPPORT_HOURS.opensHour && hour < SUPPORT_HOURS.closesHour;
}

/** When a chat message was written, India time, in English: '27 Nov, 6:05 pm' (a page in another language: `format.dayTime`). */
export const formatChatTime = (iso: string): string => formatsFor(DEFAULT_LOCALE).dayTime(iso);
