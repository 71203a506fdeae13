import type { Seat } from '../../booking/seat-layout';
import { Check, Venus, X } from 'lucide-react';
import { memo, type KeyboardEvent } from 'react';
import { useSharedI18n } from '../i18n/shared-i18n';
import { seatLabel, seatStatus, seatTip } from './seat-label';

export interface SeatButtonProps {
  seat: Seat;
  berth: boolean;
  selected: boolean;
  /** the one seat of its deck in the Tab order (roving tabindex) */
  tabbable: boolean;
  onToggle: (seat: Seat) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocusSeat: (id: string) => void;
  registerSeat: (id: string, element: HTMLButtonElement | null) => void;
}

/**
 * One seat or berth. States differ by shape and icon as well as colour: booked is filled and crossed,
 * selected has a bold outline and a check, women-reserved carries the ♀ symbol. Booked seats stay focusable so
 * the keyboard reaches them and a screen reader announces them; pressing one changes nothing.
 * Memoised: a key press or a choice re-renders only the seats whose props changed.
 */
export const SeatButton = memo(function SeatButton({
  seat,
  berth,
  selected,
  tabbable,
  onToggle,
  onKeyDown,
  onFocusSeat,
  registerSeat,
}: SeatButtonProps) {
  const i18n = useSharedI18n();
  const status = seatStatus(seat, selected);
  const classes = [
    'bk-seat',
    berth ? 'bk-seat--berth' : 'bk-seat--chair',
    `bk-seat--${status}`,
    seat.isWomenSeat && 'bk-seat--women',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={(element) => registerSeat(seat.id, element)}
      type="button"
      className={classes}
      aria-label={seatLabel(seat, { berth, selected }, i18n)}
      aria-pressed={status === 'booked' ? undefined : selected}
      aria-disabled={status === 'booked' || undefined}
      tabIndex={tabbable ? 0 : -1}
      data-seat-id={seat.id}
      data-tip={seatTip(seat, status === 'booked', i18n)}
      onClick={() => onToggle(seat)}
      onKeyDown={onKeyDown}
      onFocus={() => onFocusSeat(seat.id)}
    >
      <span className="bk-seat__body" aria-hidden="true">
        {status === 'booked' ? (
          <X className="bk-seat__icon" size={18} strokeWidth={2.5} />
        ) : status === 'selected' ? (
          <Check className="bk-seat__icon" size={18} strokeWidth={3} />
        ) : (
          <span className="bk-seat__id">{seat.id}</span>
        )}
        {seat.isWomenSeat && <Venus className="bk-seat__women" size={12} strokeWidth={2.5} />}
      </span>
    </button>
  );
});
