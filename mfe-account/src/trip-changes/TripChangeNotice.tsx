import {
  REFUND_TIMELINE,
  TRIP_CHANGE_MESSAGES,
  cancelsFreeAfterMove,
  displayTime,
  fillMessage,
  formatRupees,
  type CancelledBy,
} from '@jatra/shared';
import { BusFront, Clock } from 'lucide-react';
import './trip-change-notice.css';

interface TripChange {
  cancelledBy: CancelledBy | null;
  /** `HH:MM` sold, when the operator moved the departure since */
  departureChangedFrom: string | null;
  /** `HH:MM` now */
  departureTime: string;
  /** what goes back to the traveller, in rupees, when the operator cancelled */
  refund?: number;
}

/** The departure line, e.g. 'Departure changed from 9:30 PM to 11:00 PM'; null when it did not move. */
function departureChangeText(change: Pick<TripChange, 'departureChangedFrom' | 'departureTime'>) {
  if (!change.departureChangedFrom) return null;
  return fillMessage(TRIP_CHANGE_MESSAGES.departureChanged, {
    from: displayTime(change.departureChangedFrom),
    to: displayTime(change.departureTime),
  });
}

/**
 * What the operator changed on the trip after the sale, told where the traveller looks (My Bookings, the ticket):
 * a cancellation with its full refund, or a moved departure with what it allows. Nothing when nothing changed.
 */
export function TripChangeNotice({ change, className }: { change: TripChange; className?: string }) {
  const classes = (tone: string) => ['trip-change', `trip-change--${tone}`, className].filter(Boolean).join(' ');
  if (change.cancelledBy === 'operator') {
    return (
      <div className={classes('cancelled')}>
        <BusFront size={20} aria-hidden="true" />
        <div>
          <p className="trip-change__title">{TRIP_CHANGE_MESSAGES.operatorCancelledTitle}</p>
          <p>
            {TRIP_CHANGE_MESSAGES.operatorCancelled}
            {change.refund !== undefined && change.refund > 0 && ` Refund: ${formatRupees(change.refund)}.`}{' '}
            {REFUND_TIMELINE}
          </p>
        </div>
      </div>
    );
  }
  const moved = departureChangeText(change);
  if (!moved || change.cancelledBy) return null;
  const free = cancelsFreeAfterMove(change.departureChangedFrom!, change.departureTime);
  return (
    <div className={classes('moved')}>
      <Clock size={20} aria-hidden="true" />
      <div>
        <p className="trip-change__title">{moved}</p>
        <p>
          {free && `${TRIP_CHANGE_MESSAGES.freeCancellation} `}
          {TRIP_CHANGE_MESSAGES.windowFromNewTime}
        </p>
      </div>
    </div>
  );
}
