import {
  REFUND_TIMELINE,
  TRIP_CHANGE_MESSAGES,
  cancelsFreeAfterMove,
  type CancelledBy,
  sayRule,
  withValues,
} from '@jatra/shared';
import type { Formats } from '@jatra/shared/i18n';
import { BusFront, Clock } from 'lucide-react';
import { useAccountI18n } from '../i18n';
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
function departureChangeText(
  change: Pick<TripChange, 'departureChangedFrom' | 'departureTime'>,
  format: Pick<Formats, 'time'>,
) {
  if (!change.departureChangedFrom) return null;
  return sayRule(
    withValues(TRIP_CHANGE_MESSAGES.departureChanged, {
      from: format.time(change.departureChangedFrom),
      to: format.time(change.departureTime),
    }),
  );
}

/**
 * What the operator changed on the trip after the sale, told where the traveller looks (My Bookings, the ticket):
 * a cancellation with its full refund, or a moved departure with what it allows. Nothing when nothing changed.
 */
export function TripChangeNotice({ change, className }: { change: TripChange; className?: string }) {
  const { t, format } = useAccountI18n();
  const classes = (tone: string) => ['trip-change', `trip-change--${tone}`, className].filter(Boolean).join(' ');
  if (change.cancelledBy === 'operator') {
    return (
      <div className={classes('cancelled')}>
        <BusFront size={20} aria-hidden="true" />
        <div>
          <p className="trip-change__title">{sayRule(TRIP_CHANGE_MESSAGES.operatorCancelledTitle)}</p>
          <p>
            {sayRule(TRIP_CHANGE_MESSAGES.operatorCancelled)}
            {change.refund !== undefined &&
              change.refund > 0 &&
              ` ${t('tripChange.refund', { amount: format.rupees(change.refund) })}`}{' '}
            {sayRule(REFUND_TIMELINE)}
          </p>
        </div>
      </div>
    );
  }
  const moved = departureChangeText(change, format);
  if (!moved || change.cancelledBy) return null;
  const free = cancelsFreeAfterMove(change.departureChangedFrom!, change.departureTime);
  return (
    <div className={classes('moved')}>
      <Clock size={20} aria-hidden="true" />
      <div>
        <p className="trip-change__title">{moved}</p>
        <p>
          {free && `${sayRule(TRIP_CHANGE_MESSAGES.freeCancellation)} `}
          {sayRule(TRIP_CHANGE_MESSAGES.windowFromNewTime)}
        </p>
      </div>
    </div>
  );
}
