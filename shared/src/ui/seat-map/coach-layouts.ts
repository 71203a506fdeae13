/**
 * Seat layouts as the API sends them in a schedule's `seat_layout`: the API parses the provider's coach
 * strings (taken from the GDS simulator), and these are its answers for three buses, written out cell by cell.
 */
import type { LayoutCell, NonSeatKind, Seat, SeatLayout } from '../../booking/seat-layout';

type Mark = 'upper' | 'berth' | 'women' | 'sold';
type SeatCell = Omit<Extract<LayoutCell, { kind: 'seat' }>, 'row' | 'column'>;

function seat(id: string, code: string, fare: number, ...marks: Mark[]): SeatCell {
  const upper = marks.includes('upper');
  const sold = marks.includes('sold');
  const women = marks.includes('women');
  return {
    kind: 'seat',
    code,
    seat: {
      id,
      type: women ? 'women' : marks.includes('berth') ? 'sleeper' : 'regular',
      fare,
      available: !sold,
      isBooked: sold,
      isWomenSeat: women,
      isUpper: upper,
      isLower: !upper,
      deck: upper ? 'upper' : 'lower',
    },
  };
}

/** A layout from its grid, row by row: both decks share the grid, upper-deck seats are listed apart. */
function coachLayout(type: SeatLayout['type'], grid: (SeatCell | NonSeatKind)[][]): SeatLayout {
  const cells: LayoutCell[] = grid.flatMap((cells, row) =>
    cells.map((cell, column) => (typeof cell === 'string' ? { kind: cell, row, column } : { ...cell, row, column })),
  );
  const isUpperSeat = (cell: LayoutCell) => cell.kind === 'seat' && cell.seat.isUpper;
  const upper = cells.filter(isUpperSeat);
  return {
    type,
    rows: grid.length,
    columns: Math.max(...grid.map((cells) => cells.length)),
    upperDeck: upper.length > 0,
    seats: cells.flatMap((cell) => (cell.kind === 'seat' ? [cell.seat] : [])),
    lower: cells.filter((cell) => !isUpperSeat(cell)),
    upper,
  };
}

/** The layout after someone else bought these seats: the API then has no fare for them either. */
export function withSeatsSold(layout: SeatLayout, ...ids: string[]): SeatLayout {
  const sell = (seat: Seat): Seat =>
    ids.includes(seat.id) ? { ...seat, fare: 0, available: false, isBooked: true } : seat;
  const sellCell = (cell: LayoutCell): LayoutCell => (cell.kind === 'seat' ? { ...cell, seat: sell(cell.seat) } : cell);
  return {
    ...layout,
    seats: layout.seats.map(sell),
    lower: layout.lower.map(sellCell),
    upper: layout.upper.map(sellCell),
  };
}

// A/C Sleeper (2+1): decks interleaved in one grid; L3 women-reserved, U2 booked, L4 booked by a woman
export const SLEEPER_COACH = coachLayout('sleeper', [
  ['empty', 'empty', 'empty', 'empty', 'empty', 'empty', 'driver'],
  [
    seat('U1', 'SUB', 1120, 'upper', 'berth'),
    seat('L1', 'SLB', 1200, 'berth'),
    'gangway',
    seat('L2', 'DLB', 1200, 'berth'),
    seat('L3', 'DLB', 1200, 'women'),
    seat('U2', 'DUB', 0, 'upper', 'berth', 'sold'),
    seat('U3', 'DUB', 1120, 'upper', 'berth'),
  ],
  [
    seat('U4', 'SUB', 1120, 'upper', 'berth'),
    seat('L4', 'SLB', 0, 'women', 'sold'),
    'gangway',
    seat('L5', 'DLB', 1200, 'berth'),
    seat('L6', 'DLB', 1200, 'berth'),
    seat('U5', 'DUB', 1120, 'upper', 'berth'),
    seat('U6', 'DUB', 1120, 'upper', 'berth'),
  ],
  [
    seat('U7', 'SUB', 1120, 'upper', 'berth'),
    seat('L7', 'SLB', 1200, 'women'),
    'gangway',
    seat('L8', 'DLB', 1200, 'berth'),
    seat('L9', 'DLB', 1200, 'berth'),
    seat('U8', 'DUB', 1120, 'upper', 'berth'),
    seat('U9', 'DUB', 1120, 'upper', 'berth'),
  ],
]);
// Non A/C Seater (2+2), 3 rows; 2 booked by a woman, 5 women-reserved
export const SEATER_COACH = coachLayout('2x2', [
  ['empty', 'empty', 'empty', 'empty', 'driver'],
  [seat('1', 'ST', 600), seat('2', 'ST', 0, 'women', 'sold'), 'gangway', seat('3', 'ST', 600), seat('4', 'ST', 600)],
  [seat('5', 'ST', 600, 'women'), seat('6', 'ST', 600), 'gangway', seat('7', 'ST', 600), seat('8', 'ST', 600)],
  [seat('9', 'ST', 600), seat('10', 'ST', 600), 'gangway', seat('11', 'ST', 600), seat('12', 'ST', 600)],
]);
// A/C Seater / Sleeper (2+1): seats below, single berths above the front rows only; a washroom at the back
export const SEATER_SLEEPER_COACH = coachLayout('sleeper', [
  ['empty', 'empty', 'empty', 'empty', 'empty', 'empty', 'driver'],
  [
    seat('U1', 'SUB', 1080, 'upper', 'berth'),
    seat('1', 'ST', 810),
    'gangway',
    seat('2', 'ST', 810),
    seat('3', 'ST', 810),
    seat('U2', 'SUB', 1080, 'upper', 'berth'),
    seat('U3', 'SUB', 1080, 'upper', 'berth'),
  ],
  ['empty', seat('4', 'ST', 810), 'gangway', seat('5', 'ST', 810), seat('6', 'ST', 810), 'empty', 'empty'],
  ['empty', 'washroom', 'gangway', 'stairs', 'empty', 'empty', 'empty'],
]);
