import type { Seat } from '../../booking/seat-layout';
import type { SharedMessageId } from '../../i18n/shared-catalogues';
import type { I18nContextValue } from '../i18n/i18n-react';

export type SeatStatus = 'available' | 'selected' | 'booked';

type SharedI18n = Pick<I18nContextValue<SharedMessageId>, 't' | 'format'>;

export const seatStatus = (seat: Seat, selected: boolean): SeatStatus =>
  seat.isBooked || !seat.available ? 'booked' : selected ? 'selected' : 'available';

/**
 * What a screen reader says for a seat: 'Seat L4, lower deck, sleeper, ₹850, available'.
 * The deck is always named, also on a one-deck bus; a booked seat's fare is not known, so it is left out.
 * One whole message per seat, so each language orders its parts its own way at the cost of one `t()`.
 */
export function seatLabel(seat: Seat, options: { berth: boolean; selected: boolean }, { t, format }: SharedI18n) {
  const status = seatStatus(seat, options.selected);
  return t('seatMap.seat', {
    id: seat.id,
    deck: seat.deck,
    kind: options.berth ? 'sleeper' : 'seater',
    women: seat.isWomenSeat ? 'yes' : 'no',
    fare: status === 'booked' ? '' : format.rupees(seat.fare),
    status,
  });
}

/** The short visible tip on hover and focus: 'L4 · ₹850'. */
export function seatTip(seat: Seat, booked: boolean, { t, format }: SharedI18n): string {
  return booked
    ? t('seatMap.tipBooked', { id: seat.id })
    : t('seatMap.tip', { id: seat.id, fare: format.rupees(seat.fare) });
}
