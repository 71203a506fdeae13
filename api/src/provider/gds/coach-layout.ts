import { isBerthCode, type LayoutCell, type NonSeatKind, type Seat, type SeatLayout } from '@jatra/shared';
import type { SeatFare } from './seat-fares';
import { isSeparatorSeat, parseSeatCsv, parseSeatFareList } from './seat-fares';

export interface SeatListOptions {
  ladiesSeats?: string[];
  sleeper?: boolean;
}

const SLEEPER_COLUMNS = 2;
const SEATER_COLUMNS = 4;

function makeSeat(id: string, fare: number, upper: boolean, sleeper: boolean, women: boolean, booked = false): Seat {
  return {
    id,
    type: women ? 'women' : sleeper ? 'sleeper' : 'regular',
    fare,
    available: !booked,
    isBooked: booked,
    isWomenSeat: women,
    isUpper: upper,
    isLower: !upper,
    deck: upper ? 'upper' : 'lower',
  };
}

// Deck rules for seat ids from a seat list (docs/gds-wire.md, Seat maps): an id starting with or containing U is upper.
const hasUpperId = (id: string) => id.toUpperCase().includes('U');
const hasLowerId = (id: string) => id.toUpperCase().startsWith('L');

/** Place seats row by row in a grid of `columns`, each deck starting at the top. */
function gridCells(seats: Seat[], columns: number): LayoutCell[] {
  return seats.map((seat, index) => ({
    kind: 'seat',
    seat,
    // a seat list carries no provider type code
    code: '',
    row: Math.floor(index / columns),
    column: index % columns,
  }));
}

/**
 * Seats from a `seat|fare` list, by the seat-list deck rules. Parse the list with `parseSeatFareList(csv,
 * { keepSeparators: true })`: a dashed item (`---`, `-`) is not a seat but moves the seats after it to the
 * upper deck. Ids with U are upper deck, ids starting with L lower; when ids carry U/L both decks are sleeper.
 */
export function seatsFromSeatList(list: { seat: string; fare: number }[], options: SeatListOptions): SeatLayout {
  const ladies = new Set(options.ladiesSeats ?? []);
  const seatItems: (SeatFare & { afterSeparator: boolean })[] = [];
  let afterSeparator = false;
  for (const item of list) {
    if (isSeparatorSeat(item.seat)) afterSeparator = true;
    else seatItems.push({ ...item, afterSeparator });
  }
  const hasDeckIds = seatItems.some((item) => hasUpperId(item.seat) || hasLowerId(item.seat));
  const sleeper = hasDeckIds || options.sleeper === true;
  const seats = seatItems.map((item) =>
    makeSeat(item.seat, item.fare, item.afterSeparator || hasUpperId(item.seat), sleeper, ladies.has(item.seat)),
  );
  const columns = sleeper ? SLEEPER_COLUMNS : SEATER_COLUMNS;
  const upperSeats = seats.filter((seat) => seat.isUpper);
  return {
    type: sleeper ? 'sleeper' : '2x2',
    rows: Math.ceil(seats.length / columns),
    columns,
    upperDeck: upperSeats.length > 0,
    seats,
    lower: gridCells(
      seats.filter((seat) => !seat.isUpper),
      columns,
    ),
    upper: gridCells(upperSeats, columns),
  };
}

// masters.json's seat_layout_identifiers; the key is the code or image token without its leading dot.
const NON_SEAT_TOKENS = new Map<string, NonSeatKind>([
  ['GY', 'gangway'],
  ['DR_IMG', 'driver'],
  ['ST_IMG', 'stairs'],
  ['WR_IMG', 'washroom'],
  ['BR', 'break'],
  ['DOOR', 'door'],
]);
const isUpperCode = (code: string) => code.startsWith('U') || code.includes('UB') || code === 'WSU';
const isLowerCode = (code: string) => code.includes('LB') || code === 'WSL';

const withoutDot = (token: string) => token.replace(/^\./, '').toUpperCase();

const nonSeatKind = (token: string): NonSeatKind => NON_SEAT_TOKENS.get(token) ?? 'empty';

// A label such as `DR_IMG` or `.GY` is an image token, not a seat number, whatever code follows it.
const isImageLabel = (label: string) =>
  label.startsWith('.') || withoutDot(label).endsWith('_IMG') || withoutDot(label) === 'DOOR';

