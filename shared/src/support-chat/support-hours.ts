import { INDIA_UTC_OFFSET_MS } from '../dates/travel-dates';

/**
 * When people answer the live chat, India time: from `opensHour` to `closesHour` every day. Outside these hours
 * the chat still takes a message and the reply goes out by e-mail.
 */
export const SUPPORT_HOURS = {
  opensHour: 6,
  closesHour: 22,
  /** as every page says it */
  label: '6 AM to 10 PM',
} as const;

/** Whether `at` falls within the chat's staffed hours, India time. */
export function withinSupportHours(at: Date): boolean {
  const hour = new Date(at.getTime() + INDIA_UTC_OFFSET_MS).getUTCHours();
  return hour >= SUPPORT_HOURS.opensHour && hour < SUPPORT_HOURS.closesHour;
}

const chatTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** When a chat message was written, India time: '27 Nov, 6:05 pm'. */
export const formatChatTime = (iso: string): string => chatTime.format(new Date(iso));
