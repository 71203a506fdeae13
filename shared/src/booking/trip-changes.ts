/**
 * Our rules for a trip the operator changes after the sale (the Terms page states them). A departure that moves by
 * less than the notice threshold keeps the time the ticket was sold with; one that moves by the free-cancellation
 * threshold or more lets the traveller cancel without a charge.
 */
export const DEPARTURE_CHANGE_NOTICE_MINUTES = 15;
export const DEPARTURE_CHANGE_FREE_CANCELLATION_MINUTES = 120;

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** How far a departure moved, in minutes (`HH:MM` on the same travel date). */
export const departureShiftMinutes = (sold: string, now: string): number => Math.abs(minutesOf(now) - minutesOf(sold));
