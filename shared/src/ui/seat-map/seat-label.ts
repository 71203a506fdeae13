import type { Seat } from '../../booking/seat-layout';
import { formatRupees } from '../../format/display-format';

export type SeatStatus = 'available' | 'selected' | 'booked';

export const seatStatus = (seat: Seat, selected: boolean): SeatStatus =>
  seat.isBooked || !seat.available ? 'booked' : selected ? 'selected' : 'available';

/**
 * What a screen reader says for a seat: 'Seat L4, lower deck, sleeper, ₹850, available'.
 * The deck is always named, also on a one-deck bus; a booked seat's fare is not known, so it is left out.
 */
export function seatLabel(seat: Seat, options: { berth: boolean; selected: boolean }): string {
  const status = seatStatus(seat, options.selected);
  const parts = [`Seat ${seat.id}`, `${seat.deck} deck`];
  parts.push(options.berth ? 'sleeper' : 'seater');
  if (seat.isWomenSeat) parts.push('reserved for women');
  if (status !== 'booked') parts.push(formatRupees(seat.fare));
  parts.push(status);
  return parts.join(', ');
}

/** The short visible tip on hover and focus: 'L4 · ₹850'. */
export function seatTip(seat: Seat, booked: boolean): string {
  return booked ? `${seat.id} · Booked` : `${seat.id} · ${formatRupees(seat.fare)}`;
}
