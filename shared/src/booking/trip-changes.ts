import { afterSaleMessage } from './after-sale-words';
/**
 * Our rules for a trip the operator changes after the sale (the Terms page states them). A departure that moves by
 * less than the notice threshold keeps the time the ticket was sold with; one that moves by the free-cancellation
 * threshold or more lets the traveller cancel without a charge.
 */
export const DEPARTURE_CHANGE_NOTICE_MINUTES = 15;
export const DEPARTURE_CHANGE_FREE_CANCELLATION_MINUTES = 120;

/** Minutes after midnight of an `HH:MM` time. */
export const minutesOfClock = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** `HH:MM` of minutes after midnight; past midnight wraps to the next day's clock. */
export const clockOfMinutes = (minutes: number): string => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

/** How far a departure moved, in minutes (`HH:MM` on the same travel date). */
export const departureShiftMinutes = (sold: string, now: string): number =>
  Math.abs(minutesOfClock(now) - minutesOfClock(sold));

const FREE_AFTER_HOURS = DEPARTURE_CHANGE_FREE_CANCELLATION_MINUTES / 60;

/** The words of a trip the operator changed, defined once for the ticket, My Bookings, the mails and Terms. */
export const TRIP_CHANGE_MESSAGES = {
  operatorCancelledTitle: afterSaleMessage('tripChange.operatorCancelledTitle'),
  operatorCancelled: afterSaleMessage('tripChange.operatorCancelled'),
  departureChanged: afterSaleMessage('tripChange.departureChanged'),
  freeCancellation: afterSaleMessage('tripChange.freeCancellation', { hours: FREE_AFTER_HOURS }),
  windowFromNewTime: afterSaleMessage('tripChange.windowFromNewTime'),
  terms: afterSaleMessage('tripChange.terms', { minutes: DEPARTURE_CHANGE_NOTICE_MINUTES, hours: FREE_AFTER_HOURS }),
} as const;

/** Whether a move this large lets the traveller cancel without a charge. */
export const cancelsFreeAfterMove = (sold: string, now: string): boolean =>
  departureShiftMinutes(sold, now) >= DEPARTURE_CHANGE_FREE_CANCELLATION_MINUTES;
