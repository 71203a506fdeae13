import { ApiRequestError, BOOKING_MESSAGES, MESSAGES, sayRule } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { skipToken, useQuery } from '@tanstack/react-query';
import { getSchedule } from './schedule-api';

export const scheduleKey = (scheduleId: string) => ['schedule', scheduleId] as const;

/** An unknown schedule (404) or an id the API refuses (400) will not load on a retry either. */
export const isScheduleMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** What the page says when the schedule does not load. */
export function scheduleErrorTitle(error: unknown): string {
  return isScheduleMissing(error) ? sayRule(MESSAGES.scheduleNotFound) : sayRule(BOOKING_MESSAGES.scheduleUnavailable);
}

/**
 * One schedule's detail. Seats sell while the page is open, so it is fetched afresh when the traveller comes
 * back to the tab; `null` (an id that cannot be a schedule) asks nothing.
 */
export function useSchedule(scheduleId: string | null) {
  const host = useHost();
  return useQuery({
    queryKey: scheduleKey(scheduleId ?? ''),
    queryFn: scheduleId === null ? skipToken : ({ signal }) => getSchedule(host, scheduleId, signal),
    retry: (failures, error) => !isScheduleMissing(error) && failures < 1,
    refetchOnWindowFocus: true,
  });
}