export interface CoachDetail {
  coach_details: string;
  available: string;
  ladies_seats?: string;
  ladies_booked_seats?: string;
  gents_booked_seats?: string;
}

interface CoachContext {
  fares: Map<string, number>;
  soldSeats: Set<string>;
  womenSeats: Set<string>;
}

function readCell(cell: string, row: number, column: number, context: CoachContext): LayoutCell {
  if (cell.trim() === '') return { kind: 'empty', row, column };
  const separator = cell.indexOf('|');
  const label = (separator < 0 ? cell : cell.slice(0, separator)).trim();
  const code = separator < 0 ? '' : cell.slice(separator + 1).trim();
  if (isImageLabel(label)) {
    const kind = nonSeatKind(withoutDot(label));
    return { kind: kind === 'empty' ? nonSeatKind(withoutDot(code)) : kind, row, column };
  }
  if (code.startsWith('.')) return { kind: nonSeatKind(withoutDot(code)), row, column };
  const typeCode = code.toUpperCase();
  if (typeCode === 'NA') return { kind: 'unavailable', row, column };
  if (label === '') return { kind: 'empty', row, column };
  const upper = isUpperCode(typeCode) || (!isLowerCode(typeCode) && /^U/i.test(label));
  const fare = context.fares.get(label);
  const seat = makeSeat(
    label,
    fare ?? 0,
    upper,
    isBerthCode(typeCode),
    context.womenSeats.has(label),
    fare === undefined || context.soldSeats.has(label),
  );
  return { kind: 'seat', seat, code: typeCode, row, column };
}

/**
 * The seat map from a schedule detail's `bus_layout` (docs/gds-wire.md, Seat maps). Rows are split by `,`, cells by `-`
 * (so `--|.GY` is two empty cells, then a gangway). A seat is booked when `available` lacks it, or when a
 * booked-seats list names it; its fare comes from `available`, else 0. Both decks share one grid, so cells
 * keep their grid position; upper-deck seats go to `upper` and every other cell to `lower`.
 */
export function parseCoachLayout(detail: CoachDetail): SeatLayout {
  const coach = typeof detail.coach_details === 'string' ? detail.coach_details : '';
  // missingFare keeps an available seat whose fare is absent: it is still free, at fare 0
  const available = parseSeatFareList(detail.available, { missingFare: 0 });
  const ladiesBooked = parseSeatCsv(detail.ladies_booked_seats);
  const context: CoachContext = {
    fares: new Map(available.map((item) => [item.seat, item.fare])),
    soldSeats: new Set([...ladiesBooked, ...parseSeatCsv(detail.gents_booked_seats)]),
    womenSeats: new Set([...parseSeatCsv(detail.ladies_seats), ...ladiesBooked]),
  };
  const rowTexts = coach.split(',').filter((rowText) => rowText.trim() !== '');
  const lower: LayoutCell[] = [];
  const upper: LayoutCell[] = [];
  const seats: Seat[] = [];
  let columns = 0;
  rowTexts.forEach((rowText, row) => {
    const cells = rowText.split('-');
    columns = Math.max(columns, cells.length);
    cells.forEach((text, column) => {
      const cell = readCell(text, row, column, context);
      if (cell.kind === 'seat') seats.push(cell.seat);
      (cell.kind === 'seat' && cell.seat.isUpper ? upper : lower).push(cell);
    });
  });
  return {
    // the codes decide, because a women seat's type hides whether it is a berth
    type: [...lower, ...upper].some((cell) => cell.kind === 'seat' && isBerthCode(cell.code)) ? 'sleeper' : '2x2',
    rows: rowTexts.length,
    columns,
    upperDeck: upper.length > 0,
    seats,
    lower,
    upper,
  };
}

/**
 * The seat map of a schedule detail: drawn from `coach_details` when the provider sends one, else (a service
 * without a coach layout, `no_coach_layout`) laid out from the `available` seat list (docs/gds-wire.md, Seat maps).
 */
export function parseSeatMap(detail: CoachDetail): SeatLayout {
  if (typeof detail.coach_details === 'string' && detail.coach_details.trim() !== '') return parseCoachLayout(detail);
  return seatsFromSeatList(parseSeatFareList(detail.available, { keepSeparators: true }), {
    ladiesSeats: parseSeatCsv(detail.ladies_seats),
  });
}
