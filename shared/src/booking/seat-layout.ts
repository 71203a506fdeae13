/**
 * The seat map our API sends with a schedule (`seat_layout`). A seat cell keeps the provider's seat type
 * code, which the booking page reads to draw berths.
 */
export interface Seat {
  id: string;
  type: 'sleeper' | 'regular' | 'women';
  fare: number;
  available: boolean;
  isBooked: boolean;
  isWomenSeat: boolean;
  isUpper: boolean;
  isLower: boolean;
  deck: 'upper' | 'lower';
}

export type NonSeatKind = 'gangway' | 'driver' | 'stairs' | 'washroom' | 'break' | 'door' | 'unavailable' | 'empty';

export type LayoutCell =
  | { kind: 'seat'; seat: Seat; code: string; row: number; column: number }
  | { kind: NonSeatKind; row: number; column: number };

export interface SeatLayout {
  type: 'sleeper' | '2x2';
  rows: number;
  columns: number;
  upperDeck: boolean;
  seats: Seat[];
  lower: LayoutCell[];
  upper: LayoutCell[];
}

// WSL and WSU are the window single lower and upper berths, so they are sleepers too.
const SLEEPER_CODES = new Set(['SL', 'SLB', 'SUB', 'DLB', 'DUB', 'LB', 'UB', 'WUB', 'WLB', 'WSL', 'WSU']);

/** Whether a provider seat type code is a berth (docs/gds-wire.md, Reference lists). */
export const isBerthCode = (code: string): boolean => SLEEPER_CODES.has(code.toUpperCase());
